import { serverMessages } from '@levelup/shared';
import {
  applyOp,
  opRule,
  type SequencedSessionOp,
  type SessionOp,
  type SessionState,
} from '@levelup/shared/session';
import type { AuthUser } from '../auth';
import type { Database } from '../db/connect';
import type { Transaction } from '../db/transaction';
import { AppError, conflict, notFound } from '../http/errors';
import type { AccountMemory } from './account-memory';
import { type EngineMetrics, stageTimer } from './engine-metrics';
import {
  activeActors,
  appendGroupLog,
  appendIfUnmoved,
  type GroupLogRow,
  type LockedRow,
  lockRows,
  seqsOfGroupOps,
} from './op-log-repository';
import { type AppliedOp, sequenced } from './sequenced-op';
import type { CacheEntry } from './state-cache';

/** What an op's check sees: the session's row and the state the ops before it made. */
export type BatchSession = { row: LockedRow; state(): Promise<SessionState> };

/**
 * Checks a device op against the state the ops before it made, as committed (the check is made
 * again under the lock whenever that state turns out not to be the newest), and the sender's
 * account as it is now (null when it is gone or disabled); refuses by throwing an AppError, which
 * answers this op only.
 */
export type AuthoriseOp = (session: BatchSession, actor: AuthUser | null) => Promise<void>;

/** A device op waiting in its session's lane for the next batch. */
export type PendingOp = {
  op: SessionOp;
  actorId: string;
  authorise: AuthoriseOp | undefined;
  resolve(applied: AppliedOp): void;
  reject(error: unknown): void;
};

type Outcome = { ok: true; applied: AppliedOp } | { ok: false; error: unknown };

/** One session's batch in a group transaction, and what became of it. */
type GroupPart = {
  sessionId: string;
  batch: PendingOp[];
  /** Resolves the session's lane once the group is answered. */
  done(): void;
  outcomes: Outcome[];
  appended: SequencedSessionOp[];
  final: CacheEntry | undefined;
};

/** What a write without the lock left for the lock (`commitUnmoved`). */
type Unmoved = { rest: GroupPart[]; movedOn: GroupPart[]; askLog: boolean };

/** An op id of the batch was already in the log (a retry the batch did not know of): check and redo. */
class AlreadyLogged extends Error {}

export type GroupCommitOptions = {
  db: Database;
  /** The change feed's epoch now, stamped on the states a group leaves. */
  epoch(): number;
  /** After commit: the state a session's batch left, and the ops it appended in seq order. */
  committed(sessionId: string, entry: CacheEntry, appended: SequencedSessionOp[]): void;
  announce(sessionId: string, seq: number, status: string): Promise<void>;
  /** Most sessions whose device ops are committed together in one transaction. */
  maxGroupSessions: number;
  /** Group transactions this process runs at once (batches arriving meanwhile wait for the next). */
  maxGroupsInFlight: number;
  /** The senders' accounts as last read, used while the account version has not moved. */
  accounts: AccountMemory;
  /** Where each group's stages are timed, when measured. */
  metrics?: EngineMetrics;
  /**
   * The session's newest state as this process knows it, with its row, when nothing heard says
   * another process moved it on or ended it; its batch is then committed without the lock.
   */
  current(sessionId: string): { entry: CacheEntry; row: LockedRow } | undefined;
  /** The states of several locked sessions, each at its row's seq, cached or read. */
  loadManyAt(
    q: Transaction,
    rows: ReadonlyArray<{ id: string; seq: number; snapshotSeq: number }>,
  ): Promise<Map<string, CacheEntry>>;
  /**
   * Brings this process's states of sessions another process moved on up to date, if it can:
   * those heard to be behind, or with `unheard` every one cached (a write found it moved on before
   * the news of it arrived).
   */
  catchUp(sessionIds: readonly string[], unheard?: boolean): Promise<void>;
  /** Told of every row the lock statement read, so `current` knows its fixed columns. */
  rowLocked(row: LockedRow): void;
  onError(error: unknown): void;
};

/**
 * Group commit: the batches of every session that has one ready are committed together. The
 * sessions whose newest state this process holds (it committed or heard, and caught up on, the
 * last op of each), with their senders' accounts in memory, are written in one statement that
 * writes each session's ops only if no other process moved it on meanwhile. The rest, and those
 * another process did move on, are committed in one transaction: one lock statement over their
 * rows, taken in id order as the direct write takes them, so no two writers deadlock, which also
 * reads the account version, so that accounts are read only when one changed or was not seen yet;
 * one read of the ops their cached states miss; one multi-row insert and seq update. At most
 * `maxGroupsInFlight` groups run at once: at 500 sessions of one op a second each, a batch per
 * session would mean a transaction per op. Each op is acknowledged and published only after its
 * write commits; a write that fails fails every op in it and publishes none.
 */
