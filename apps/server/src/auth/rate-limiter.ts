import { serverMessages } from '@levelup/shared';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/errors';

export type RateLimit = { max: number; windowSeconds: number };

/** Failures for one email that are free, then a hold after each further one, doubling to a cap. */
export type GrowingDelay = {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures are counted from the first one for this long. */
  windowSeconds: number;
};

/**
 * The limits of the sign-in, password-reset, registration and email-change routes, and of the
 * guesses at screen ids and join codes; tests pass small numbers.
 * Sign-in follows OWASP's advice against brute force without letting a stranger lock the owner
 * out: failures are limited tightly per email and address pair and broadly per address, an email
 * only ever gets growing delays (never a lock), and a browser that signed in to the account before
 * (its device cookie) is held back only by its own failures.
 */
export type RateLimits = {
  /** Failed sign-ins for one email from one address. */
  signInFailuresPerEmailAndAddress: RateLimit;
  /** Failed sign-ins from one address, whatever the email (a whole gym often shares one). */
  signInFailuresPerAddress: RateLimit;
  /** Failed sign-ins for one email from anywhere: delays that grow, never a lock. */
  signInDelaysPerEmail: GrowingDelay;
  /** Failed sign-ins from one trusted browser (a stolen device cookie buys no more guesses). */
  signInFailuresPerDevice: RateLimit;
  resetRequestsPerAddress: RateLimit;
  resetRequestsPerEmail: RateLimit;
  resetCompletionsPerAddress: RateLimit;
  resetCompletionsPerEmail: RateLimit;
  /** New accounts from one address (bounds sign-up spam and email probing through 409s). */
  registrationsPerAddress: RateLimit;
  /** Pairings and unpairings that named no known screen, by one account. */
  screenGuessesPerAccount: RateLimit;
  /** The same from one address (a gym's trainers may share it). */
  screenGuessesPerAddress: RateLimit;
  /** Joins with a code that named no session, by one account. */
  joinGuessesPerAccount: RateLimit;
  /**
   * The same from one address. A whole gym joins from its Wi-Fi, but only codes that name no
   * session count, so its members' joins are never held back by each other's.
   */
  joinGuessesPerAddress: RateLimit;
  /** Asks to change one account's email, right password or not (bounds guessing and mail sent). */
  emailChangeRequestsPerAccount: RateLimit;
  /** Confirmation links tried from one address. */
  emailChangeConfirmationsPerAddress: RateLimit;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const defaultRateLimits: RateLimits = {
  signInFailuresPerEmailAndAddress: { max: 10, windowSeconds: HOUR },
  signInFailuresPerAddress: { max: 100, windowSeconds: HOUR },
  signInDelaysPerEmail: {
    freeFailures: 5,
    firstDelaySeconds: 1,
    maxDelaySeconds: 5 * MINUTE,
    windowSeconds: HOUR,
  },
  signInFailuresPerDevice: { max: 10, windowSeconds: HOUR },
  resetRequestsPerAddress: { max: 10, windowSeconds: 15 * MINUTE },
  resetRequestsPerEmail: { max: 3, windowSeconds: 15 * MINUTE },
  resetCompletionsPerAddress: { max: 20, windowSeconds: 15 * MINUTE },
  resetCompletionsPerEmail: { max: 10, windowSeconds: 15 * MINUTE },
  registrationsPerAddress: { max: 10, windowSeconds: HOUR },
  // Room for a few typos per trainer and member; what they allow a guesser is worked out beside
  // the code lengths (sessions/random-code.ts).
  screenGuessesPerAccount: { max: 10, windowSeconds: 15 * MINUTE },
  screenGuessesPerAddress: { max: 30, windowSeconds: 15 * MINUTE },
  joinGuessesPerAccount: { max: 10, windowSeconds: 15 * MINUTE },
  joinGuessesPerAddress: { max: 60, windowSeconds: 15 * MINUTE },
  emailChangeRequestsPerAccount: { max: 5, windowSeconds: HOUR },
  emailChangeConfirmationsPerAddress: { max: 20, windowSeconds: 15 * MINUTE },
};

/** The hold after the `failures`-th failure for one email, in seconds (0: none). */
export function delayAfterFailures(failures: number, delay: GrowingDelay): number {
  const beyond = failures - delay.freeFailures;
  if (beyond <= 0) return 0;
  // The exponent is capped so a long attack cannot overflow to Infinity.
  return Math.min(delay.firstDelaySeconds * 2 ** Math.min(beyond - 1, 30), delay.maxDelaySeconds);
}

/** Counters of one purpose (say, failed sign-ins per address), each key in its own window. */
export type KeyedLimiter = {
  /** Counts one attempt; answers the seconds to wait when `key` had already reached its limit. */
  take(key: string): Promise<number | null>;
  /** The seconds to wait when `key` has reached its limit, without counting anything. */
  blockedFor(key: string): Promise<number | null>;
  /** Counts one event and answers how many `key` has in its window now. */
  count(key: string): Promise<number>;
  /** Takes one counted attempt back (it turned out not to be a failure). */
  giveBack(key: string): Promise<void>;
  /** Holds `key` back for `seconds`. */
  hold(key: string, seconds: number): Promise<void>;
  reset(key: string): Promise<void>;
};

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

function keyedLimiter(limiter: RateLimiterAbstract): KeyedLimiter {
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return null;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return secondsOf(refusal);
        throw refusal;
      }
    },
    async blockedFor(key) {
      const res = await limiter.get(key);
      return res && res.consumedPoints >= limiter.points ? secondsOf(res) : null;
    },
    async count(key) {
      return (await limiter.penalty(key)).consumedPoints;
    },
    async giveBack(key) {
      await limiter.reward(key);
    },
    async hold(key, seconds) {
      await limiter.block(key, seconds);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** Makes the counters of one purpose. */
export type LimiterStore = (purpose: string, limit: RateLimit) => KeyedLimiter;

/**
 * Counters kept in this process, or in Redis when it is given so that every server process counts
 * the same attempts. Should Redis fail, each process falls back to counting in its own memory
 * rather than refusing everyone or letting everyone through.
 */
export function createLimiterStore(options: {
  redis: Redis | null;
  keyPrefix?: string;
}): LimiterStore {
  const prefix = options.keyPrefix ?? 'levelup:rate';
  return (purpose, { max, windowSeconds }) => {
    const settings = { keyPrefix: `${prefix}:${purpose}`, points: max, duration: windowSeconds };
    const memory = new RateLimiterMemory(settings);
    if (!options.redis) return keyedLimiter(memory);
    return keyedLimiter(
      new RateLimiterRedis({
        ...settings,
        storeClient: options.redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      }),
    );
  };
}

/** The longest of several waits (null: none of them holds the caller back). */
export const longestWait = (waits: (number | null)[]) =>
  waits.reduce<number | null>((a, b) => (b === null ? a : Math.max(a ?? 0, b)), null);

/** Answers 429 with Retry-After when `waitSeconds` is set. */
export function refuseIfLimited(reply: FastifyReply, waitSeconds: number | null) {
  if (waitSeconds === null) return;
  reply.header('retry-after', String(waitSeconds));
  throw tooManyRequests(serverMessages.rateLimited);
}
