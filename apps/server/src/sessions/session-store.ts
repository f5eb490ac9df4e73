import { isUuid, serverMessages } from '@levelup/shared';
import {
  applyOp,
  parseSessionOp,
  type SequencedSessionOp,
  type SessionOp,
  type SessionState,
} from '@levelup/shared/session';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/connect';
import type { Queryable } from '../db/transaction';
import { notFound } from '../http/errors';
import { createAccountMemory } from './account-memory';
import type { EngineMetrics } from './engine-metrics';
import { type AuthoriseOp, createGroupCommit, type PendingOp } from './group-commit';
import * as opLog from './op-log-repository';
import { type AppliedOp, sequenced } from './sequenced-op';
import { createSessionLanes } from './session-lanes';
import { type LockedSession, runSessionTransaction } from './session-transaction';
import { createSnapshotScheduler } from './snapshot-scheduler';
import { type CacheEntry, createStateCache } from './state-cache';

export type { AuthoriseOp } from './group-commit';
export type { LockedRow } from './op-log-repository';
export { type AppliedOp, SERVER_ACTOR } from './sequenced-op';
export type { LockedSession } from './session-transaction';

export type SessionStoreOptions = {
  db: Database;
  /** Other processes' commits, heard so that `readView` can serve from memory. */
  changes: ChangeFeed;
  /** Rewrite the snapshot when this many ops have been appended since the last one. */
  snapshotEvery?: number;
  /** Write the cached state as the snapshot after this long without ops. */
  idleSnapshotMs?: number;
  /** A resync asking for more ops than this gets the whole state instead. */
  maxSyncOps?: number;
  /** Sessions whose state this process keeps in memory. */
  cacheSize?: number;
  /** Most device ops of one session committed together in one transaction. */
  maxBatch?: number;
  /** Most sessions whose device ops are committed together in one transaction. */
  maxGroupSessions?: number;
  /** Group transactions this process runs at once (ops arriving meanwhile wait for the next). */
  maxGroupsInFlight?: number;
  /** Times the group commits' stages (see engine-metrics.ts). */
  metrics?: EngineMetrics;
  onError?(error: unknown): void;
};

export type SyncAnswer =
  | { kind: 'ops'; ops: SequencedSessionOp[]; seq: number }
  | { kind: 'state'; state: SessionState; seq: number };

/** What a reader of the session needs besides its state: who runs it and how it is joined. */
export type SessionView = {
  row: Omit<opLog.LockedRow, 'seq' | 'snapshotSeq'>;
  state: SessionState;
  seq: number;
};

/** Replays logged ops onto a state; an op that no longer parses is skipped, as the reducer would. */
function replay(state: SessionState, rows: readonly { op: unknown }[]): SessionState {
  let next = state;
  for (const row of rows) {
    const op = parseSessionOp(row.op);
    if (op) next = applyOp(next, op);
  }
  return next;
}

const sessionNotFound = () => notFound(serverMessages.sessionNotFound);

/**
 * The durable home of live sessions, put together from its parts: every op is applied to the
 * session's newest state and appended to the op log with the next seq, under the session's row
 * lock or, for device ops onto a state this process holds, by a write that lands only if no other
 * process moved the session on (`group-commit.ts` for device ops, `session-transaction.ts` for
 * `transact`), one job at a time per session in this process
 * (`session-lanes.ts`), and published after commit: cached (`state-cache.ts`), snapshotted when due
 * (`snapshot-scheduler.ts`), told to `onApplied` listeners and announced to other processes. The
 * op log is the record; loading replays the ops after the snapshot.
 */
