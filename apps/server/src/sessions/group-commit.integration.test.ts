import { randomUUID } from 'node:crypto';
import {
  applyOp,
  createSessionState,
  parseSessionOp,
  type SequencedSessionOp,
  type SessionOp,
} from '@levelup/shared/session';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { insertUser } from '../../test/factories';
import { createTestDatabase, type TestDatabaseKind, testDatabaseKinds } from '../../test/test-app';
import type { AuthUser } from '../auth';
import type { Database } from '../db/connect';
import { users } from '../db/schema';
import type { Queryable } from '../db/transaction';
import { forbidden } from '../http/errors';
import { createAccountMemory } from './account-memory';
import { type AuthoriseOp, createGroupCommit, type PendingOp } from './group-commit';
import type { LockedRow } from './op-log-repository';
import * as opLog from './op-log-repository';
import type { AppliedOp } from './sequenced-op';
import { insertSession, markFinished } from './session-repository';
import type { CacheEntry } from './state-cache';

const op = (type: string, payload: unknown): SessionOp => {
  const parsed = parseSessionOp({ id: randomUUID(), type, payload });
  if (!parsed) throw new Error(`${type} did not parse`);
  return parsed;
};
const noop = () => {};
const summary = () => op('summary:mode', { mode: 'comparison' });
const cellUpdate = () =>
  op('cell:update', { exerciseId: randomUUID(), userId: randomUUID(), value: { kg: 20 } });

/**
 * How a group commit finds a session's newest state: `lock` never knows it, so every group takes
 * the lock; `memory` knows what it committed last (as the store's cache does), so its groups
 * write without the lock while no other node moved the session on.
 */
type Mode = 'lock' | 'memory';

/** A group commit on a fresh database with `count` live sessions, and the ops it published. */
async function groupCommitOn(kind: TestDatabaseKind, mode: Mode, count: number) {
  const database = await createTestDatabase(kind);
  onTestFinished(() => database.close());
  const { db } = database;
  const trainer = await insertUser(db, { role: 'trainer' });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const values = { trainerId: trainer.id, workoutId: null, joinCode: `CODE${i}` };
    const state = createSessionState({});
    ids.push((await insertSession(db, { ...values, startedAt: new Date(), state })).id);
  }
  const published: SequencedSessionOp[] = [];
  const loadAt = async (q: Queryable, sessionId: string, seq: number) => {
    const snapshot = await opLog.readSnapshot(q, sessionId);
    if (!snapshot) throw new Error('no session');
    let state = snapshot.state;
    for (const row of await opLog.loggedOps(q, sessionId, snapshot.snapshotSeq, seq)) {
      const logged = parseSessionOp(row.op);
      if (logged) state = applyOp(state, logged);
    }
    return { seq, state, snapshotSeq: snapshot.snapshotSeq };
  };
  /**
   * One server process's group commit (its own account memory) and its `send`, which sends one
   * batch of a session and answers each op's seq, or the error that refused it.
   */
  const node = () => {
    const committedHere = new Map<string, CacheEntry>();
    const rows = new Map<string, LockedRow>();
    const locked = { groups: 0 };
    const groups = createGroupCommit({
      db,
      epoch: () => 1,
      loadManyAt: async (q, rows) => {
        locked.groups += 1;
        return new Map(
          await Promise.all(
            rows.map(async (row) => [row.id, await loadAt(q, row.id, row.seq)] as const),
          ),
        );
      },
      committed: (sessionId, entry, appended) => {
        committedHere.set(sessionId, entry);
        published.push(...appended);
      },
      announce: async () => {},
      maxGroupSessions: 10,
      maxGroupsInFlight: 1,
      accounts: createAccountMemory(),
      current: (sessionId) => {
        const entry = committedHere.get(sessionId);
        const row = rows.get(sessionId);
        if (mode === 'lock' || !entry || !row) return undefined;
        return { entry, row: { ...row, seq: entry.seq, snapshotSeq: entry.snapshotSeq } };
      },
      // Without the change feed, a server here hears nothing of the other's writes; asked to
      // read what it may have missed unheard, it reads the log, as the store does.
      catchUp: async (sessionIds, unheard) => {
        if (!unheard) return;
        for (const id of sessionIds) {
          const entry = committedHere.get(id);
          if (!entry) continue;
          const missed = await opLog.loggedOpsAfter(db, [{ id, seq: entry.seq }]);
          let state = entry.state;
          for (const row of missed) {
            const logged = parseSessionOp(row.op);
            if (logged) state = applyOp(state, logged);
          }
          committedHere.set(id, { ...entry, seq: entry.seq + missed.length, state });
        }
      },
      rowLocked: (row) => rows.set(row.id, row),
      onError: (error) => {
        throw error;
      },
    });
    const send = async (sessionId: string, ops: SessionOp[], authorise?: AuthoriseOp) => {
      const answers: Array<Promise<unknown>> = [];
      const pending = ops.map((sent) => {
        const entry: PendingOp = {
          op: sent,
          actorId: trainer.id,
          authorise,
          resolve: noop,
          reject: noop,
        };
        answers.push(
          new Promise<AppliedOp>((resolve, reject) => {
            entry.resolve = resolve;
            entry.reject = reject;
          }).catch((error: unknown) => error),
        );
        return entry;
      });
      await groups.commit(sessionId, pending);
      return Promise.all(answers);
    };
    /** How many groups this server committed under the lock. */
    return Object.assign(send, { lockedGroups: () => locked.groups });
  };
  const send = node();
  return { db, ids, published, send, node, trainer };
}

