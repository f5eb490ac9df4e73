import { isUuid, serverMessages } from '@levelup/shared';
import {
  applyOp,
  parseSessionOp,
  type SequencedSessionOp,
  type SessionOp,
  type SessionState,
} from '@levelup/shared/session';
import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/connect';
import { sessionOps, sessions, users } from '../db/schema';
import { AppError, conflict, notFound } from '../http/errors';

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
  /**
   * Applies the op and appends it to the log with the next seq, which it returns. `actorId` is
   * the sender's user id, or SERVER_ACTOR for ops the server makes. The log rows of a transaction
   * are written together, in one statement, just before it commits.
   */
  append(op: SessionOp, actorId: string): Promise<number>;
  /** Rewrites the snapshot at commit whatever the op count (used on end). */
  snapshotAtCommit(): void;
};

export type SessionStoreOptions = {
  db: Database;
  /** Other processes' commits, heard so that `readView` can serve from memory. */
  changes: ChangeFeed;
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
  /** Most device ops of one session committed together in one transaction. */
  maxBatch?: number;
  /** Most sessions whose device ops are committed together in one transaction. */
  maxGroupSessions?: number;
  /** Group transactions this process runs at once (ops arriving meanwhile wait for the next). */
  maxGroupsInFlight?: number;
  /**
   * The active accounts among `ids`, asked before a group's transaction where an in-memory copy
   * is exactly as fresh as the table (the database runs in this process); without it they are
   * read in the transaction.
   */
  activeAccountsBeforeLock?: (ids: string[]) => Promise<Map<string, AuthUser>>;
  onError?(error: unknown): void;
};

export type SyncAnswer =
  | { kind: 'ops'; ops: SequencedSessionOp[]; seq: number }
  | { kind: 'state'; state: SessionState; seq: number };

type CacheEntry = {
  seq: number;
  state: SessionState;
  snapshotSeq: number;
  /**
   * Set when the entry was known to be the newest (read, or committed under the lock) within
   * this change-feed epoch, with the session's status then; see `readView`.
   */
  seen?: { epoch: number; status: LockedRow['status']; at: number };
};

/**
 * How long a process trusts a cached state it has heard nothing against, when other processes
 * may share the database: their announcements follow their commits, so one lost in a crash
 * between the two leaves a reader behind for this long at most.
 */
const UNHEARD_TRUST_MS = 1000;

/** What a reader of the session needs besides its state: who runs it and how it is joined. */
export type SessionView = {
  row: Omit<LockedRow, 'seq' | 'snapshotSeq'>;
  state: SessionState;
  seq: number;
};

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

/** What a device op came to: its seq, and whether it had been applied before (a retry). */
export type AppliedOp = { seq: number; duplicate: boolean };

/**
 * Checks a device op under its session's lock, with the state the ops before it made and the
 * sender's account as read in the same transaction (null when it is gone or disabled); refuses by
 * throwing an AppError, which answers this op only.
 */
export type AuthoriseOp = (session: LockedSession, actor: AuthUser | null) => Promise<void>;

/** A device op waiting in its session's lane for the next batch. */
type PendingOp = {
  op: SessionOp;
  actorId: string;
  authorise: AuthoriseOp | undefined;
  resolve(applied: AppliedOp): void;
  reject(error: unknown): void;
};

/** One session's batch in a group transaction, and what became of it. */
type GroupPart = {
  sessionId: string;
  batch: PendingOp[];
  /** Resolves the session's lane once the group is answered. */
  done(): void;
  outcomes: Array<{ ok: true; applied: AppliedOp } | { ok: false; error: unknown }>;
  appended: SequencedSessionOp[];
  final: CacheEntry | undefined;
};

/** Work queued on one session in this process: a batch of device ops, or one `transact`. */
type Job = { kind: 'ops'; ops: PendingOp[] } | { kind: 'work'; run(): Promise<void> };

type Lane = { jobs: Job[] };

type LogRow = { seq: number; op_id: string; actor_id: string; op: SessionOp };
type GroupLogRow = LogRow & { session_id: string };

