import { randomUUID } from 'node:crypto';
import { createSessionState, parseSessionOp, type SessionOp } from '@levelup/shared/session';
import { describe, expect, it, onTestFinished } from 'vitest';
import { insertUser } from '../../test/factories';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-app';
import { startChangeFeed } from '../db/change-feed';
import { insertSession } from './session-repository';
import { createSessionStore } from './session-store';

/** Puts a new client on the grid: each op adds to the state, so a skipped one would show. */
const seat = (firstName: string): SessionOp => {
  const clientId = randomUUID();
  const parsed = parseSessionOp({
    id: randomUUID(),
    type: 'clients:add',
    payload: { clientIds: [clientId], clients: [{ id: clientId, firstName }] },
  });
  if (!parsed) throw new Error('clients:add did not parse');
  return parsed;
};
const names = (state: { clients: Array<{ firstName: string }> }) =>
  state.clients.map((c) => c.firstName);

// Two stores on one database stand in for two server processes: each commits ops the other's
// cached state has not seen, and catches up from that state rather than from the snapshot.
describe.each(testDatabaseKinds)('two stores on one database (%s)', (kind) => {
  it('catch up on each other’s ops to the state a load from the snapshot gives', async () => {
    const database = await createTestDatabase(kind);
    onTestFinished(() => database.close());
    const { db } = database;
    const changes = await startChangeFeed(database, () => {});
    onTestFinished(() => changes.close());
    const trainer = await insertUser(db, { role: 'trainer' });
    const { id } = await insertSession(db, {
      trainerId: trainer.id,
      workoutId: null,
      joinCode: 'CATCHUP1',
      startedAt: new Date(),
      state: createSessionState({}),
    });
    // Snapshots far apart, so every catch-up has ops after the snapshot to replay.
    const options = { db, changes, snapshotEvery: 1000, idleSnapshotMs: 600_000 };
    const one = createSessionStore(options);
    const two = createSessionStore(options);

    await one.applyClientOp(id, seat('A'), trainer.id);
    expect((await two.readState(id)).seq).toBe(1);
    await one.applyClientOp(id, seat('B'), trainer.id);
    await one.applyClientOp(id, seat('C'), trainer.id);
    // Two holds seq 1: it replays seqs 2 and 3 under the lock before its own op.
    expect(await two.applyClientOp(id, seat('D'), trainer.id)).toEqual({
      seq: 4,
      duplicate: false,
    });
    // One holds seq 3: it replays seq 4.
    expect(await one.applyClientOp(id, seat('E'), trainer.id)).toEqual({
      seq: 5,
      duplicate: false,
    });
    await two.transact(id, async (session) => {
      expect(names(await session.state())).toEqual(['A', 'B', 'C', 'D', 'E']);
    });

    const fresh = createSessionStore(options);
    const loaded = await fresh.readState(id);
    expect(loaded.seq).toBe(5);
    expect(names(loaded.state)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(await one.readState(id)).toEqual(loaded);
    expect(await two.readState(id)).toEqual(loaded);
    for (const store of [one, two, fresh]) await store.flushSnapshots();
  });
});
