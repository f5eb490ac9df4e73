import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { screenStateView } from '@levelup/shared/session';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/connect';
import { sessions } from '../src/db/schema';
import {
  connectSocket,
  firstCell,
  listen,
  makeOp,
  nextMessage,
  request,
  userSocket,
} from './realtime-clients';
import {
  castConnect,
  createSession,
  newScreenId,
  seedDemoGym,
  sessionState,
} from './sessions-helpers';
import { createTestApp, createTestDatabase, type TestContext, testDatabaseKinds } from './test-app';

describe.each(testDatabaseKinds)('sessions across server restarts (%s)', (kind) => {
  it('keeps state, seq and cast pairing through a restart', async () => {
    // PGlite is closed and reopened from its folder; Postgres outlives the app anyway.
    const dataDir = kind === 'pglite' ? await mkdtemp(path.join(tmpdir(), 'levelup-restart-')) : '';
    const open = async () => {
      const handle = await openDatabase({ kind: 'pglite', dataDir });
      await handle.migrate();
      return handle;
    };
    let database: DatabaseHandle =
      kind === 'pglite' ? await open() : await createTestDatabase(kind);
    try {
      const { coach, workoutId } = await seedDemoGym(database.db);

      const first = await createTestApp(kind, { database });
      const url = await listen(first.app);
      const { id } = await createSession(first, coach, { workoutId });
      const { screenId, screenToken } = await newScreenId(first.app);
      await castConnect(first, coach, screenId, id);

      const device = await userSocket(first.app, url, coach);
      const { state } = await request(device, 'session:join', { sessionId: id });
      await request(device, 'session:op', {
        sessionId: id,
        op: makeOp('clients:add', { clientIds: [state.availableClients[0].id] }),
      });
      const afterAdd = await sessionState(first, coach, id);
      const cell = firstCell(afterAdd.state);
      // 60 more ops: the snapshot is rewritten at 50, and the rest is replayed on load.
      for (let i = 1; i <= 60; i++) {
        const ack = await request(device, 'session:op', {
          sessionId: id,
          op: makeOp('cell:update', { ...cell, value: { kg: i * 2.5, reps: i % 50 } }),
        });
        expect(ack.ok).toBe(true);
      }
      const [mid] = await database.db.select().from(sessions).where(eq(sessions.id, id));
      expect(mid!.snapshotSeq).toBe(50);
      const before = await sessionState(first, coach, id);
      // The add, the coaching the server appended after it, and the 60 edits.
      expect(before.seq).toBe(afterAdd.seq + 60);
      // Loading from the snapshot and the log gives what the cache held.
      first.app.liveSessions.store.forget();
      expect(await sessionState(first, coach, id)).toEqual(before);
      device.close();

      await first.close();
      // Closing wrote the idle snapshot.
      const [closed] = await database.db.select().from(sessions).where(eq(sessions.id, id));
      expect(closed!.snapshotSeq).toBe(before.seq);
      if (kind === 'pglite') {
        await database.close();
        database = await open();
      }

      const second = await createTestApp(kind, { database });
      try {
        const url2 = await listen(second.app);
        expect(await sessionState(second, coach, id)).toEqual(before);
        expect(before.state.castConnection).toMatchObject({ screenId });

        const screen = await connectSocket(url2, { screenToken });
        const connect = nextMessage(screen, 'cast:connect');
        expect(await request(screen, 'cast:join', { screenId })).toEqual({ ok: true });
        expect(await connect).toEqual({ sessionId: id });
        const castJoin = await request(screen, 'session:join', { sessionId: id });
        expect(castJoin).toEqual({
          ok: true,
          state: screenStateView(before.state),
          seq: before.seq,
        });

        const device2 = await userSocket(second.app, url2, coach);
        await request(device2, 'session:join', { sessionId: id });
        const ack = await request(device2, 'session:op', {
          sessionId: id,
          op: makeOp('summary:mode', { mode: 'comparison' }),
        });
        expect(ack).toEqual({ ok: true, seq: before.seq + 1 });
        screen.close();
        device2.close();
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
    // A new PGlite folder takes several seconds to create, and this test opens one twice.
  }, 90_000);

  it('never reuses a cached state another server has moved on from', async () => {
    const database = await createTestDatabase(kind);
    const [one, two] = [
      await createTestApp(kind, { database }),
      await createTestApp(kind, { database }),
    ];
    try {
      const { coach } = await seedDemoGym(database.db);
      const { id } = await createSession(one, coach);
      const { parseSessionOp } = await import('@levelup/shared/session');
      const apply = (app: TestContext, op: unknown) =>
        app.app.liveSessions.store.applyClientOp(id, parseSessionOp(op)!, coach.id);

      expect(await apply(one, makeOp('summary:mode', { mode: 'comparison' }))).toEqual({
        seq: 1,
        duplicate: false,
      });
      expect(await apply(two, makeOp('cast:qr:visibility', { visible: true }))).toEqual({
        seq: 2,
        duplicate: false,
      });
      // `one` still caches seq 1; the lock shows seq 2, so it reloads before applying.
      expect(await apply(one, makeOp('phase:add', {}))).toEqual({ seq: 3, duplicate: false });
      const fromOne = await sessionState(one, coach, id);
      const fromTwo = await sessionState(two, coach, id);
      expect(fromOne).toEqual(fromTwo);
      expect(fromOne.state.summaryMode).toBe('comparison');
      expect(fromOne.state.castJoinQrVisible).toBe(true);
      expect(fromOne.state.phases).toHaveLength(2);
    } finally {
      await one.close();
      await two.close();
      await database.close();
    }
  });
});
