import { isUuid, serverMessages } from '@levelup/shared';
import {
  applyOp,
  parseSessionOp,
  type SequencedSessionOp,
  type SessionOp,
  type SessionState,
} from '@levelup/shared/session';
import { and, asc, eq, gt, lt, lte } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { sessionOps, sessions } from '../db/schema';
import { conflict, notFound } from '../http/errors';

/** A transaction handle: the same query API as the database, scoped to one transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The actor of ops the server makes itself (a client joining, a cast pairing, the end). */
export const SERVER_ACTOR = 'server';

/** An applied op as devices see it: server-made ops have no actor. */
function sequenced(
  sessionId: string,
  seq: number,
  op: SessionOp,
  actorId: string,
): SequencedSessionOp {
  return { sessionId, seq, op, actorId: actorId === SERVER_ACTOR ? null : actorId };
}

/** The session row as read under its lock (without the snapshot, which is read only on a cache miss). */
export type LockedRow = {
  id: string;
  trainerId: string;
  workoutId: string | null;
  joinCode: string;
  status: 'live' | 'finished';
  seq: number;
  snapshotSeq: number;
};

/** A session locked for the length of one transaction. */
export type LockedSession = {
  row: LockedRow;
  tx: Transaction;
  /** The state after every op so far, including those appended in this transaction. */
  state(): Promise<SessionState>;
  /** The seq an op id was applied with, if it was. */
  seqOfOp(opId: string): Promise<number | null>;
  /** Applies the op, appends it to the log with the next seq and returns that seq. */
  /** `actorId` is the sender's user id, or SERVER_ACTOR for ops the server makes. */
  append(op: SessionOp, actorId: string): Promise<number>;
  /** Rewrites the snapshot at commit whatever the op count (used on end). */
  snapshotAtCommit(): void;
};

export type SessionStoreOptions = {
  db: Database;
  /** Called after commit, once per appended op, in seq order. */
  onApplied(applied: SequencedSessionOp): void;
  /** Rewrite the snapshot when this many ops have been appended since the last one. */
  snapshotEvery?: number;
  /** Write the cached state as the snapshot after this long without ops. */
  idleSnapshotMs?: number;
  /** A resync asking for more ops than this gets the whole state instead. */
  maxSyncOps?: number;
  /** Sessions whose state this process keeps in memory. */
  cacheSize?: number;
  onError?(error: unknown): void;
};

export type SyncAnswer =
  | { kind: 'ops'; ops: SequencedSessionOp[]; seq: number }
  | { kind: 'state'; state: SessionState; seq: number };

type CacheEntry = { seq: number; state: SessionState; snapshotSeq: number };

