import type { SessionState } from '@levelup/shared/session';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { eventually, listen, makeOp, nextMessage, request, userSocket } from './realtime-clients';
import {
  createSession,
  joinedScreen,
  pairScreen,
  seedDemoGym,
  sessionState,
} from './sessions-helpers';
import { createTestApp, createTestDatabase } from './test-app';

const postgres = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// Two app instances stand in for two server processes: they share nothing but Postgres and Redis.
describe.skipIf(!postgres)(
  'scale-out: two servers sharing Postgres and Redis (skipped: set TEST_DATABASE_URL to run it)',
  () => {
    it('delivers ops sent to one server to a cast on the other, in order', async () => {
      const database = await createTestDatabase('postgres');
      const env = { REDIS_URL: redisUrl };
      const one = await createTestApp('postgres', { database, env });
      const two = await createTestApp('postgres', { database, env });
      try {
        const { coach, workoutId } = await seedDemoGym(database.db);
        const [urlOne, urlTwo] = [await listen(one.app), await listen(two.app)];
        const { id } = await createSession(one, coach, { workoutId });

        // The screen talks to server two; the trainer pairs it through server one.
        const cast = await joinedScreen(two.app, urlTwo);
        const screen = cast.socket;
        await pairScreen(one, coach, cast, id);
        const castJoin = await request(screen, 'session:join', { sessionId: id });
        expect(castJoin.seq).toBe(1);

        const trainer = await userSocket(one.app, urlOne, coach);
        const joined = await request(trainer, 'session:join', { sessionId: id });
        const state = joined.state as SessionState;
        const exerciseId = state.exercises[0]!.id;
        const userId = state.availableClients[0]!.id;
        await request(trainer, 'session:op', {
          sessionId: id,
          op: makeOp('clients:add', { clientIds: [userId] }),
        });
        const cell = { exerciseId, userId };

        // 20 ops sent without waiting for each other; the cast must see them in seq order.
        const ops = Array.from({ length: 20 }, (_, i) =>
          makeOp('cell:update', { ...cell, value: { reps: i + 1 } }),
        );
        const acks = await Promise.all(
          ops.map((op) => request(trainer, 'session:op', { sessionId: id, op })),
        );
        expect(acks.every((ack) => ack.ok)).toBe(true);

        // The cast sees every op from the clients:add on (seq 2), the server's coaching ops for
        // the new client among them, gap-free and in seq order.
        const lastSeq = Math.max(...acks.map((ack) => ack.seq as number));
        await eventually(() => expect(screen.ops.at(-1)?.seq).toBe(lastSeq));
        expect(screen.ops.map((o) => o.seq)).toEqual(
          Array.from({ length: lastSeq - 1 }, (_, i) => i + 2),
        );
        const sent = new Set(ops.map((op) => op.id));
        const received = screen.ops.map((o) => o.op.id).filter((opId) => sent.has(opId));
        const bySeq = [...acks.entries()]
          .sort(([, a], [, b]) => a.seq - b.seq)
          .map(([index]) => ops[index]!.id);
        expect(received).toEqual(bySeq);

        // A timer relayed on server one reaches a late joiner on server two.
        const sync = { sessionId: id, phase: 'rest', remainingMs: 20_000, isRunning: false };
        const relayed = nextMessage(screen, 'timer:sync');
        await request(trainer, 'timer:sync', sync);
        expect(await relayed).toEqual(sync);
        const late = await userSocket(two.app, urlTwo, coach);
        const lateTimer = nextMessage(late, 'timer:sync');
        await request(late, 'session:join', { sessionId: id });
        expect(await lateTimer).toEqual(sync);

        const [fromOne, fromTwo] = await Promise.all(
          [one, two].map((t) => sessionState(t, coach, id)),
        );
        expect(fromOne).toEqual(fromTwo);
        expect(fromOne.seq).toBe(lastSeq);
        for (const socket of [screen, trainer, late]) socket.close();
      } finally {
        await one.close();
        await two.close();
        await database.close();
      }
    });

    it('closes an account’s sockets on every server the moment it is demoted', async () => {
      const database = await createTestDatabase('postgres');
      // The periodic sweep is made rare: only the account's change notice can close the sockets.
      const options = { database, env: { REDIS_URL: redisUrl }, deps: { accountCheckMs: 600_000 } };
      const one = await createTestApp('postgres', options);
      const two = await createTestApp('postgres', options);
      try {
        const { coach } = await seedDemoGym(database.db);
        const [urlOne, urlTwo] = [await listen(one.app), await listen(two.app)];
        const { id } = await createSession(one, coach);
        const sockets = [
          await userSocket(one.app, urlOne, coach),
          await userSocket(two.app, urlTwo, coach),
        ];
        for (const socket of sockets) {
          expect((await request(socket, 'session:join', { sessionId: id })).ok).toBe(true);
        }
        const dropped = sockets.map((socket) => nextMessage(socket, 'disconnect'));
        await database.db.update(users).set({ role: 'client' }).where(eq(users.id, coach.id));
        expect(await Promise.all(dropped)).toEqual([
          'io server disconnect',
          'io server disconnect',
        ]);
      } finally {
        await one.close();
        await two.close();
        await database.close();
      }
    });
  },
);