export function createGroupCommit(options: GroupCommitOptions) {
  const { db, onError } = options;
  let waitingParts: GroupPart[] = [];
  let groupsInFlight = 0;
  let groupsScheduled = false;

  function startGroups() {
    groupsScheduled = false;
    while (groupsInFlight < options.maxGroupsInFlight && waitingParts.length > 0) {
      const group = waitingParts.slice(0, options.maxGroupSessions);
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
   * Applies one session's batch in order onto `start`, the state at the row's seq; fills the
   * part's outcomes, its log rows and the state it leaves.
   */
  async function applyBatch(
    part: GroupPart,
    row: LockedRow,
    start: CacheEntry,
    context: { logged: Map<string, number>; actors: Map<string, AuthUser>; epoch: number },
    logRows: GroupLogRow[],
  ) {
    const { sessionId, batch, outcomes, appended } = part;
    outcomes.length = 0;
    appended.length = 0;
    part.final = undefined;
    const { logged, actors } = context;
    const key = (opId: string) => `${sessionId}:${opId}`;
    let entry = start;
    for (const pending of batch) {
      const { op, actorId } = pending;
      try {
        if (pending.authorise) {
          const before = entry;
          await pending.authorise(
            { row: { ...row, seq: before.seq }, state: async () => before.state },
            actors.get(actorId) ?? null,
          );
        }
        const earlier = logged.get(key(op.id));
        if (earlier !== undefined) {
          outcomes.push({ ok: true, applied: { seq: earlier, duplicate: true } });
          continue;
        }
        if (row.status === 'finished') {
          const whenFinished = opRule(op.type).whenFinished;
          if (whenFinished === 'already-done') {
            outcomes.push({ ok: true, applied: { seq: entry.seq, duplicate: true } });
            continue;
          }
          if (whenFinished === 'refused') throw conflict(serverMessages.sessionFinished);
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
    // Device ops never change the status; once committed, this is the newest seq.
    part.final = { ...entry, seen: { epoch: context.epoch, status: row.status, at: Date.now() } };
  }

  /**
   * Commits the batches of several sessions: first those whose newest state this process holds,
   * in one statement without the lock (`commitUnmoved`); then, in one locked transaction, the
   * rest and any that another process had moved on meanwhile.
   */
  async function commitGroup(parts: GroupPart[]): Promise<void> {
    let first: Unmoved;
    try {
      first = await commitUnmoved(parts);
    } catch (error) {
      for (const part of parts) for (const pending of part.batch) pending.reject(error);
      return;
    }
    let { rest, askLog } = first;
    if (first.movedOn.length > 0) {
      // Another process wrote some of these sessions since their states were read here: once more
      // without the lock, on their states read up to date, as two nodes writing one session
      // (its devices on both) mostly do not write it in the same moment. The lock holds their
      // rows, and other groups' waits on them, for the whole transaction.
      try {
        const again = await commitUnmoved(first.movedOn, true);
        rest = [...rest, ...again.rest, ...again.movedOn];
        askLog ||= again.askLog;
      } catch (error) {
        for (const part of first.movedOn) for (const pending of part.batch) pending.reject(error);
      }
    }
    if (rest.length > 0) await commitLocked(rest, askLog);
  }

  const actorIdsOf = (parts: GroupPart[]) => [
    ...new Set(
      parts.flatMap((part) => part.batch.flatMap((p) => (p.authorise ? [p.actorId] : []))),
    ),
  ];

  /**
   * The sessions of the group whose newest state this process holds, with every sender's account
   * in memory, have their batches applied to those states and written in one statement, no
   * transaction around it (`appendIfUnmoved`): it writes a session's ops only if its seq is still
   * the one they were applied to, and only while the account version is the one the accounts
   * were read at. Answers the parts it did not commit: `movedOn`, written meanwhile by another
   * process, and the `rest`, for the lock; `askLog` when the statement failed (an op id already in
   * a log, a retry), so the lock path asks the log first. `unheard`: the parts' states are read
   * up to date first, whether or not another process's commit was heard.
   */
  async function commitUnmoved(parts: GroupPart[], unheard = false): Promise<Unmoved> {
    const version = options.accounts.version();
    if (version === null) return { rest: parts, movedOn: [], askLog: false };
    // A failed catch-up leaves those sessions to the lock, which reads what they miss.
    const sessionIds = parts.map((part) => part.sessionId);
    await options.catchUp(sessionIds, unheard).catch(onError);
    const direct: Array<{ part: GroupPart; entry: CacheEntry; row: LockedRow }> = [];
    const rest: GroupPart[] = [];
    const actors = new Map<string, AuthUser>();
    for (const part of parts) {
      const current = options.current(part.sessionId);
      const { found, missing } = options.accounts.recall(version, actorIdsOf([part]));
      if (!current || missing.length > 0) {
        rest.push(part);
        continue;
      }
      for (const [id, account] of found) actors.set(id, account);
      direct.push({ part, ...current });
    }
    if (direct.length === 0) return { rest, movedOn: [], askLog: false };

    const timer = stageTimer(options.metrics);
    const context = { logged: new Map<string, number>(), actors, epoch: options.epoch() };
    const logRows: GroupLogRow[] = [];
    const seqs: Array<{ id: string; fromSeq: number; seq: number }> = [];
    for (const { part, entry, row } of direct) {
      await applyBatch(part, row, entry, context, logRows);
      seqs.push({ id: part.sessionId, fromSeq: entry.seq, seq: part.final?.seq ?? entry.seq });
    }
    timer.lap('apply');
    let unmoved: Set<string>;
    try {
      unmoved = await appendIfUnmoved(db, logRows, seqs, version);
    } catch {
      // Nothing was written: the lock path redoes the group, asking the log first.
      return { rest: parts, movedOn: [], askLog: true };
    }
    timer.lap('direct');
    const landed = direct.map(({ part }) => part).filter((part) => unmoved.has(part.sessionId));
    await publish(landed);
    timer.end(landed.length, opsIn(landed));
    const movedOn = direct.map(({ part }) => part).filter((part) => !unmoved.has(part.sessionId));
    return { rest, movedOn, askLog: false };
  }

  const opsIn = (parts: GroupPart[]) => parts.reduce((sum, part) => sum + part.batch.length, 0);

  /** The active accounts among `ids` at the account version the lock statement read. */
  async function actorsAt(tx: Transaction, version: number | undefined, ids: string[]) {
    const { found, missing } = options.accounts.recall(version, ids);
    if (missing.length === 0) return found;
    const read = await activeActors(tx, missing);
    options.accounts.remember(version, read.values());
    for (const [id, account] of read) found.set(id, account);
    return found;
  }

  /**
   * Commits the batches of several sessions in one transaction, their rows locked. Each op is
   * authorised and checked in turn against the state the ops before it made; a refused op is
   * answered alone and the rest go on. A session that does not exist answers its ops 404.
   * `askLog`: an op id of the group may already be in the log (a retry the batch did not know
   * of), so the log is asked first.
   */
  async function commitLocked(parts: GroupPart[], askLog = false): Promise<void> {
    const epoch = options.epoch();
    const sessionIds = parts.map((part) => part.sessionId).sort();
    const actorIds = actorIdsOf(parts);
    const timer = stageTimer(options.metrics);
    try {
      await db.transaction(async (tx) => {
        timer.lap('begin');
        const locked = await lockRows(tx, sessionIds);
        timer.lap('lock');
        const rowsById = new Map(locked.map((row) => [row.id, row]));
        const actors = await actorsAt(tx, locked[0]?.accountVersion, actorIds);
        timer.lap('accounts');
        const logged = askLog
          ? await seqsOfGroupOps(
              tx,
              sessionIds,
              parts.flatMap((part) => part.batch.map((p) => p.op.id)),
            )
          : new Map<string, number>();
        const logRows: GroupLogRow[] = [];
        const seqs: Array<{ id: string; seq: number }> = [];
        const starts = await options.loadManyAt(tx, locked);
        for (const part of parts) {
          const row = rowsById.get(part.sessionId);
          const start = starts.get(part.sessionId);
          if (!row || !start) {
            const missing = notFound(serverMessages.sessionNotFound);
            part.outcomes.length = 0;
            part.outcomes.push(...part.batch.map(() => ({ ok: false as const, error: missing })));
            continue;
          }
          options.rowLocked(row);
          const firstRow = logRows.length;
          await applyBatch(part, row, start, { logged, actors, epoch }, logRows);
          const last = logRows.at(-1);
          if (logRows.length > firstRow && last) seqs.push({ id: part.sessionId, seq: last.seq });
        }
        timer.lap('apply');
        if (logRows.length > 0) {
          const written = await appendGroupLog(tx, logRows, seqs);
          if (written !== logRows.length) throw new AlreadyLogged();
        }
        timer.lap('append');
      });
      timer.lap('commit');
    } catch (error) {
      if (error instanceof AlreadyLogged && !askLog) return commitLocked(parts, true);
      for (const part of parts) for (const pending of part.batch) pending.reject(error);
      return;
    }
    await publish(parts);
    timer.end(parts.length, opsIn(parts));
  }

  /** After commit: each session's state cached and its ops broadcast and announced, then answered. */
  async function publish(parts: GroupPart[]) {
    const announced: Promise<void>[] = [];
    for (const { sessionId, appended, final } of parts) {
      try {
        if (final) options.committed(sessionId, final, appended);
      } catch (error) {
        // The group is committed: its ops are answered whatever happened to the broadcast.
        onError(error);
      }
      if (final && appended.length > 0) {
        announced.push(options.announce(sessionId, final.seq, final.seen?.status ?? ''));
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

  return {
    /** Commits a session's batch in the next group transaction; resolves once it is answered. */
    commit(sessionId: string, batch: PendingOp[]): Promise<void> {
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
    },
  };
}
