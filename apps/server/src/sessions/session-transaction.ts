import { serverMessages } from '@levelup/shared';
import {
  applyOp,
  type SequencedSessionOp,
  type SessionOp,
  type SessionState,
} from '@levelup/shared/session';
import type { Database } from '../db/connect';
import type { Transaction } from '../db/transaction';
import { conflict, notFound } from '../http/errors';
import {
  appendLog,
  type LockedRow,
  type LogRow,
  lockRow,
  seqsOfOps,
  writeSnapshot,
} from './op-log-repository';
import { sequenced } from './sequenced-op';
import type { CacheEntry } from './state-cache';

/** A session locked for the length of one transaction. */
export type LockedSession = {
  row: LockedRow;
  tx: Transaction;
  /** The state after every op so far, including those appended in this transaction. */
  state(): Promise<SessionState>;
  /** The seq an op id was applied with, if it was. */
  seqOfOp(opId: string): Promise<number | null>;
  /**
   * Applies the op and appends it to the log with the next seq, which it returns. `actorId` is
   * the sender's user id, or SERVER_ACTOR for ops the server makes. The log rows of a transaction
   * are written together, in one statement, just before it commits.
   */
  append(op: SessionOp, actorId: string): Promise<number>;
  /** Rewrites the snapshot at commit whatever the op count (used on end). */
  snapshotAtCommit(): void;
};

export type SessionTransactionDeps = {
  db: Database;
  /** The state at `seq`, from the cache or loaded. */
  loadAt(q: Transaction, sessionId: string, seq: number, snapshotSeq?: number): Promise<CacheEntry>;
  /** After commit: the state the transaction left, and the ops it appended in seq order. */
  committed(sessionId: string, entry: CacheEntry, appended: SequencedSessionOp[]): void;
  announce(sessionId: string, seq: number, status: string): Promise<void>;
};

/**
 * Runs `work` in its own transaction with the session row locked (`select ... for update`), so
 * ops on one session are applied one at a time across every process sharing the database. Ops
 * appended by `work` are written in one statement before the commit and published after it.
 */
export async function runSessionTransaction<T>(
  deps: SessionTransactionDeps,
  sessionId: string,
  work: (session: LockedSession) => Promise<T>,
): Promise<T> {
  const appended: SequencedSessionOp[] = [];
  let finalEntry: CacheEntry | undefined;
  let forceSnapshot = false;

  const result = await deps.db.transaction(async (tx) => {
    const row = await lockRow(tx, sessionId);
    if (!row) throw notFound(serverMessages.sessionNotFound);
    let entry: CacheEntry | undefined;
    const rows: LogRow[] = [];
    const current = async () => {
      entry ??= await deps.loadAt(tx, sessionId, row.seq, row.snapshotSeq);
      return entry;
    };

    const locked: LockedSession = {
      row,
      tx,
      state: async () => (await current()).state,
      async seqOfOp(opId) {
        const pending = rows.find((r) => r.op_id === opId);
        if (pending) return pending.seq;
        return (await seqsOfOps(tx, sessionId, [opId])).get(opId) ?? null;
      },
      async append(op, actorId) {
        const before = await current();
        const seq = before.seq + 1;
        rows.push({ seq, op_id: op.id, actor_id: actorId, op });
        entry = { seq, state: applyOp(before.state, op), snapshotSeq: before.snapshotSeq };
        appended.push(sequenced(sessionId, seq, op, actorId));
        return seq;
      },
      snapshotAtCommit() {
        forceSnapshot = true;
      },
    };

    const value = await work(locked);
    if (entry && rows.length > 0) {
      const written = await appendLog(tx, sessionId, rows, entry.seq);
      // Server-made ops carry fresh ids, so a clash is a broken caller, not a retry.
      if (written !== rows.length) throw conflict(serverMessages.internal);
      if (forceSnapshot) {
        await writeSnapshot(tx, sessionId, entry);
        entry.snapshotSeq = entry.seq;
      }
    }
    // `work` may have changed the row (ending sets the status): readers load it afresh.
    finalEntry = entry && { ...entry, seen: undefined };
    return value;
  });

  if (finalEntry) deps.committed(sessionId, finalEntry, appended);
  // The status `work` left is not known here: readers elsewhere reload the row.
  if (finalEntry && appended.length > 0) await deps.announce(sessionId, finalEntry.seq, '');
  return result;
}
