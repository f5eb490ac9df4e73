import type { SequencedSessionOp, SessionOp } from '@levelup/shared/session';
import { ACK_TIMEOUT_MS, type LiveSocket } from './connection';
import {
  adoptSnapshot,
  createSessionSync,
  parseSessionState,
  receiveOp,
  type SessionReducer,
  type SessionSync,
} from './sync';

/** Broadcasts held while a join or resync is on its way, beyond which the resync fetches them. */
const MAX_HELD_MESSAGES = 1000;

export interface SessionFeedOptions {
  socket: LiveSocket;
  sessionId: string;
  initial?: SessionSync;
  /** The reducer, or null while it is fetched: ops received meanwhile wait in order. */
  reducer(): SessionReducer | null;
  /** The sync changed (a snapshot, an op in order, or the owner's own update). */
  onChange(): void;
  /** A join was answered with the session's state. */
  onJoined?(): void;
  /** A join was refused (its ack) or not answered (an error); the owner decides what next. */
  onJoinFailed(reason: unknown): void;
  /**
   * An op was applied in seq order to the confirmed state (null: one this build cannot read);
   * `before` is the sync it was applied to.
   */
  onApplied?(seq: number, op: SessionOp | null, before: SessionSync): void;
}

/**
 * Follows one session's op stream on a socket: joins it for the whole state, applies broadcast
 * ops in seq order, and on a gap asks for the missed ops (`session:sync`), falling back to a
 * new join. Broadcasts that arrive while a join or resync is answered are held and replayed in
 * seq order once it is.
 */
export interface SessionFeed {
  readonly sessionId: string;
  readonly sync: SessionSync;
  /** True once the state of the current connection was received. */
  readonly joined: boolean;
  update(change: (sync: SessionSync) => SessionSync): void;
  /** Joins on a fresh connection (or again, after a failure). */
  join(): void;
  /** A `session:op` broadcast. */
  receive(message: SequencedSessionOp): void;
  /** The connection is gone: answers still on their way belong to it and are ignored. */
  disconnected(): void;
}

export function createSessionFeed(options: SessionFeedOptions): SessionFeed {
  const { socket, sessionId } = options;
  let sync = options.initial ?? createSessionSync();
  let joined = false;
  let catchingUp = false;
  let held: SequencedSessionOp[] = [];
  // Bumped whenever the connection changes; an answer from an older generation is stale.
  let generation = 0;

  function update(change: (current: SessionSync) => SessionSync) {
    const next = change(sync);
    if (next === sync) return;
    sync = next;
    options.onChange();
  }

  function hold(message: SequencedSessionOp) {
    held.push(message);
    if (held.length > MAX_HELD_MESSAGES) held = [];
  }

  /** Applies one op if it is next in order; says what it did. */
  function applyInOrder(message: { seq: number; op: unknown }) {
    const before = sync;
    const { sync: next, outcome, op } = receiveOp(sync, message.seq, message.op, options.reducer());
    if (outcome === 'applied') {
      update(() => next);
      options.onApplied?.(next.seq, op, before);
    }
    return outcome;
  }

  function apply(message: SequencedSessionOp) {
    if (applyInOrder(message) === 'gap') {
      hold(message);
      catchUp();
    }
  }

  function replayHeld() {
    const messages = held.sort((a, b) => a.seq - b.seq);
    held = [];
    for (const [index, message] of messages.entries()) {
      if (!joined || catchingUp) {
        held.push(...messages.slice(index));
        return;
      }
      apply(message);
    }
  }

  function join() {
    generation += 1;
    const current = generation;
    joined = false;
    catchingUp = false;
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('session:join', { sessionId })
      .then(
        (ack) => {
          if (current !== generation) return;
          const state = ack.ok ? parseSessionState(ack.state) : null;
          if (!ack.ok || state === null) {
            options.onJoinFailed(ack);
            return;
          }
          joined = true;
          update((s) => adoptSnapshot(s, state, ack.seq));
          options.onJoined?.();
          replayHeld();
        },
        (error: unknown) => {
          if (current === generation) options.onJoinFailed(error);
        },
      );
  }

  function catchUp() {
    if (catchingUp || !joined) return;
    catchingUp = true;
    const current = generation;
    const sinceSeq = sync.seq;
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('session:sync', { sessionId, sinceSeq })
      .then(
        (ack) => {
          if (current !== generation) return;
          catchingUp = false;
          if (!ack.ok) {
            join();
            return;
          }
          if ('state' in ack) {
            const state = parseSessionState(ack.state);
            if (state === null) {
              join();
              return;
            }
            update((s) => adoptSnapshot(s, state, ack.seq));
          } else {
            for (const message of [...ack.ops].sort((a, b) => a.seq - b.seq)) {
              if (applyInOrder(message) === 'gap') break;
            }
          }
          // A resync that still leaves a hole would loop: the whole state settles it instead.
          if (sync.seq < ack.seq) {
            join();
            return;
          }
          replayHeld();
        },
        () => {
          if (current !== generation) return;
          catchingUp = false;
          join();
        },
      );
  }

  return {
    sessionId,
    get sync() {
      return sync;
    },
    get joined() {
      return joined;
    },
    update,
    join,
    receive(message) {
      if (message?.sessionId !== sessionId) return;
      if (!joined || catchingUp) {
        hold(message);
        return;
      }
      apply(message);
    },
    disconnected() {
      generation += 1;
      joined = false;
      catchingUp = false;
      held = [];
    },
  };
}
