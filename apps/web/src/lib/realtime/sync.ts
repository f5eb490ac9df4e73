import {
  parseSessionOp,
  type SessionOp,
  type SessionState,
  sessionStateSchema,
} from '@levelup/shared/session';
import { replaceEqualDeep } from '@tanstack/react-query';
import type * as SessionReducerModule from './session-reducer';

/**
 * The reducer's code. The live screen fetches it after its first paint, so the sync may have to
 * wait for it: null stands for "not here yet".
 */
export type SessionReducer = Pick<typeof SessionReducerModule, 'applyOp' | 'createSessionState'>;

/** One of this device's ops that the confirmed state does not hold yet. */
export interface PendingOp {
  op: SessionOp;
  /** The seq the server acknowledged it with; null until then. */
  ackSeq: number | null;
}

/**
 * A device's view of a live session: the state the server confirmed up to `seq`, and this
 * device's own ops that are not part of it yet. What the screen shows is the confirmed state with
 * the pending ops applied on top, so a local edit shows at once and the server's order wins.
 */
export interface SessionSync {
  confirmed: SessionState | null;
  seq: number;
  /**
   * Ops the confirmed state takes, in order, once the reducer is here: the server's ops up to
   * `seq` and this device's local-only ones that came before it. Empty once it is.
   */
  unapplied: readonly SessionOp[];
  pending: readonly PendingOp[];
}

/** What an incoming op did: applied in order, ignored as already seen, or revealed a gap. */
export type ReceiveOutcome = 'applied' | 'stale' | 'gap';

export function createSessionSync(initial?: { state: SessionState; seq: number }): SessionSync {
  return { confirmed: initial?.state ?? null, seq: initial?.seq ?? 0, unapplied: [], pending: [] };
}

function hasState(sync: SessionSync): boolean {
  return sync.confirmed !== null || sync.unapplied.length > 0;
}

/** Brings the confirmed state up to date with the ops that waited for the reducer. */
export function settle(sync: SessionSync, reducer: SessionReducer): SessionSync {
  if (sync.unapplied.length === 0) return sync;
  const confirmed = sync.unapplied.reduce(
    (state, op) => reducer.applyOp(state, op),
    sync.confirmed ?? reducer.createSessionState(),
  );
  return { ...sync, confirmed, unapplied: [] };
}

/** Applies an op to the confirmed state, or lines it up behind the others until the reducer is here. */
function applyConfirmed(
  sync: SessionSync,
  op: SessionOp,
  reducer: SessionReducer | null,
): SessionSync {
  if (reducer === null) return { ...sync, unapplied: [...sync.unapplied, op] };
  const settled = settle(sync, reducer);
  return {
    ...settled,
    confirmed: reducer.applyOp(settled.confirmed ?? reducer.createSessionState(), op),
  };
}

/**
 * Reads a whole state sent by the server. The reducer trusts its input's shape, so a state that
 * does not match the schema is refused rather than adopted.
 */
export function parseSessionState(input: unknown): SessionState | null {
  const parsed = sessionStateSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

function isSeq(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Ops acknowledged at or below the confirmed seq are part of the confirmed state already. */
function withoutConfirmed(pending: readonly PendingOp[], seq: number): readonly PendingOp[] {
  const kept = pending.filter((p) => p.ackSeq === null || p.ackSeq > seq);
  return kept.length === pending.length ? pending : kept;
}

/**
 * Takes the server's whole state at `seq`; the server is the authority, so it replaces whatever
 * was confirmed, except this device's own selection: a device applies its selection locally and
 * only relays it, so the server's copy is never this device's, and a tap made while the socket
 * (re)joins must survive the join. Own ops acknowledged at or below `seq` are in it and stop being
 * pending. What the snapshot leaves as it was keeps its identity, so a join after the first load
 * (or after a reconnect) re-renders only what changed meanwhile, not the whole grid.
 */
export function adoptSnapshot(sync: SessionSync, state: SessionState, seq: number): SessionSync {
  if (!isSeq(seq)) return sync;
  return {
    confirmed:
      sync.confirmed === null
        ? state
        : replaceEqualDeep(sync.confirmed, { ...state, selection: sync.confirmed.selection }),
    seq,
    unapplied: [],
    pending: withoutConfirmed(sync.pending, seq),
  };
}

/**
 * Applies a broadcast op when it is the next in seq order. The server only broadcasts ops it
 * applied, so even an op this build cannot read advances the seq: skipping it keeps the order.
 * Before the reducer is here the op waits in `unapplied`, in order, and still advances the seq.
 */
export function receiveOp(
  sync: SessionSync,
  seq: unknown,
  rawOp: unknown,
  reducer: SessionReducer | null,
): { sync: SessionSync; outcome: ReceiveOutcome; op: SessionOp | null } {
  if (!isSeq(seq) || !hasState(sync) || seq <= sync.seq) {
    return { sync, outcome: 'stale', op: null };
  }
  if (seq > sync.seq + 1) return { sync, outcome: 'gap', op: null };
  const op = parseSessionOp(rawOp);
  const applied = op ? applyConfirmed(sync, op, reducer) : sync;
  const pending = withoutConfirmed(
    op ? sync.pending.filter((p) => p.op.id !== op.id) : sync.pending,
    seq,
  );
  return { sync: { ...applied, seq, pending }, outcome: 'applied', op };
}

/** Records a local op that was sent or queued and is waiting for the server's order. */
export function addPending(sync: SessionSync, op: SessionOp): SessionSync {
  return { ...sync, pending: [...sync.pending, { op, ackSeq: null }] };
}

/** Drops a pending op that will never be confirmed (refused by the server, or dropped offline). */
export function dropPending(sync: SessionSync, opId: string): SessionSync {
  const pending = sync.pending.filter((p) => p.op.id !== opId);
  return pending.length === sync.pending.length ? sync : { ...sync, pending };
}

/**
 * Notes the seq the server gave one of our ops. If the confirmed state already reached it (a
 * resend of an op the server had applied before a drop), the op is no longer pending.
 */
export function acknowledge(sync: SessionSync, opId: string, seq: unknown): SessionSync {
  if (!isSeq(seq)) return sync;
  if (seq <= sync.seq && hasState(sync)) return dropPending(sync, opId);
  return {
    ...sync,
    pending: sync.pending.map((p) => (p.op.id === opId ? { ...p, ackSeq: seq } : p)),
  };
}

/**
 * Applies an op on this device only (the silent block). It changes the base state without a seq;
 * the next snapshot from the server replaces it, as a local-only edit should be.
 */
export function applyLocally(
  sync: SessionSync,
  op: SessionOp,
  reducer: SessionReducer | null,
): SessionSync {
  return applyConfirmed(sync, op, reducer);
}

/**
 * What the screen shows: the confirmed state with this device's pending ops re-applied. Until the
 * reducer is here that is the confirmed state as it was before the ops that wait for it.
 */
export function visibleState(
  sync: SessionSync,
  reducer: SessionReducer | null,
): SessionState | null {
  if (reducer === null) return sync.confirmed;
  const { confirmed } = settle(sync, reducer);
  if (confirmed === null) return null;
  return sync.pending.reduce((state, pending) => reducer.applyOp(state, pending.op), confirmed);
}
