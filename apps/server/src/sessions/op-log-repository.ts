import { isUuid } from '@levelup/shared';
import type { SessionOp, SessionState } from '@levelup/shared/session';
import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth';
import { accountVersion, sessionOps, sessions, users } from '../db/schema';
import type { Queryable, Transaction } from '../db/transaction';

/**
 * The SQL of live sessions' op log (`session_ops`) and the columns of `sessions` that go with it
 * (seq, snapshot, status). Nothing here decides anything: the group commit, the transaction and
 * the snapshot scheduler call these.
 */

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

/** One op of a session's log as it is written. */
export type LogRow = { seq: number; op_id: string; actor_id: string; op: SessionOp };
export type GroupLogRow = LogRow & { session_id: string };

const lockedColumns = {
  id: sessions.id,
  trainerId: sessions.trainerId,
  workoutId: sessions.workoutId,
  joinCode: sessions.joinCode,
  status: sessions.status,
  seq: sessions.seq,
  snapshotSeq: sessions.snapshotSeq,
};

/** Both drivers answer `{rows}`; the query type is generic over them. */
const insertedCount = (result: unknown) =>
  Number((result as { rows: { inserted: number }[] }).rows[0]?.inserted ?? 0);

/** Locks the session row for the rest of the transaction; undefined when there is none. */
export async function lockRow(tx: Transaction, sessionId: string): Promise<LockedRow | undefined> {
  const [row] = await tx
    .select(lockedColumns)
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .for('update');
  return row;
}

/**
 * Locks several session rows in id order, as every process does, so two lockers cannot deadlock.
 * Each row carries the account version as this statement sees it (see account-memory.ts).
 */
export function lockRows(
  tx: Transaction,
  sessionIds: readonly string[],
): Promise<Array<LockedRow & { accountVersion: number }>> {
  return tx
    .select({
      ...lockedColumns,
      accountVersion:
        sql<number>`(select ${accountVersion.version} from ${accountVersion})`.mapWith(Number),
    })
    .from(sessions)
    .where(inArray(sessions.id, [...sessionIds]))
    .orderBy(asc(sessions.id))
    .for('update');
}

/** The session row without a lock. */
export async function readRow(q: Queryable, sessionId: string): Promise<LockedRow | undefined> {
  const [row] = await q.select(lockedColumns).from(sessions).where(eq(sessions.id, sessionId));
  return row;
}

/** The session's last committed seq; undefined for an unknown session. */
export async function committedSeq(q: Queryable, sessionId: string): Promise<number | undefined> {
  const [row] = await q
    .select({ seq: sessions.seq })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.seq;
}

/** The snapshot and the seq it was taken at. */
export async function readSnapshot(
  q: Queryable,
  sessionId: string,
): Promise<{ state: SessionState; snapshotSeq: number } | undefined> {
  const [row] = await q
    .select({ state: sessions.state, snapshotSeq: sessions.snapshotSeq })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row;
}

/**
 * The logged ops of several sessions after a seq of each, in one statement, in seq order per
 * session (as stored: they may no longer parse). Every op up to a session's committed seq is
 * there, as ops and seq are committed together.
 */
export async function loggedOpsAfter(
  q: Queryable,
  after: Array<{ id: string; seq: number }>,
): Promise<Array<{ sessionId: string; seq: number; op: unknown }>> {
  const result = await q.execute(sql`
    select o.session_id as "sessionId", o.seq, o.op
    from ${sessionOps} o
    join jsonb_to_recordset(${JSON.stringify(after)}::jsonb) as a(id uuid, seq integer)
      on o.session_id = a.id and o.seq > a.seq
    order by o.session_id, o.seq`);
  return (result as unknown as { rows: Array<{ sessionId: string; seq: number; op: unknown }> })
    .rows;
}

/** The logged ops with `after < seq <= upTo`, in seq order, as stored (they may no longer parse). */
export function loggedOps(q: Queryable, sessionId: string, after: number, upTo: number) {
  return q
    .select({ seq: sessionOps.seq, op: sessionOps.op, actorId: sessionOps.actorId })
    .from(sessionOps)
    .where(
      and(
        eq(sessionOps.sessionId, sessionId),
        gt(sessionOps.seq, after),
        lte(sessionOps.seq, upTo),
      ),
    )
    .orderBy(asc(sessionOps.seq));
}

