import type { SequencedSessionOp, SessionOp } from '@levelup/shared/session';

/** The actor of ops the server makes itself (a client joining, a cast pairing, the end). */
export const SERVER_ACTOR = 'server';

/** An applied op as devices see it: server-made ops have no actor. */
export function sequenced(
  sessionId: string,
  seq: number,
  op: SessionOp,
  actorId: string,
): SequencedSessionOp {
  return { sessionId, seq, op, actorId: actorId === SERVER_ACTOR ? null : actorId };
}

/** What a device op came to: its seq, and whether it had been applied before (a retry). */
export type AppliedOp = { seq: number; duplicate: boolean };
