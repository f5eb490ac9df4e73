import {
  delayAfterFailures,
  type LimiterStore,
  longestWait,
  type RateLimits,
} from './rate-limiter';

/** One sign-in attempt: the email tried, the client's address, and its trusted device, if any. */
export type SignInAttempt = { email: string; address: string; deviceId: string | null };

export type SignInThrottle = {
  /**
   * Whether the attempt may go on to check the password: the seconds to wait, or null. An attempt
   * that goes on is counted at once (so a burst of parallel guesses cannot slip past the limits)
   * and given back if it succeeds.
   */
  admit(attempt: SignInAttempt): Promise<number | null>;
  failed(attempt: SignInAttempt): Promise<void>;
  succeeded(attempt: SignInAttempt): Promise<void>;
};

// Never reached: failures per email only set holds, they never refuse by themselves.
const UNCAPPED = 1_000_000_000;

/**
 * Sign-in throttling after OWASP's guidance (DESIGN 4.2). An attempt from a browser without a
 * device cookie for the account is held back by failures for the email from its address (tight),
 * failures from its address (broad) and the email's growing delay; an attempt from a trusted
 * browser only by that browser's own failures.
 */
export function createSignInThrottle(store: LimiterStore, limits: RateLimits): SignInThrottle {
  const pair = store('sign-in:email-address', limits.signInFailuresPerEmailAndAddress);
  const address = store('sign-in:address', limits.signInFailuresPerAddress);
  const device = store('sign-in:device', limits.signInFailuresPerDevice);
  const delays = limits.signInDelaysPerEmail;
  const emailFailures = store('sign-in:email', {
    max: UNCAPPED,
    windowSeconds: delays.windowSeconds,
  });
  const emailHold = store('sign-in:email-hold', { max: 1, windowSeconds: delays.maxDelaySeconds });
  const pairKey = (attempt: SignInAttempt) => `${attempt.email}|${attempt.address}`;

  return {
    async admit(attempt) {
      if (attempt.deviceId) return device.take(attempt.deviceId);
      const waiting = longestWait(
        await Promise.all([
          address.blockedFor(attempt.address),
          pair.blockedFor(pairKey(attempt)),
          emailHold.blockedFor(attempt.email),
        ]),
      );
      if (waiting !== null) return waiting;
      return longestWait(
        await Promise.all([address.take(attempt.address), pair.take(pairKey(attempt))]),
      );
    },

    async failed(attempt) {
      if (attempt.deviceId) return;
      const failures = await emailFailures.count(attempt.email);
      const hold = delayAfterFailures(failures, delays);
      if (hold > 0) await emailHold.hold(attempt.email, hold);
    },

    async succeeded(attempt) {
      if (attempt.deviceId) {
        await device.reset(attempt.deviceId);
        return;
      }
      await Promise.all([address.giveBack(attempt.address), pair.reset(pairKey(attempt))]);
    },
  };
}
