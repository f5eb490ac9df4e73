import { type LimiterStore, longestWait, type RateLimit } from './rate-limiter';

/** Who names a code: the signed-in account and the address it calls from. */
export type Guesser = { accountId: string; address: string };

export type GuessLimit = {
  /**
   * Whether the attempt may go on to look its code up: the seconds to wait, or null. An attempt
   * that goes on is counted at once, so a burst of parallel guesses cannot slip past the limits
   * before any of them has failed.
   */
  admit(guesser: Guesser): Promise<number | null>;
  /** The code named something: the attempt was no failed guess, so it is given back. */
  hit(guesser: Guesser): Promise<void>;
};

/**
 * Limits guesses at a short public code (a screen id, a join code) per account and per address.
 * Only codes that name nothing count: people who scan or type a real code are never held back,
 * however many share an address, while a guesser, who almost never names anything, gets
 * `perAddress.max` tries per window from each address and `perAccount.max` with each account.
 */
export function createGuessLimit(
  store: LimiterStore,
  purpose: string,
  limits: { perAccount: RateLimit; perAddress: RateLimit },
): GuessLimit {
  const account = store(`${purpose}:account`, limits.perAccount);
  const address = store(`${purpose}:address`, limits.perAddress);
  return {
    async admit(guesser) {
      const waiting = longestWait(
        await Promise.all([
          account.blockedFor(guesser.accountId),
          address.blockedFor(guesser.address),
        ]),
      );
      if (waiting !== null) return waiting;
      return longestWait(
        await Promise.all([account.take(guesser.accountId), address.take(guesser.address)]),
      );
    },

    async hit(guesser) {
      await Promise.all([account.giveBack(guesser.accountId), address.giveBack(guesser.address)]);
    },
  };
}
