import { randomUUID } from 'node:crypto';
import {
  clientHistorySchema,
  clientProgressSchema,
  historySessionDetailSchema,
  historySessionListSchema,
  ownTrainingMessages,
  ownTrainingResponseSchema,
  serverMessages,
} from '@levelup/shared';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { clientExerciseRecords, exercises, sessionLogs, sessions } from '../src/db/schema';
import { testClock } from './auth-helpers';
import { asUser, insertPersonRoles, insertUser, type PersonRole } from './factories';
import { testDatabaseKinds, useTestApp } from './test-app';

/** Saturday 15 June 2030, 10:00 UTC: the clients below are an hour east of UTC. */
const NOW = new Date('2030-06-15T10:00:00Z');
const TZ = 60;

describe.each(testDatabaseKinds)('own training API (%s)', (kind) => {
  const clock = testClock(NOW);
  const t = useTestApp(kind, { deps: { now: clock.now } });
  const roles = {} as Record<PersonRole, AuthUser>;
  const lifts = { squat: '', bench: '', plank: '' };

  const headersOf = async (user: AuthUser | null) => (user ? await t.authHeader(user) : {});
  const get = async (user: AuthUser | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: await headersOf(user) });

  /** POSTs a self-logged exercise for `clientId` as `user`. */
  async function logOwn(user: AuthUser | null, clientId: string, body: object) {
    return t.app.inject({
      method: 'POST',
      url: `/api/users/${clientId}/own-sets?tzOffset=${TZ}`,
      headers: await headersOf(user),
      payload: body,
    });
  }

  const entry = (overrides: object = {}) => ({
    id: randomUUID(),
    exerciseId: lifts.squat,
    date: '2030-06-15',
    // A hard 100 x 5 (RPE 10, an e1RM of 115.9 by the RTS chart) under 110 x 3 (121 by Epley).
    sets: [
      { kg: 100, reps: 5, rpe: 10 },
      { kg: 110, reps: 3 },
    ],
    ...overrides,
  });

  /** A new client of the trainer, so a test starts from no training at all. */
  async function newClient() {
    return asUser(
      await insertUser(t.database.db, {
        role: 'client',
        trainerId: roles.trainer.id,
        firstName: 'Sam',
        lastName: 'Self',
      }),
    );
  }

  const logsOf = (clientId: string) =>
    t.database.db.select().from(sessionLogs).where(eq(sessionLogs.clientId, clientId));

  beforeAll(async () => {
    const db = t.database.db;
    Object.assign(roles, await insertPersonRoles(db));
    const rows = await db
      .insert(exercises)
      .values([
        { name: 'Own Squat', type: 'compound', primaryMuscles: ['quads', 'glutes'] },
        { name: 'Own Bench', type: 'compound', primaryMuscles: ['pecs', 'triceps'] },
        { name: 'Own Plank', type: 'accessory', primaryMuscles: ['abs'] },
      ])
      .returning({ id: exercises.id });
    [lifts.squat, lifts.bench, lifts.plank] = rows.map((r) => r.id) as [string, string, string];
  });

  describe('who may log', () => {
    it('is the client, for themself only: 201, and 403 for everyone else, 401 without account', async () => {
      const expected: Record<PersonRole, number> = {
        owner: 201,
        trainer: 403,
        otherTrainer: 403,
        otherClient: 403,
        admin: 403,
      };
      for (const [role, status] of Object.entries(expected) as [PersonRole, number][]) {
        const res = await logOwn(roles[role], roles.owner.id, entry());
        expect(res.statusCode, role).toBe(status);
      }
      expect((await logOwn(null, roles.owner.id, entry())).statusCode).toBe(401);
      // A trainer has no training of their own to log here either.
      expect((await logOwn(roles.trainer, roles.trainer.id, entry())).statusCode).toBe(403);
    });

    it('refuses before reading the body: a stranger learns nothing of what it would take', async () => {
      const res = await logOwn(roles.otherClient, roles.owner.id, { nonsense: true });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'FORBIDDEN', message: serverMessages.forbidden });
    });
  });

  describe('logging', () => {
    it('writes one working set per set, self-logged and unverified, on the day given', async () => {
      const client = await newClient();
      const body = entry({ date: '2030-06-12' });
      const res = await logOwn(client, client.id, body);
      expect(res.statusCode).toBe(201);
      expect(ownTrainingResponseSchema.parse(res.json())).toEqual({
        id: body.id,
        exerciseId: lifts.squat,
        date: '2030-06-12',
        sets: 2,
      });
      const logs = await logsOf(client.id);
      expect(
        logs.map((l) => [
          l.setIndex,
          l.kg,
          l.reps,
          l.rpe,
          l.isWarmup,
          l.verification,
          l.loggedBy,
          l.source,
          l.logKey,
        ]),
      ).toEqual(
        expect.arrayContaining([
          [0, 100, 5, 10, false, 'none', 'athlete', 'self-logged', `self:${body.id}:0`],
          [1, 110, 3, null, false, 'none', 'athlete', 'self-logged', `self:${body.id}:1`],
        ]),
      );
      expect(logs.every((l) => l.sessionDate === '2030-06-12' && l.sessionId === body.id)).toBe(
        true,
      );
      // Three days back at the time it is now, so every reader puts it on the 12th.
      expect(logs[0]?.performedAt.toISOString()).toBe('2030-06-12T10:00:00.000Z');
      const [session] = await t.database.db.select().from(sessions).where(eq(sessions.id, body.id));
      expect(session).toMatchObject({
        kind: 'self-logged',
        status: 'finished',
        trainerId: client.id,
        workoutId: null,
      });
    });

    it('logs a double press and a retry once, and refuses the id sent again with other sets', async () => {
      const client = await newClient();
      const body = entry();
      const [first, second] = await Promise.all([
        logOwn(client, client.id, body),
        logOwn(client, client.id, body),
      ]);
      expect([first?.statusCode, second?.statusCode]).toEqual([201, 201]);
      const retry = await logOwn(client, client.id, body);
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first?.json());
      expect(await logsOf(client.id)).toHaveLength(2);

      const changed = await logOwn(client, client.id, { ...body, sets: [{ kg: 140, reps: 1 }] });
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toMatchObject({ message: serverMessages.idempotencyKeyReused });
      // Someone else's training id is not a way in either.
      const other = await newClient();
      expect((await logOwn(other, other.id, body)).statusCode).toBe(409);
      expect(await logsOf(client.id)).toHaveLength(2);
      expect(await logsOf(other.id)).toHaveLength(0);
    });

    it('names an exercise not in the library, and writes nothing for it or for bad sets', async () => {
      const client = await newClient();
      const unknown = await logOwn(client, client.id, entry({ exerciseId: randomUUID() }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().issues).toEqual([
        { path: 'exerciseId', message: ownTrainingMessages.unknownExercise },
      ]);
      const badReps = await logOwn(client, client.id, entry({ sets: [{ kg: 50, reps: 0 }] }));
      expect(badReps.statusCode).toBe(400);
      expect(badReps.json().issues).toEqual([
        { path: 'sets.0.reps', message: ownTrainingMessages.repsRange(1, 50) },
      ]);
      const future = await logOwn(client, client.id, entry({ date: '2030-06-17' }));
      expect(future.json().issues).toEqual([
        { path: 'date', message: ownTrainingMessages.dateInFuture },
      ]);
      expect(await logsOf(client.id)).toHaveLength(0);
    });
  });

  describe('what the sets count in', () => {
    it("raises the client's record and best e1RM, and a past day's log leaves the last set alone", async () => {
      const client = await newClient();
      await logOwn(client, client.id, entry());
      const recordOf = async () => {
        const [row] = await t.database.db
          .select()
          .from(clientExerciseRecords)
          .where(
            and(
              eq(clientExerciseRecords.clientId, client.id),
              eq(clientExerciseRecords.exerciseId, lifts.squat),
            ),
          );
        return row;
      };
      expect(await recordOf()).toMatchObject({
        bestKg: 110,
        bestReps: 3,
        bestE1rm: expect.closeTo(121, 6),
        lastKg: 110,
        lastReps: 3,
      });
      await logOwn(client, client.id, entry({ date: '2030-06-01', sets: [{ kg: 120, reps: 3 }] }));
      expect(await recordOf()).toMatchObject({
        bestKg: 120,
        bestE1rm: expect.closeTo(132, 6),
        lastKg: 110,
        lastAt: NOW,
      });
    });

    it("shows in the client's trainings, records and progress, marked self-logged", async () => {
      const client = await newClient();
      const body = entry();
      await logOwn(client, client.id, body);
      const res = await get(client, `/api/clients/${client.id}/history?tzOffset=${TZ}`);
      expect(res.statusCode).toBe(200);
      const history = clientHistorySchema.parse(res.json());
      expect(history.trainings).toEqual([
        {
          id: body.id,
          date: NOW.toISOString(),
          selfLogged: true,
          importedFrom: null,
          workoutName: null,
          exercises: ['Own Squat'],
          sets: 2,
        },
      ]);
      expect(history.exercises).toEqual([
        expect.objectContaining({
          name: 'Own Squat',
          best: { day: '2030-06-15', e1rm: 121, kg: 110, reps: 3 },
        }),
      ]);
      expect(history.progress).toMatchObject({ verifiedSets: 2, xp: 20 });
      expect(history.progress.weeks.at(-1)).toMatchObject({ volumeKg: 830, verifiedSets: 2 });
    });

    it("shows on the trainer's page of the client, marked, and in no one's own session list", async () => {
      const client = await newClient();
      const body = entry();
      await logOwn(client, client.id, body);
      const listOf = async (user: AuthUser, query = `?clientId=${client.id}`) => {
        const res = await get(user, `/api/history/sessions${query}`);
        return res.statusCode === 200 ? historySessionListSchema.parse(res.json()) : res.statusCode;
      };
      for (const user of [roles.trainer, roles.admin]) {
        expect(await listOf(user)).toEqual([
          expect.objectContaining({
            id: body.id,
            selfLogged: true,
            workoutName: null,
            clients: [{ id: client.id, name: 'Sam Self' }],
            sets: 2,
          }),
        ]);
        const everyone = await listOf(user, '');
        expect(Array.isArray(everyone) && everyone.some((s) => s.id === body.id)).toBe(false);
      }
      expect(await listOf(roles.otherTrainer)).toBe(403);

      const detail = await get(roles.trainer, `/api/history/sessions/${body.id}`);
      expect(detail.statusCode).toBe(200);
      const summary = historySessionDetailSchema.parse(detail.json());
      expect(summary.session.selfLogged).toBe(true);
      expect(summary.clients[0]?.exercises[0]).toMatchObject({
        name: 'Own Squat',
        topSet: { kg: 110, reps: 3 },
      });
      expect((await get(roles.admin, `/api/history/sessions/${body.id}`)).statusCode).toBe(200);
      expect((await get(roles.otherTrainer, `/api/history/sessions/${body.id}`)).statusCode).toBe(
        403,
      );
    });

    it("goes into the client's export, with its RPE and where it came from", async () => {
      const client = await newClient();
      const body = entry();
      await logOwn(client, client.id, body);
      const res = await get(client, `/api/clients/${client.id}/export?format=csv`);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      const sets = new TextDecoder().decode(files['sets.csv']).split('\r\n');
      expect(sets).toContain(
        `${NOW.toISOString()},${body.id},Own Squat,1,100,5,10,no,none,ok,athlete,self-logged,kg`,
      );
    });
  });

  describe('the progression filters', () => {
    it('chart the volume of one muscle group over 1, 3 or 6 months', async () => {
      const client = await newClient();
      await logOwn(client, client.id, entry({ sets: [{ kg: 100, reps: 5 }] }));
      await logOwn(
        client,
        client.id,
        entry({ exerciseId: lifts.bench, date: '2030-06-14', sets: [{ kg: 60, reps: 10 }] }),
      );
      await logOwn(
        client,
        client.id,
        entry({ exerciseId: lifts.plank, date: '2030-04-01', sets: [{ kg: 20, reps: 10 }] }),
      );
      const progress = async (query: string) => {
        const res = await get(client, `/api/users/${client.id}/progress?tzOffset=${TZ}${query}`);
        expect(res.statusCode, query).toBe(200);
        return clientProgressSchema.parse(res.json());
      };
      const volumes = (p: { weeks: { volumeKg: number }[] }) => p.weeks.map((w) => w.volumeKg);

      const all = await progress('');
      expect(all.weeks).toHaveLength(7);
      expect(all.weeks.at(-1)?.volumeKg).toBe(1100);
      expect((await progress('&group=lower')).weeks.at(-1)?.volumeKg).toBe(500);
      expect((await progress('&group=upper')).weeks.at(-1)?.volumeKg).toBe(600);
      expect(volumes(await progress('&group=core'))).toEqual(Array(7).fill(0));

      const quarter = await progress('&months=3&group=core');
      expect(quarter.weeks).toHaveLength(13);
      expect(volumes(quarter).filter((v) => v > 0)).toEqual([200]);
      expect(quarter.weeks.find((w) => w.volumeKg > 0)?.weekStart).toBe('2030-03-31');
      expect((await progress('&months=1')).weeks).toHaveLength(5);
      expect((await progress('&months=6')).weeks).toHaveLength(26);
      // The level counts the whole history whatever the chart shows.
      expect((await progress('&months=1&group=core')).xp).toBe(all.xp);

      for (const query of ['&group=arms', '&months=2', '&months=x']) {
        const res = await get(client, `/api/users/${client.id}/progress?${query}`);
        expect(res.statusCode, query).toBe(400);
      }
    });
  });
});