const lockedColumns = {
  id: sessions.id,
  trainerId: sessions.trainerId,
  workoutId: sessions.workoutId,
  joinCode: sessions.joinCode,
  status: sessions.status,
  seq: sessions.seq,
  snapshotSeq: sessions.snapshotSeq,
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

/**
 * The durable home of live sessions: every op is applied under the session's row lock, appended to
 * `session_ops` with the next seq, and broadcast after commit. The op log is the record; the
 * snapshot in `sessions.state` is rewritten every `snapshotEvery` ops, on end and when the session
 * goes idle, and loading replays the ops after it. This process keeps recent states in memory and
 * reuses one only when its seq equals the seq read under the lock, so another process advancing
 * the session is always noticed.
 */
export function createSessionStore(options: SessionStoreOptions) {
  const { db, onApplied } = options;
  const snapshotEvery = options.snapshotEvery ?? 50;
  const idleSnapshotMs = options.idleSnapshotMs ?? 30_000;
  const maxSyncOps = options.maxSyncOps ?? 500;
  const cacheSize = options.cacheSize ?? 500;
  const onError = options.onError ?? (() => {});

  const cache = new Map<string, CacheEntry>();
  const idleTimers = new Map<string, NodeJS.Timeout>();

  function remember(sessionId: string, entry: CacheEntry) {
    const current = cache.get(sessionId);
    // A slower commit finishing late must not replace a newer state.
    if (current && current.seq > entry.seq) return;
    cache.delete(sessionId);
    cache.set(sessionId, entry);
    while (cache.size > cacheSize) {
      const oldest = cache.keys().next().value as string;
      cache.delete(oldest);
      clearTimeout(idleTimers.get(oldest));
      idleTimers.delete(oldest);
    }
  }

  function cached(sessionId: string, seq: number): CacheEntry | undefined {
    const entry = cache.get(sessionId);
    return entry && entry.seq === seq ? entry : undefined;
  }

  /** Loads the state at `seq` from the snapshot and the ops after it. */
  async function loadAt(
    q: Database | Transaction,
    sessionId: string,
    seq: number,
  ): Promise<CacheEntry> {
    const hit = cached(sessionId, seq);
    if (hit) return hit;
    const [snapshot] = await q
      .select({ state: sessions.state, snapshotSeq: sessions.snapshotSeq })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    if (!snapshot) throw notFound(serverMessages.sessionNotFound);
    const rows = await q
      .select({ op: sessionOps.op })
      .from(sessionOps)
      .where(
        and(
          eq(sessionOps.sessionId, sessionId),
          gt(sessionOps.seq, snapshot.snapshotSeq),
          lte(sessionOps.seq, seq),
        ),
      )
      .orderBy(asc(sessionOps.seq));
    const state = replay(snapshot.state, rows);
    return { seq, state, snapshotSeq: snapshot.snapshotSeq };
  }

  async function writeSnapshot(sessionId: string) {
    idleTimers.delete(sessionId);
    const entry = cache.get(sessionId);
    if (!entry || entry.snapshotSeq >= entry.seq) return;
    // A snapshot at seq N stays valid however far the session moved on: ops after N are replayed.
    await db
      .update(sessions)
      .set({ state: entry.state, snapshotSeq: entry.seq })
      .where(and(eq(sessions.id, sessionId), lt(sessions.snapshotSeq, entry.seq)));
    const after = cache.get(sessionId);
    if (after && after.seq === entry.seq) after.snapshotSeq = entry.seq;
  }

  function scheduleIdleSnapshot(sessionId: string) {
    clearTimeout(idleTimers.get(sessionId));
    const timer = setTimeout(() => {
      writeSnapshot(sessionId).catch(onError);
    }, idleSnapshotMs);
    timer.unref();
    idleTimers.set(sessionId, timer);
  }

  /**
   * Runs `work` with the session row locked (`select ... for update`), so ops on one session are
   * applied one at a time across every process sharing the database. Ops appended by `work` are
   * broadcast only after the transaction commits.
   */
  async function transact<T>(
    sessionId: string,
    work: (session: LockedSession) => Promise<T>,
  ): Promise<T> {
    if (!isUuid(sessionId)) throw notFound(serverMessages.sessionNotFound);
    const appended: SequencedSessionOp[] = [];
    let finalEntry: CacheEntry | undefined;

    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select(lockedColumns)
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .for('update');
      if (!row) throw notFound(serverMessages.sessionNotFound);

      let entry: CacheEntry | undefined;
      let forceSnapshot = false;
      const current = async () => {
        entry ??= await loadAt(tx, sessionId, row.seq);
        return entry;
      };

      const locked: LockedSession = {
        row,
        tx,
        state: async () => (await current()).state,
        async seqOfOp(opId) {
          const [found] = await tx
            .select({ seq: sessionOps.seq })
            .from(sessionOps)
            .where(and(eq(sessionOps.sessionId, sessionId), eq(sessionOps.opId, opId)));
          return found ? found.seq : null;
        },
        async append(op, actorId) {
          const before = await current();
          const seq = before.seq + 1;
          await tx.insert(sessionOps).values({
            sessionId,
            seq,
            opId: op.id,
            actorId,
            op,
          });
          entry = { seq, state: applyOp(before.state, op), snapshotSeq: before.snapshotSeq };
          appended.push(sequenced(sessionId, seq, op, actorId));
          return seq;
        },
        snapshotAtCommit() {
          forceSnapshot = true;
        },
      };

      const value = await work(locked);
      if (entry && appended.length > 0) {
        const snapshot = forceSnapshot || entry.seq - entry.snapshotSeq >= snapshotEvery;
        await tx
          .update(sessions)
          .set(
            snapshot
              ? {
                  seq: entry.seq,
                  state: entry.state,
                  snapshotSeq: entry.seq,
                }
              : { seq: entry.seq },
          )
          .where(eq(sessions.id, sessionId));
        if (snapshot) entry.snapshotSeq = entry.seq;
        finalEntry = entry;
      } else if (entry) {
        finalEntry = entry;
      }
      return value;
    });

    if (finalEntry) {
      remember(sessionId, finalEntry);
      if (finalEntry.snapshotSeq < finalEntry.seq) scheduleIdleSnapshot(sessionId);
    }
    for (const applied of appended) onApplied(applied);
    return result;
  }

  /** The session's last committed seq; 404 for an unknown session. */
  async function committedSeq(sessionId: string): Promise<number> {
    if (!isUuid(sessionId)) throw notFound(serverMessages.sessionNotFound);
    const [row] = await db
      .select({ seq: sessions.seq })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    if (!row) throw notFound(serverMessages.sessionNotFound);
    return row.seq;
  }

  /** The session's state and seq now, without taking the lock (a consistent read). */
  async function readState(sessionId: string): Promise<{ state: SessionState; seq: number }> {
    // Ops are read up to the seq seen first, so a commit landing in between cannot tear the read.
    const entry = await loadAt(db, sessionId, await committedSeq(sessionId));
    remember(sessionId, entry);
    // A long replay (say, after a crash) is worth saving once the session is quiet.
    if (entry.seq - entry.snapshotSeq >= snapshotEvery && !idleTimers.has(sessionId)) {
      scheduleIdleSnapshot(sessionId);
    }
    return { state: entry.state, seq: entry.seq };
  }

  return {
    transact,
    readState,

    /**
     * Applies an op sent by a device. `authorise` runs first, under the lock, and refuses by
     * throwing. The same op id applies once: a retry answers the seq it was first applied with.
     * A finished session takes only `summary:mode` (the summary screen's toggle); a repeated
     * `session:end` is answered as already done.
     */
    async applyClientOp(
      sessionId: string,
      op: SessionOp,
      actorId: string,
      authorise?: (session: LockedSession) => Promise<void>,
    ): Promise<{ seq: number; duplicate: boolean }> {
      return transact(sessionId, async (session) => {
        await authorise?.(session);
        const existing = await session.seqOfOp(op.id);
        if (existing !== null) return { seq: existing, duplicate: true };
        if (session.row.status === 'finished') {
          if (op.type === 'session:end') return { seq: session.row.seq, duplicate: true };
          if (op.type !== 'summary:mode') throw conflict(serverMessages.sessionFinished);
        }
        return { seq: await session.append(op, actorId), duplicate: false };
      });
    },

    /**
     * What a device that last saw `sinceSeq` needs to catch up: the ops after it, or the whole
     * state when the gap is large or `sinceSeq` is not a seq this session had.
     */
    async opsSince(sessionId: string, sinceSeq: number): Promise<SyncAnswer> {
      const lastSeq = await committedSeq(sessionId);
      const gap = lastSeq - sinceSeq;
      if (gap < 0 || gap > maxSyncOps) {
        const { state, seq } = await readState(sessionId);
        return { kind: 'state', state, seq };
      }
      const rows = await db
        .select({ seq: sessionOps.seq, op: sessionOps.op, actorId: sessionOps.actorId })
        .from(sessionOps)
        .where(
          and(
            eq(sessionOps.sessionId, sessionId),
            gt(sessionOps.seq, sinceSeq),
            lte(sessionOps.seq, lastSeq),
          ),
        )
        .orderBy(asc(sessionOps.seq));
      const ops: SequencedSessionOp[] = [];
      for (const r of rows) {
        const op = parseSessionOp(r.op);
        // An op this version cannot read leaves a hole the device cannot fill: send the state.
        if (!op) {
          const { state, seq } = await readState(sessionId);
          return { kind: 'state', state, seq };
        }
        ops.push(sequenced(sessionId, r.seq, op, r.actorId));
      }
      return { kind: 'ops', ops, seq: lastSeq };
    },

    /** Writes every pending idle snapshot now (on shutdown) and stops the timers. */
    async flushSnapshots() {
      const pending = [...idleTimers.keys()];
      for (const timer of idleTimers.values()) clearTimeout(timer);
      for (const sessionId of pending) await writeSnapshot(sessionId);
    },

    /** Forgets the cached state (tests use it to force a load from the database). */
    forget(sessionId?: string) {
      if (sessionId) cache.delete(sessionId);
      else cache.clear();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