export function createSessionStore(options: SessionStoreOptions) {
  const { db, changes } = options;
  const maxSyncOps = options.maxSyncOps ?? 500;
  const onError = options.onError ?? (() => {});
  const appliedListeners: Array<(applied: SequencedSessionOp) => void> = [];

  const cache = createStateCache({
    changes,
    size: options.cacheSize ?? 500,
    onEvict: (sessionId) => snapshots.evicted(sessionId),
  });
  const snapshots = createSnapshotScheduler({
    write: (sessionId, snapshot) => opLog.writeSnapshot(db, sessionId, snapshot),
    cache,
    every: options.snapshotEvery ?? 50,
    idleMs: options.idleSnapshotMs ?? 30_000,
    onError,
  });

  /**
   * The state at `seq`: the cached one; else, when the cached state is older (another process
   * committed since), it with the ops after it replayed; else the snapshot and the ops after it.
   * `snapshotSeq` is the snapshot's seq where the caller has read it (the locked row).
   */
  async function loadAt(
    q: Queryable,
    sessionId: string,
    seq: number,
    snapshotSeq?: number,
  ): Promise<CacheEntry> {
    const cached = cache.get(sessionId);
    if (cached?.seq === seq) return cached;
    if (cached && cached.seq < seq) {
      const rows = await opLog.loggedOps(q, sessionId, cached.seq, seq);
      // The log has no gaps; should it answer fewer ops, the snapshot is the safe start.
      if (rows.length === seq - cached.seq) {
        return {
          seq,
          state: replay(cached.state, rows),
          snapshotSeq: Math.max(cached.snapshotSeq, snapshotSeq ?? 0),
        };
      }
    }
    const snapshot = await opLog.readSnapshot(q, sessionId);
    if (!snapshot) throw sessionNotFound();
    const rows = await opLog.loggedOps(q, sessionId, snapshot.snapshotSeq, seq);
    return { seq, state: replay(snapshot.state, rows), snapshotSeq: snapshot.snapshotSeq };
  }

  /** After a commit: the state is cached, a snapshot written when due, and the ops published. */
  function committed(sessionId: string, entry: CacheEntry, appended: SequencedSessionOp[]) {
    cache.remember(sessionId, entry);
    snapshots.committed(sessionId, entry);
    for (const applied of appended) for (const listener of appliedListeners) listener(applied);
  }

  /**
   * Tells the other processes (and readers here) that the session reached `seq`. Off the op's
   * path where the database is shared (a failed announcement costs a reader UNHEARD_TRUST_MS at
   * most); awaited with an in-process database, where it is heard before it returns.
   */
  async function announce(sessionId: string, seq: number, status: string) {
    const sent = changes.announce(`sessions:${sessionId}:${seq}:${status}`).catch(onError);
    if (changes.immediate) await sent;
  }

  /**
   * The states of several sessions, each at its seq (read under their locks): cached ones as they
   * are, those another process moved on with the ops they miss read in one statement for all,
   * and the rest loaded one by one.
   */
  async function loadManyAt(
    q: Queryable,
    rows: ReadonlyArray<{ id: string; seq: number; snapshotSeq: number }>,
  ): Promise<Map<string, CacheEntry>> {
    const states = new Map<string, CacheEntry>();
    const behind: Array<{ id: string; seq: number }> = [];
    for (const row of rows) {
      const cached = cache.get(row.id);
      if (cached?.seq === row.seq) states.set(row.id, cached);
      else if (cached && cached.seq < row.seq) behind.push({ id: row.id, seq: cached.seq });
    }
    const missed = behind.length > 0 ? await opLog.loggedOpsAfter(q, behind) : [];
    for (const row of rows) {
      const cached = cache.get(row.id);
      if (states.has(row.id) || !cached) continue;
      const missing = missed.filter((op) => op.sessionId === row.id && op.seq <= row.seq);
      const contiguous = missing.every((op, index) => op.seq === cached.seq + index + 1);
      if (contiguous && cached.seq + missing.length === row.seq) {
        states.set(row.id, {
          seq: row.seq,
          state: replay(cached.state, missing),
          snapshotSeq: Math.max(cached.snapshotSeq, row.snapshotSeq),
        });
      }
    }
    for (const row of rows) {
      if (!states.has(row.id)) {
        states.set(row.id, await loadAt(q, row.id, row.seq, row.snapshotSeq));
      }
    }
    return states;
  }

  /**
   * Brings the cached states that other processes are heard to have moved on (with `unheard`,
   * every cached one) up to date, with one read of the ops they are missing (no lock: a state is
   * only a start, which group commit's write checks). A session that moves on again meanwhile is
   * caught up under the lock instead.
   */
  async function catchUp(sessionIds: readonly string[], unheard = false) {
    const behind = sessionIds.flatMap((id) => {
      const entry = cache.get(id);
      return entry && (unheard || cache.behind(id, entry)) ? [{ id, seq: entry.seq }] : [];
    });
    if (behind.length === 0) return;
    const rows = await opLog.loggedOpsAfter(db, behind);
    for (const { id } of behind) {
      const entry = cache.get(id);
      const missing = rows.filter((row) => row.sessionId === id);
      const contiguous = missing.every((row, index) => row.seq === (entry?.seq ?? 0) + index + 1);
      if (!entry || missing.length === 0 || !contiguous) continue;
      const seq = entry.seq + missing.length;
      cache.remember(id, { ...entry, seq, state: replay(entry.state, missing) });
    }
  }

  const published = { loadAt, committed, announce };
  const groups = createGroupCommit({
    ...published,
    db,
    epoch: () => changes.epoch(),
    maxGroupSessions: options.maxGroupSessions ?? 200,
    maxGroupsInFlight: options.maxGroupsInFlight ?? 2,
    accounts: createAccountMemory(),
    metrics: options.metrics,
    current(sessionId) {
      const entry = cache.get(sessionId);
      const fixed = cache.fixedRow(sessionId);
      // A status not known (a transaction may have ended the session) is left to the write to
      // check: it lands only on a live session.
      if (!entry || !fixed || entry.seen?.status === 'finished' || cache.behind(sessionId, entry)) {
        return undefined;
      }
      const { seq, snapshotSeq } = entry;
      return { entry, row: { ...fixed, status: 'live', seq, snapshotSeq } };
    },
    catchUp,
    loadManyAt,
    rowLocked({ seq: _seq, snapshotSeq: _snapshotSeq, status: _status, ...fixed }) {
      cache.rememberFixedRow(fixed.id, fixed);
    },
    onError,
  });
  const lanes = createSessionLanes<PendingOp>({
    maxBatch: options.maxBatch ?? 100,
    commit: groups.commit,
    onError,
  });

  async function committedSeq(sessionId: string): Promise<number> {
    if (!isUuid(sessionId)) throw sessionNotFound();
    const seq = await opLog.committedSeq(db, sessionId);
    if (seq === undefined) throw sessionNotFound();
    return seq;
  }

  /** The session's state and seq now, without taking the lock (a consistent read). */
  async function readState(sessionId: string): Promise<{ state: SessionState; seq: number }> {
    // Ops are read up to the seq seen first, so a commit landing in between cannot tear the read.
    const entry = await loadAt(db, sessionId, await committedSeq(sessionId));
    cache.remember(sessionId, entry);
    snapshots.loaded(sessionId, entry);
    return { state: entry.state, seq: entry.seq };
  }

  return {
    readState,

    /** Calls `listener` with every op this process commits, after its commit, in seq order. */
    onApplied(listener: (applied: SequencedSessionOp) => void) {
      appliedListeners.push(listener);
    },

    /**
     * Runs `work` with the session row locked, in its own transaction, after the session's earlier
     * work in this process (see `runSessionTransaction`).
     */
    transact<T>(sessionId: string, work: (session: LockedSession) => Promise<T>): Promise<T> {
      if (!isUuid(sessionId)) return Promise.reject(sessionNotFound());
      return lanes.work(sessionId, () =>
        runSessionTransaction({ db, ...published }, sessionId, work),
      );
    },

    /**
     * The session's row, state and seq for a reader (GET /api/sessions/{id}/state). While the
     * change feed is live, a cached entry that no process has moved past is served without a
     * query: this process's commits keep it current, and every commit elsewhere is heard (a read
     * in another process can trail such a commit by the moment its notice takes to arrive, which a
     * device catches up on by seq). Otherwise the row is read and the state loaded.
     */
    async readView(sessionId: string): Promise<SessionView> {
      if (!isUuid(sessionId)) throw sessionNotFound();
      const hit = cache.get(sessionId);
      const fixed = cache.fixedRow(sessionId);
      if (fixed && cache.known(sessionId, hit)) {
        return { row: { ...fixed, status: hit.seen.status }, state: hit.state, seq: hit.seq };
      }
      const epoch = changes.epoch();
      return cache.loading(sessionId, async () => {
        const row = await opLog.readRow(db, sessionId);
        if (!row) throw sessionNotFound();
        const { seq, snapshotSeq, status, ...rest } = row;
        const loaded = await loadAt(db, sessionId, seq);
        const entry: CacheEntry = { ...loaded, seen: cache.seenNow(status, epoch) };
        cache.remember(sessionId, entry);
        cache.rememberFixedRow(sessionId, rest);
        return { row: { ...rest, status }, state: entry.state, seq };
      });
    },

    /**
     * Applies an op sent by a device, in the next batch of its session (see `group-commit.ts`).
     * `authorise` runs first, with the state the ops before it in the batch made (checked again
     * under the lock should that state turn out not to be the newest),
     * and refuses by throwing an AppError (which answers this op only). The same op id applies
     * once: a retry answers the seq it was first applied with. What a finished session does with
     * the op is the op policy's `whenFinished`.
     */
    applyClientOp(
      sessionId: string,
      op: SessionOp,
      actorId: string,
      authorise?: AuthoriseOp,
    ): Promise<AppliedOp> {
      if (!isUuid(sessionId)) return Promise.reject(sessionNotFound());
      return new Promise<AppliedOp>((resolve, reject) => {
        lanes.op(sessionId, { op, actorId, authorise, resolve, reject });
      });
    },

    /**
     * What a device that last saw `sinceSeq` needs to catch up: the ops after it, or the whole
     * state when the gap is large or `sinceSeq` is not a seq this session had.
     */
    async opsSince(sessionId: string, sinceSeq: number): Promise<SyncAnswer> {
      const lastSeq = await committedSeq(sessionId);
      const wholeState = async (): Promise<SyncAnswer> => ({
        kind: 'state',
        ...(await readState(sessionId)),
      });
      const gap = lastSeq - sinceSeq;
      if (gap < 0 || gap > maxSyncOps) return wholeState();
      const ops: SequencedSessionOp[] = [];
      for (const r of await opLog.loggedOps(db, sessionId, sinceSeq, lastSeq)) {
        const op = parseSessionOp(r.op);
        // An op this version cannot read leaves a hole the device cannot fill: send the state.
        if (!op) return wholeState();
        ops.push(sequenced(sessionId, r.seq, op, r.actorId));
      }
      return { kind: 'ops', ops, seq: lastSeq };
    },

    /** Finishes the snapshot writes under way, writes every pending idle one (on shutdown) and stops the timers. */
    flushSnapshots: () => snapshots.flush(),

    /** Forgets the cached state (tests use it to force a load from the database). */
    forget: (sessionId?: string) => cache.forget(sessionId),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