async function finish(db: Database, sessionId: string) {
  await db.transaction((tx) => markFinished(tx, sessionId, new Date()));
}

const modes: Mode[] = ['lock', 'memory'];
const kindsAndModes = testDatabaseKinds.flatMap((kind) =>
  modes.map((mode) => [kind, mode] as const),
);

describe.each(kindsAndModes)('group commit (%s, %s)', (kind, mode) => {
  it('commits the batches of several sessions together, each in its order, then publishes them', async () => {
    const { db, ids, published, send } = await groupCommitOn(kind, mode, 2);
    const [a, b] = ids as [string, string];
    const [answersA, answersB] = await Promise.all([
      send(a, [summary(), cellUpdate()]),
      send(b, [summary()]),
    ]);
    expect(answersA).toEqual([
      { seq: 1, duplicate: false },
      { seq: 2, duplicate: false },
    ]);
    expect(answersB).toEqual([{ seq: 1, duplicate: false }]);
    expect(published.map((p) => [p.sessionId, p.seq])).toEqual(
      expect.arrayContaining([
        [a, 1],
        [a, 2],
        [b, 1],
      ]),
    );
    expect(await opLog.committedSeq(db, a)).toBe(2);
  });

  it('answers a retried op id with the seq it was first applied with', async () => {
    const { ids, send } = await groupCommitOn(kind, mode, 1);
    const id = ids[0] as string;
    const once = summary();
    await send(id, [once]);
    expect(await send(id, [once])).toEqual([{ seq: 1, duplicate: true }]);
  });

  it('follows the op policy on a finished session: only the summary toggle, a repeated end is done', async () => {
    const { db, ids, send } = await groupCommitOn(kind, mode, 1);
    const id = ids[0] as string;
    await finish(db, id);
    const [refused, toggled, ended] = await send(id, [
      cellUpdate(),
      summary(),
      op('session:end', {}),
    ]);
    expect(refused).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect(toggled).toEqual({ seq: 1, duplicate: false });
    expect(ended).toEqual({ seq: 1, duplicate: true });
  });

  it('answers a refused op alone, and a missing session’s ops 404', async () => {
    const { ids, send } = await groupCommitOn(kind, mode, 1);
    const id = ids[0] as string;
    const refuseCells: AuthoriseOp = async (session) => {
      const state = await session.state();
      if (state.summaryMode === 'comparison') throw forbidden();
    };
    const answers = await send(id, [cellUpdate(), summary(), cellUpdate()], refuseCells);
    expect(answers[0]).toEqual({ seq: 1, duplicate: false });
    expect(answers[1]).toEqual({ seq: 2, duplicate: false });
    expect(answers[2]).toMatchObject({ statusCode: 403 });
    expect(await send(randomUUID(), [summary()])).toEqual([
      expect.objectContaining({ statusCode: 404 }),
    ]);
  });

  it('hands each op its sender’s account as it is now on every server: a disabling or a new role shows in the next group', async () => {
    const { db, ids, send, node, trainer } = await groupCommitOn(kind, mode, 1);
    const id = ids[0] as string;
    const nodes = [send, node()];
    const seen: Array<AuthUser | null | undefined> = [];
    /**
     * An op through each server, twice: the first reads the account, the second may recall it.
     * The account each op was last checked with is kept (a server whose memory of the session
     * was behind checks it again under the lock).
     */
    const everywhere = async () => {
      for (let round = 0; round < 2; round++) {
        for (const sendOn of nodes) {
          let checkedWith: AuthUser | null | undefined;
          await sendOn(id, [summary()], async (_session, actor) => {
            checkedWith = actor;
          });
          seen.push(checkedWith);
        }
      }
    };
    const account = eq(users.id, trainer.id);
    await everywhere();
    await db.update(users).set({ disabledAt: new Date() }).where(account);
    await everywhere();
    await db.update(users).set({ disabledAt: null, role: 'client' }).where(account);
    await everywhere();
    const asTrainer = { id: trainer.id, role: 'trainer' };
    const asClient = { id: trainer.id, role: 'client' };
    expect(seen).toEqual([
      ...Array(4).fill(asTrainer),
      ...Array(4).fill(null),
      ...Array(4).fill(asClient),
    ]);
  });

  it('gives ops from two servers taking turns on one session one gap-free seq, each op once', async () => {
    const { db, ids, send, node } = await groupCommitOn(kind, mode, 1);
    const id = ids[0] as string;
    const other = node();
    const answers = [];
    for (const sendOn of [send, other, send, send, other, send]) {
      answers.push(...(await sendOn(id, [cellUpdate(), summary()])));
    }
    expect(answers.map((answer) => (answer as AppliedOp).seq)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect((await opLog.loggedOps(db, id, 0, 12)).map((row) => row.seq)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(await opLog.committedSeq(db, id)).toBe(12);
  });

  it('commits a group where another server moved one session on: that one under the lock, each at its next seq', async () => {
    const { db, ids, send, node } = await groupCommitOn(kind, mode, 2);
    const [a, b] = ids as [string, string];
    const other = node();
    await Promise.all([send(a, [summary()]), send(b, [summary()])]);
    await other(b, [summary()]);
    const [onA, onB] = await Promise.all([send(a, [cellUpdate()]), send(b, [cellUpdate()])]);
    expect(onA).toEqual([{ seq: 2, duplicate: false }]);
    expect(onB).toEqual([{ seq: 3, duplicate: false }]);
    expect(await opLog.committedSeq(db, a)).toBe(2);
    expect((await opLog.loggedOps(db, b, 0, 3)).map((row) => row.seq)).toEqual([1, 2, 3]);
  });
});

describe.each(testDatabaseKinds)('group commit with two servers on one session (%s)', (kind) => {
  it('commits a session the other server moved on, unheard, without the lock: its state read up to date first', async () => {
    const { db, ids, send, node } = await groupCommitOn(kind, 'memory', 1);
    const id = ids[0] as string;
    const other = node();
    await send(id, [summary()]);
    const lockedBefore = send.lockedGroups();
    await other(id, [cellUpdate(), cellUpdate()]);
    // This server's state is at seq 1; the log is at 3. The write finds it moved on, reads the
    // two ops it missed and writes at 4 and 5, no lock taken.
    expect(await send(id, [summary(), cellUpdate()])).toEqual([
      { seq: 4, duplicate: false },
      { seq: 5, duplicate: false },
    ]);
    expect(send.lockedGroups()).toBe(lockedBefore);
    expect((await opLog.loggedOps(db, id, 0, 5)).map((row) => row.seq)).toEqual([1, 2, 3, 4, 5]);
  });
});
