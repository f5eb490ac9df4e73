import { randomUUID } from 'node:crypto';
import { createSessionState, parseSessionOp, type SessionOp } from '@levelup/shared/session';
import { describe, expect, it, onTestFinished } from 'vitest';
import { insertUser } from '../../test/factories';
import { createTestDatabase, type TestDatabaseKind, testDatabaseKinds } from '../../test/test-app';
import type { Database } from '../db/connect';
import * as opLog from './op-log-repository';
import { insertSession } from './session-repository';

const summaryOp = (): SessionOp => {
  const op = parseSessionOp({
    id: randomUUID(),
    type: 'summary:mode',
    payload: { mode: 'progress' },
  });
  if (!op) throw new Error('summary:mode did not parse');
  return op;
};

async function databaseWithSessions(kind: TestDatabaseKind, count: number) {
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
  return { db, ids };
}

const logRow = (seq: number, op: SessionOp) => ({ seq, op_id: op.id, actor_id: 'server', op });

async function append(db: Database, sessionId: string, rows: opLog.LogRow[], seq: number) {
  return db.transaction((tx) => opLog.appendLog(tx, sessionId, rows, seq));
}

describe.each(testDatabaseKinds)('the op log repository (%s)', (kind) => {
  it('appends ops once each, moves the seq and reads them back in order', async () => {
    const { db, ids } = await databaseWithSessions(kind, 1);
    const id = ids[0] as string;
    const [one, two] = [summaryOp(), summaryOp()];
    expect(await append(db, id, [logRow(1, one), logRow(2, two)], 2)).toBe(2);
    expect(await append(db, id, [logRow(3, one)], 2)).toBe(0);
    expect(await opLog.committedSeq(db, id)).toBe(2);
    const logged = await opLog.loggedOps(db, id, 0, 2);
    expect(logged.map((r) => r.seq)).toEqual([1, 2]);
    expect((await opLog.loggedOps(db, id, 1, 2)).map((r) => r.seq)).toEqual([2]);
    expect(await opLog.seqsOfOps(db, id, [two.id, randomUUID()])).toEqual(new Map([[two.id, 2]]));
  });

  it('appends the ops of several sessions in one statement and locks rows in id order', async () => {
    const { db, ids } = await databaseWithSessions(kind, 2);
    const [a, b] = ids as [string, string];
    const [opA, opB] = [summaryOp(), summaryOp()];
    const written = await db.transaction(async (tx) => {
      const locked = await opLog.lockRows(tx, [b, a]);
      expect(locked.map((row) => row.id)).toEqual([a, b].sort());
      return opLog.appendGroupLog(
        tx,
        [
          { session_id: a, ...logRow(1, opA) },
          { session_id: b, ...logRow(1, opB) },
        ],
        [
          { id: a, seq: 1 },
          { id: b, seq: 1 },
        ],
      );
    });
    expect(written).toBe(2);
    expect(await opLog.committedSeq(db, a)).toBe(1);
    expect(await opLog.committedSeq(db, b)).toBe(1);
    const found = await db.transaction((tx) => opLog.seqsOfGroupOps(tx, [a, b], [opA.id, opB.id]));
    expect(found).toEqual(
      new Map([
        [`${a}:${opA.id}`, 1],
        [`${b}:${opB.id}`, 1],
      ]),
    );
  });

  it('moves the snapshot forward only', async () => {
    const { db, ids } = await databaseWithSessions(kind, 1);
    const id = ids[0] as string;
    const state = createSessionState({ teams: [] });
    await opLog.writeSnapshot(db, id, { state, seq: 5 });
    await opLog.writeSnapshot(db, id, { state, seq: 3 });
    expect((await opLog.readSnapshot(db, id))?.snapshotSeq).toBe(5);
    expect((await opLog.readRow(db, id))?.snapshotSeq).toBe(5);
    expect(await opLog.readRow(db, randomUUID())).toBeUndefined();
  });
});
