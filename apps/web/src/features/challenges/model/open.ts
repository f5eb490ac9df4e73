import type { Challenge } from '@levelup/shared/challenges';

/** A challenge still running: neither closed by its trainer nor past its last day. */
export const isOpenChallenge = (challenge: Pick<Challenge, 'closed' | 'ended'>): boolean =>
  !challenge.closed && !challenge.ended;