/** An op id of the batch was already in the log (a retry the batch did not know of): check and redo. */
class AlreadyLogged extends Error {}

/**
 * The durable home of live sessions: every op is applied under the session's row lock, appended to
 * `session_ops` with the next seq, and broadcast after commit. The op log is the record; the
 * snapshot in `sessions.state` is rewritten after the commit that takes it `snapshotEvery` ops
 * past the last one (off the op's path, coalesced), on end and when the session goes idle, and
 * loading replays the ops after it. This process keeps recent states in memory and reuses one
 * only when its seq equals the seq read under the lock, so another process advancing the session
 * is always noticed.
 *
 * Group commit: this process runs one transaction at a time per session, and device ops that
 * arrive while one is in flight are committed together in the next, in arrival order. The batches
 * of every session that has one ready share one transaction (one lock statement over their rows,
 * taken in id order so processes locking the same sessions cannot deadlock, one account read, one
 * multi-row insert, one seq update), with at most `maxGroupsInFlight` such transactions at once:
 * at 500 sessions of one op a second each, a batch per session would mean a transaction per op.
 * Each op is acknowledged and broadcast only after its transaction commits; a transaction that
 * fails to commit fails every op in it and broadcasts none.
 */
export function createSessionStore(options: SessionStoreOptions) {
  const { db, onApplied, changes } = options;
  const snapshotEvery = options.snapshotEvery ?? 50;
  const idleSnapshotMs = options.idleSnapshotMs ?? 30_000;
  const maxSyncOps = options.maxSyncOps ?? 500;
  const cacheSize = options.cacheSize ?? 500;
  const maxBatch = options.maxBatch ?? 100;
  const maxGroupSessions = options.maxGroupSessions ?? 200;
  const maxGroupsInFlight = options.maxGroupsInFlight ?? 2;
  const onError = options.onError ?? (() => {});

  const cache = new Map<string, CacheEntry>();
  const idleTimers = new Map<string, NodeJS.Timeout>();
  const lanes = new Map<string, Lane>();
  /** Snapshot writes under way, and the newest state waiting to be written after each. */
  const snapshotWrites = new Map<string, Promise<void>>();
  const nextSnapshot = new Map<string, CacheEntry>();
  /** The highest seq a snapshot was asked for, so the ops after it do not ask again. */
  const snapshotAsked = new Map<string, number>();
  /** The newest seq heard of for cached (or loading) sessions, from any process. */
  const heard = new Map<string, number>();
  /** The parts of a session row that never change, kept for `readView`. */
  const fixedRows = new Map<string, Omit<SessionView['row'], 'status'>>();
  const viewLoads = new Map<string, number>();

  changes.onChange((change) => {
    if (change.topic !== 'sessions' || change.seq === null) return;
    const entry = cache.get(change.id);
    if (change.seq < 0) {
      cache.delete(change.id);
      fixedRows.delete(change.id);
      heard.delete(change.id);
      return;
    }
    if (!entry && !viewLoads.has(change.id)) return;
    heard.set(change.id, Math.max(heard.get(change.id) ?? 0, change.seq));
    // A status changed without a new op: the entry's status is no longer known.
    if (entry?.seen && change.status !== null && change.status !== entry.seen.status) {
      entry.seen = undefined;
    }
  });

  function remember(sessionId: string, entry: CacheEntry) {
    const current = cache.get(sessionId);
    // A slower commit finishing late must not replace a newer state.
    if (current && current.seq > entry.seq) return;
    cache.delete(sessionId);
    cache.set(sessionId, entry);
    while (cache.size > cacheSize) {
      const oldest = cache.keys().next().value as string;
      cache.delete(oldest);
      heard.delete(oldest);
      fixedRows.delete(oldest);
      snapshotAsked.delete(oldest);
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

  /** Writes `entry` as the snapshot unless a newer one is there already. */
  async function writeSnapshotOf(sessionId: string, entry: CacheEntry) {
    // A snapshot at seq N stays valid however far the session moved on: ops after N are replayed.
    await db
      .update(sessions)
      .set({ state: entry.state, snapshotSeq: entry.seq })
      .where(and(eq(sessions.id, sessionId), lt(sessions.snapshotSeq, entry.seq)));
    const after = cache.get(sessionId);
    if (after && after.seq >= entry.seq && after.snapshotSeq < entry.seq) {
      after.snapshotSeq = entry.seq;
    }
  }

  /**
   * Writes the snapshot of `entry` after its commit, off the path of the ops that follow. One
   * write per session at a time; states that come due meanwhile are coalesced into one write of
   * the newest. A failed write loses nothing: the ops are in the log and are replayed on load.
   */
  function snapshotSoon(sessionId: string, entry: CacheEntry) {
    snapshotAsked.set(sessionId, entry.seq);
    if (snapshotWrites.has(sessionId)) {
      nextSnapshot.set(sessionId, entry);
      return;
    }
    const run = async () => {
      let next: CacheEntry | undefined = entry;
      while (next) {
        nextSnapshot.delete(sessionId);
        try {
          await writeSnapshotOf(sessionId, next);
        } catch (error) {
          if ((snapshotAsked.get(sessionId) ?? 0) <= next.seq) snapshotAsked.delete(sessionId);
          onError(error);
        }
        next = nextSnapshot.get(sessionId);
      }
    };
    snapshotWrites.set(
      sessionId,
      run().finally(() => snapshotWrites.delete(sessionId)),
    );
  }

  async function writeIdleSnapshot(sessionId: string) {
    idleTimers.delete(sessionId);
    await snapshotWrites.get(sessionId);
    const entry = cache.get(sessionId);
    if (!entry || entry.snapshotSeq >= entry.seq) return;
    await writeSnapshotOf(sessionId, entry);
  }

  function scheduleIdleSnapshot(sessionId: string) {
    clearTimeout(idleTimers.get(sessionId));
    const timer = setTimeout(() => {
      writeIdleSnapshot(sessionId).catch(onError);
    }, idleSnapshotMs);
    timer.unref();
    idleTimers.set(sessionId, timer);
  }

  /** After a commit: the state is cached, and a snapshot is written when one is due. */
  function committed(sessionId: string, entry: CacheEntry) {
    remember(sessionId, entry);
    if (entry.snapshotSeq >= entry.seq) return;
    const base = Math.max(entry.snapshotSeq, snapshotAsked.get(sessionId) ?? 0);
    if (entry.seq - base >= snapshotEvery) snapshotSoon(sessionId, entry);
    scheduleIdleSnapshot(sessionId);
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

  /** Locks the session row for the rest of the transaction; 404 when there is none. */
  async function lockRow(tx: Transaction, sessionId: string): Promise<LockedRow> {
    const [row] = await tx
      .select(lockedColumns)
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .for('update');
    if (!row) throw notFound(serverMessages.sessionNotFound);
    return row;
  }

  /**
   * Appends log rows and sets the session's seq in one statement. Rows whose op id is already in
   * the log are skipped by the insert; the answer is how many were written.
   */
  async function writeLog(tx: Transaction, sessionId: string, rows: LogRow[], seq: number) {
    const result = await tx.execute<{ inserted: number }>(sql`
      with inserted as (
        insert into ${sessionOps} (session_id, seq, op_id, actor_id, op)
        select ${sessionId}::uuid, r.seq, r.op_id, r.actor_id, r.op
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(seq integer, op_id text, actor_id text, op jsonb)
        on conflict (session_id, op_id) do nothing
        returning 1
      )
      update ${sessions} set seq = ${seq} where id = ${sessionId}::uuid
      returning (select count(*) from inserted)::int as inserted`);
    // Both drivers answer `{rows}`; the query type is generic over them.
    const { rows: answer } = result as unknown as { rows: { inserted: number }[] };
    return Number(answer[0]?.inserted ?? 0);
  }

  /** The seq each of `opIds` was logged with in this session, for those that were. */
  async function seqsOfOps(q: Database | Transaction, sessionId: string, opIds: string[]) {
    const found = new Map<string, number>();
    if (opIds.length === 0) return found;
    const rows = await q
      .select({ opId: sessionOps.opId, seq: sessionOps.seq })
      .from(sessionOps)
      .where(and(eq(sessionOps.sessionId, sessionId), inArray(sessionOps.opId, opIds)));
    for (const row of rows) found.set(row.opId, row.seq);
    return found;
  }

  /**
   * Appends the log rows of several sessions and sets each one's seq, in one statement. Rows whose
   * op id is already in their session's log are skipped; the answer is how many were written.
   */
  async function writeGroupLog(
    tx: Transaction,
    rows: GroupLogRow[],
    seqs: Array<{ id: string; seq: number }>,
  ) {
    const result = await tx.execute<{ inserted: number }>(sql`
      with inserted as (
        insert into ${sessionOps} (session_id, seq, op_id, actor_id, op)
        select r.session_id, r.seq, r.op_id, r.actor_id, r.op
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(session_id uuid, seq integer, op_id text, actor_id text, op jsonb)
        on conflict (session_id, op_id) do nothing
        returning 1
      ), moved as (
        update ${sessions} set seq = v.seq
        from jsonb_to_recordset(${JSON.stringify(seqs)}::jsonb) as v(id uuid, seq integer)
        where ${sessions.id} = v.id
        returning 1
      )
      select (select count(*) from inserted)::int as inserted, (select count(*) from moved)::int`);
    const { rows: answer } = result as unknown as { rows: { inserted: number }[] };
    return Number(answer[0]?.inserted ?? 0);
  }

  /** The seq each op id was logged with, keyed `<session id>:<op id>`, for those that were. */
  async function seqsOfGroupOps(tx: Transaction, parts: readonly GroupPart[]) {
    const found = new Map<string, number>();
    const sessionIds = parts.map((part) => part.sessionId);
    const opIds = parts.flatMap((part) => part.batch.map((p) => p.op.id));
    if (opIds.length === 0) return found;
    const rows = await tx
      .select({ sessionId: sessionOps.sessionId, opId: sessionOps.opId, seq: sessionOps.seq })
      .from(sessionOps)
      .where(and(inArray(sessionOps.sessionId, sessionIds), inArray(sessionOps.opId, opIds)));
    for (const row of rows) found.set(`${row.sessionId}:${row.opId}`, row.seq);
    return found;
  }

  /** The accounts of `ids` as they are in this transaction: active ones only, with their role. */
  async function activeActors(tx: Transaction, ids: Iterable<string>) {
    const wanted = [...new Set(ids)].filter(isUuid);
    const found = new Map<string, AuthUser>();
    if (wanted.length === 0) return found;
    const rows = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(inArray(users.id, wanted), isNull(users.disabledAt)));
    for (const row of rows) found.set(row.id, row);
    return found;
  }

  /** Queues `job` on the session's lane, merging device ops into a batch already waiting. */
  function enqueue(sessionId: string, job: Job) {
    let lane = lanes.get(sessionId);
    if (!lane) {
      lane = { jobs: [] };
      lanes.set(sessionId, lane);
      const started = lane;
      // Started on the next microtask, so ops that arrive in the same turn share the first batch.
      queueMicrotask(() => {
        drain(sessionId, started).catch(onError);
      });
    }
    const last = lane.jobs.at(-1);
    if (job.kind === 'ops' && last?.kind === 'ops') last.ops.push(...job.ops);
    else lane.jobs.push(job);
  }

  async function drain(sessionId: string, lane: Lane) {
    for (let job = lane.jobs.shift(); job; job = lane.jobs.shift()) {
      try {
        if (job.kind === 'work') {
          await job.run();
          continue;
        }
        const batch = job.ops.splice(0, maxBatch);
        if (job.ops.length > 0) lane.jobs.unshift(job);
        await inNextGroup(sessionId, batch);
      } catch (error) {
        // Jobs answer their own callers; whatever escapes must not stall the session's lane.
        onError(error);
      }
    }
    lanes.delete(sessionId);
  }

  /** Session batches waiting for a group transaction, and how many of those are running. */
  let waitingParts: GroupPart[] = [];
  let groupsInFlight = 0;
  let groupsScheduled = false;

  /** Commits a session's batch in the next group transaction; resolves once it is answered. */
  function inNextGroup(sessionId: string, batch: PendingOp[]): Promise<void> {
    return new Promise((done) => {
      waitingParts.push({
        sessionId,
        batch,
        done,
        outcomes: [],
        appended: [],
        final: undefined,
      });
      if (groupsScheduled) return;
      groupsScheduled = true;
      // Started on the next microtask, so the batches of lanes that drain in this turn share it.
      queueMicrotask(startGroups);
    });
  }

  function startGroups() {
    groupsScheduled = false;
    while (groupsInFlight < maxGroupsInFlight && waitingParts.length > 0) {
      const group = waitingParts.slice(0, maxGroupSessions);
      waitingParts = waitingParts.slice(group.length);
      groupsInFlight += 1;
      commitGroup(group)
        .catch(onError)
        .finally(() => {
          groupsInFlight -= 1;
          for (const part of group) part.done();
          startGroups();
        });
    }
  }

  /**
   * Commits the batches of several sessions in one transaction. Each op is authorised and checked
   * in turn against the state the ops before it made; a refused op is answered alone and the rest
   * go on. A session that does not exist answers its ops 404. `knownLogged`: the group is being
   * redone because an op id in it was already in the log, so this time the log is asked first.
   */
  async function commitGroup(parts: GroupPart[], knownLogged = false): Promise<void> {
    const epoch = changes.epoch();
    // Rows are locked in id order, as every process does, so two groups cannot deadlock.
    const sessionIds = parts.map((part) => part.sessionId).sort();
    const actorIds = [
      ...new Set(
        parts.flatMap((part) => part.batch.flatMap((p) => (p.authorise ? [p.actorId] : []))),
      ),
    ];
    const known = options.activeAccountsBeforeLock;
    try {
      const actorsBefore = known && actorIds.length > 0 ? await known(actorIds) : undefined;
      await db.transaction(async (tx) => {
        const locked = await tx
          .select(lockedColumns)
          .from(sessions)
          .where(inArray(sessions.id, sessionIds))
          .orderBy(asc(sessions.id))
          .for('update');
        const rowsById = new Map(locked.map((row) => [row.id, row]));
        const actors =
          actorsBefore ??
          (actorIds.length > 0 ? await activeActors(tx, actorIds) : new Map<string, AuthUser>());
        const logged = knownLogged ? await seqsOfGroupOps(tx, parts) : new Map<string, number>();
        const logRows: GroupLogRow[] = [];
        const seqs: Array<{ id: string; seq: number }> = [];
        for (const part of parts) {
          const { sessionId, batch, outcomes, appended } = part;
          outcomes.length = 0;
          appended.length = 0;
          part.final = undefined;
          const row = rowsById.get(sessionId);
          if (!row) {
            const missing = notFound(serverMessages.sessionNotFound);
            outcomes.push(...batch.map(() => ({ ok: false as const, error: missing })));
            continue;
          }
          const key = (opId: string) => `${sessionId}:${opId}`;
          let entry = await loadAt(tx, sessionId, row.seq);
          const firstRow = logRows.length;
          for (const pending of batch) {
            const { op, actorId } = pending;
            try {
              if (pending.authorise) {
                const before = entry;
                await pending.authorise(
                  {
                    row: { ...row, seq: before.seq },
                    tx,
                    state: async () => before.state,
                    seqOfOp: async (opId) =>
                      logged.get(key(opId)) ??
                      (await seqsOfOps(tx, sessionId, [opId])).get(opId) ??
                      null,
                    append: () => {
                      throw new Error('an authorise callback cannot append');
                    },
                    snapshotAtCommit: () => {},
                  },
                  actors.get(actorId) ?? null,
                );
              }
              const earlier = logged.get(key(op.id));
              if (earlier !== undefined) {
                outcomes.push({ ok: true, applied: { seq: earlier, duplicate: true } });
                continue;
              }
              if (row.status === 'finished') {
                if (op.type === 'session:end') {
                  outcomes.push({ ok: true, applied: { seq: entry.seq, duplicate: true } });
                  continue;
                }
                if (op.type !== 'summary:mode') throw conflict(serverMessages.sessionFinished);
              }
              const seq = entry.seq + 1;
              entry = { seq, state: applyOp(entry.state, op), snapshotSeq: entry.snapshotSeq };
              logged.set(key(op.id), seq);
              logRows.push({ session_id: sessionId, seq, op_id: op.id, actor_id: actorId, op });
              appended.push(sequenced(sessionId, seq, op, actorId));
              outcomes.push({ ok: true, applied: { seq, duplicate: false } });
            } catch (error) {
              // A refusal answers this op only; anything else fails the group.
              if (!(error instanceof AppError)) throw error;
              outcomes.push({ ok: false, error });
            }
          }
          if (logRows.length > firstRow) seqs.push({ id: sessionId, seq: entry.seq });
          // Device ops never change the status, and under the lock this is the newest seq.
          part.final = { ...entry, seen: { epoch, status: row.status, at: Date.now() } };
        }
        if (logRows.length > 0) {
          const written = await writeGroupLog(tx, logRows, seqs);
          if (written !== logRows.length) throw new AlreadyLogged();
        }
      });
    } catch (error) {
      if (error instanceof AlreadyLogged && !knownLogged) return commitGroup(parts, true);
      for (const part of parts) for (const pending of part.batch) pending.reject(error);
      return;
    }
    const announced: Promise<void>[] = [];
    for (const { sessionId, appended, final } of parts) {
      try {
        if (final) committed(sessionId, final);
        for (const applied of appended) onApplied(applied);
      } catch (error) {
        // The group is committed: its ops are answered whatever happened to the broadcast.
        onError(error);
      }
      if (final && appended.length > 0) {
        announced.push(announce(sessionId, final.seq, final.seen?.status ?? ''));
      }
    }
    await Promise.all(announced);
    for (const { batch, outcomes } of parts) {
      for (const [index, pending] of batch.entries()) {
        const outcome = outcomes[index];
        if (outcome?.ok) pending.resolve(outcome.applied);
        else pending.reject(outcome?.error);
      }
    }
  }

  /** One `transact`: its own transaction, in the session's lane. */
  async function runTransaction<T>(
    sessionId: string,
    work: (session: LockedSession) => Promise<T>,
  ): Promise<T> {
    const appended: SequencedSessionOp[] = [];
    let finalEntry: CacheEntry | undefined;
    let forceSnapshot = false;

    const result = await db.transaction(async (tx) => {
      const row = await lockRow(tx, sessionId);
      let entry: CacheEntry | undefined;
      const rows: LogRow[] = [];
      const current = async () => {
        entry ??= await loadAt(tx, sessionId, row.seq);
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
        const written = await writeLog(tx, sessionId, rows, entry.seq);
        // Server-made ops carry fresh ids, so a clash is a broken caller, not a retry.
        if (written !== rows.length) throw conflict(serverMessages.internal);
        if (forceSnapshot) {
          await tx
            .update(sessions)
            .set({ state: entry.state, snapshotSeq: entry.seq })
            .where(eq(sessions.id, sessionId));
          entry.snapshotSeq = entry.seq;
        }
      }
      // `work` may have changed the row (ending sets the status): readers load it afresh.
      finalEntry = entry && { ...entry, seen: undefined };
      return value;
    });

    if (finalEntry) committed(sessionId, finalEntry);
    for (const applied of appended) onApplied(applied);
    // The status `work` left is not known here: readers elsewhere reload the row.
    if (finalEntry && appended.length > 0) await announce(sessionId, finalEntry.seq, '');
    return result;
  }

  /**
   * Runs `work` with the session row locked (`select ... for update`), so ops on one session are
   * applied one at a time across every process sharing the database; in this process it waits
   * its turn behind the session's earlier work. Ops appended by `work` are broadcast only after
   * the transaction commits.
   */
  function transact<T>(
    sessionId: string,
    work: (session: LockedSession) => Promise<T>,
  ): Promise<T> {
    if (!isUuid(sessionId)) return Promise.reject(notFound(serverMessages.sessionNotFound));
    return new Promise<T>((resolve, reject) => {
      enqueue(sessionId, {
        kind: 'work',
        run: () => runTransaction(sessionId, work).then(resolve, reject),
      });
    });
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

  /** Whether `entry` is the session's newest state and status, as far as any process has said. */
  function known(sessionId: string, entry: CacheEntry | undefined): entry is CacheEntry {
    return (
      entry?.seen !== undefined &&
      changes.live() &&
      entry.seen.epoch === changes.epoch() &&
      (changes.immediate || Date.now() - entry.seen.at < UNHEARD_TRUST_MS) &&
      entry.seq >= (heard.get(sessionId) ?? 0)
    );
  }

  /**
   * The session's row, state and seq for a reader (GET /api/sessions/{id}/state). While the change
   * feed is live, a cached entry that no process has moved past is served without a query: this
   * process's commits keep it current, and every commit elsewhere is heard (a read in another
   * process can trail such a commit by the moment its notice takes to arrive, which a device
   * catches up on by seq). Otherwise the row is read and the state loaded, as `readState` does.
   */
  async function readView(sessionId: string): Promise<SessionView> {
    if (!isUuid(sessionId)) throw notFound(serverMessages.sessionNotFound);
    const hit = cache.get(sessionId);
    const fixed = fixedRows.get(sessionId);
    if (fixed && known(sessionId, hit) && hit.seen) {
      return { row: { ...fixed, status: hit.seen.status }, state: hit.state, seq: hit.seq };
    }
    const epoch = changes.epoch();
    viewLoads.set(sessionId, (viewLoads.get(sessionId) ?? 0) + 1);
    try {
      const [row] = await db.select(lockedColumns).from(sessions).where(eq(sessions.id, sessionId));
      if (!row) throw notFound(serverMessages.sessionNotFound);
      const { seq, snapshotSeq, status, ...rest } = row;
      const loaded = await loadAt(db, sessionId, seq);
      const entry: CacheEntry = { ...loaded, seen: { epoch, status, at: Date.now() } };
      remember(sessionId, entry);
      fixedRows.set(sessionId, rest);
      return { row: { ...rest, status }, state: entry.state, seq };
    } finally {
      const left = (viewLoads.get(sessionId) ?? 1) - 1;
      if (left > 0) viewLoads.set(sessionId, left);
      else viewLoads.delete(sessionId);
    }
  }

  return {
    transact,
    readState,
    readView,

    /**
     * Applies an op sent by a device, in the next batch of its session (see above). `authorise`
     * runs first, under the lock, with the state the ops before it in the batch made, and refuses
     * by throwing an AppError (which answers this op only). The same op id applies once: a retry
     * answers the seq it was first applied with.
     * A finished session takes only `summary:mode` (the summary screen's toggle); a repeated
     * `session:end` is answered as already done.
     */
    applyClientOp(
      sessionId: string,
      op: SessionOp,
      actorId: string,
      authorise?: AuthoriseOp,
    ): Promise<AppliedOp> {
      if (!isUuid(sessionId)) return Promise.reject(notFound(serverMessages.sessionNotFound));
      return new Promise<AppliedOp>((resolve, reject) => {
        enqueue(sessionId, { kind: 'ops', ops: [{ op, actorId, authorise, resolve, reject }] });
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

    /** Finishes the snapshot writes under way, writes every pending idle one (on shutdown) and stops the timers. */
    async flushSnapshots() {
      await Promise.all(snapshotWrites.values());
      const pending = [...idleTimers.keys()];
      for (const timer of idleTimers.values()) clearTimeout(timer);
      for (const sessionId of pending) await writeIdleSnapshot(sessionId);
    },

    /** Forgets the cached state (tests use it to force a load from the database). */
    forget(sessionId?: string) {
      if (sessionId) cache.delete(sessionId);
      else cache.clear();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