/** The seq each of `opIds` was logged with in this session, for those that were. */
export async function seqsOfOps(q: Queryable, sessionId: string, opIds: readonly string[]) {
  const found = new Map<string, number>();
  if (opIds.length === 0) return found;
  const rows = await q
    .select({ opId: sessionOps.opId, seq: sessionOps.seq })
    .from(sessionOps)
    .where(and(eq(sessionOps.sessionId, sessionId), inArray(sessionOps.opId, [...opIds])));
  for (const row of rows) found.set(row.opId, row.seq);
  return found;
}

/** The seq each op id was logged with, keyed `<session id>:<op id>`, for those that were. */
export async function seqsOfGroupOps(
  tx: Transaction,
  sessionIds: readonly string[],
  opIds: readonly string[],
) {
  const found = new Map<string, number>();
  if (opIds.length === 0) return found;
  const rows = await tx
    .select({ sessionId: sessionOps.sessionId, opId: sessionOps.opId, seq: sessionOps.seq })
    .from(sessionOps)
    .where(
      and(inArray(sessionOps.sessionId, [...sessionIds]), inArray(sessionOps.opId, [...opIds])),
    );
  for (const row of rows) found.set(`${row.sessionId}:${row.opId}`, row.seq);
  return found;
}

/**
 * Appends log rows and sets the session's seq in one statement. Rows whose op id is already in
 * the log are skipped by the insert; the answer is how many were written.
 */
export async function appendLog(tx: Transaction, sessionId: string, rows: LogRow[], seq: number) {
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
  return insertedCount(result);
}

/**
 * Appends the log rows of several sessions and sets each one's seq, in one statement. Rows whose
 * op id is already in their session's log are skipped; the answer is how many were written.
 */
export async function appendGroupLog(
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
  return insertedCount(result);
}

/**
 * Appends the log rows of several sessions without a transaction of its own, in one statement,
 * for the sessions whose seq is still `fromSeq` (each process's state of them was the newest),
 * that are live, and while the account version is `accountVersion` (the accounts in memory are
 * current): the others are left as they are, and their ids not answered. A session with no rows
 * is only checked. The insert runs whether or not it is read (as every data-modifying WITH
 * does); an op id already in a session's log fails the whole statement, which then writes nothing. Waits for a session's lock like any update, then checks its seq afresh.
 */
export async function appendIfUnmoved(
  q: Queryable,
  rows: GroupLogRow[],
  seqs: Array<{ id: string; fromSeq: number; seq: number }>,
  accountVersionSeen: number,
): Promise<Set<string>> {
  const result = await q.execute<{ id: string }>(sql`
    with expected as (
      select * from jsonb_to_recordset(${JSON.stringify(seqs)}::jsonb)
        as v(id uuid, "fromSeq" integer, seq integer)
    ), unmoved as (
      -- Locked in id order, as the locked path locks, so the two cannot deadlock; a row another
      -- transaction holds is checked again once it is free.
      select ${sessions.id} as id from ${sessions}
      join expected on expected.id = ${sessions.id}
      where ${sessions.seq} = expected."fromSeq" and ${sessions.status} = 'live'
        and (select ${accountVersion.version} from ${accountVersion}) = ${accountVersionSeen}
      order by ${sessions.id}
      for update of ${sessions}
    ), moved as (
      update ${sessions} set seq = expected.seq
      from expected
      where ${sessions.id} = expected.id and ${sessions.id} in (select id from unmoved)
      returning ${sessions.id} as id
    ), inserted as (
      insert into ${sessionOps} (session_id, seq, op_id, actor_id, op)
      select r.session_id, r.seq, r.op_id, r.actor_id, r.op
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(session_id uuid, seq integer, op_id text, actor_id text, op jsonb)
      where r.session_id in (select id from unmoved)
      returning 1
    )
    select id from moved`);
  const { rows: unmoved } = result as unknown as { rows: Array<{ id: string }> };
  return new Set(unmoved.map((row) => row.id));
}

/**
 * Writes the snapshot unless a newer one is there already: a snapshot at seq N stays valid however
 * far the session moved on, as the ops after N are replayed.
 */
export async function writeSnapshot(
  q: Queryable,
  sessionId: string,
  snapshot: { state: SessionState; seq: number },
) {
  await q
    .update(sessions)
    .set({ state: snapshot.state, snapshotSeq: snapshot.seq })
    .where(and(eq(sessions.id, sessionId), lt(sessions.snapshotSeq, snapshot.seq)));
}

/** The accounts of `ids` as they are in this transaction: active ones only, with their role. */
export async function activeActors(tx: Transaction, ids: Iterable<string>) {
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
