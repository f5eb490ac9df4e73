import { serverMessages } from '@levelup/shared';
import type { FastifyReply } from 'fastify';
import { tooManyRequests } from '../http/errors';

export type RateLimit = { max: number; windowSeconds: number };

/** The limits of the sign-in and password-reset routes; tests pass small numbers. */
export type RateLimits = {
  /** Every sign-in attempt from one address. */
  signInPerAddress: RateLimit;
  /** Failed sign-ins for one email; when reached, that email cannot sign in until the window ends. */
  signInFailuresPerEmail: RateLimit;
  resetRequestsPerAddress: RateLimit;
  resetRequestsPerEmail: RateLimit;
  resetCompletionsPerAddress: RateLimit;
  resetCompletionsPerEmail: RateLimit;
  /** New accounts from one address (bounds sign-up spam and email probing through 409s). */
  registrationsPerAddress: RateLimit;
};

const MINUTE = 60;

export const defaultRateLimits: RateLimits = {
  // Generous per address: a whole gym often shares one public address.
  signInPerAddress: { max: 60, windowSeconds: MINUTE },
  signInFailuresPerEmail: { max: 5, windowSeconds: 15 * MINUTE },
  resetRequestsPerAddress: { max: 10, windowSeconds: 15 * MINUTE },
  resetRequestsPerEmail: { max: 3, windowSeconds: 15 * MINUTE },
  resetCompletionsPerAddress: { max: 20, windowSeconds: 15 * MINUTE },
  resetCompletionsPerEmail: { max: 10, windowSeconds: 15 * MINUTE },
  registrationsPerAddress: { max: 10, windowSeconds: 60 * MINUTE },
};

type Window = { count: number; endsAt: number };

export type KeyedLimiter = {
  /** Counts one event for `key`; answers the seconds to wait when the limit was already reached. */
  hit(key: string, limit: RateLimit): number | null;
  /** The seconds to wait when `key` has reached its limit, without counting anything. */
  blockedFor(key: string, limit: RateLimit): number | null;
  reset(key: string): void;
};

// Bounds memory when many distinct keys arrive (an attacker cycling emails); expired windows go first.
const PRUNE_ABOVE = 10_000;

/**
 * Fixed-window counters in memory, keyed by purpose and address or email. One server holds its
 * own counts; several servers behind a balancer each apply the limit.
 */
export function createKeyedLimiter(now: () => Date): KeyedLimiter {
  const windows = new Map<string, Window>();

  function current(key: string, limit: RateLimit): Window {
    const at = now().getTime();
    const existing = windows.get(key);
    if (existing && existing.endsAt > at) return existing;
    if (windows.size >= PRUNE_ABOVE) {
      for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
    }
    const fresh = { count: 0, endsAt: at + limit.windowSeconds * 1000 };
    windows.set(key, fresh);
    return fresh;
  }

  function secondsLeft(window: Window) {
    return Math.max(1, Math.ceil((window.endsAt - now().getTime()) / 1000));
  }

  return {
    hit(key, limit) {
      const window = current(key, limit);
      if (window.count >= limit.max) return secondsLeft(window);
      window.count += 1;
      return null;
    },
    blockedFor(key, limit) {
      const window = current(key, limit);
      return window.count >= limit.max ? secondsLeft(window) : null;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** Answers 429 with Retry-After when `waitSeconds` is set. */
export function refuseIfLimited(reply: FastifyReply, waitSeconds: number | null) {
  if (waitSeconds === null) return;
  reply.header('retry-after', String(waitSeconds));
  throw tooManyRequests(serverMessages.rateLimited);
}
