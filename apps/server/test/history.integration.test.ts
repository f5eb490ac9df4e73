import {
  clientHistorySchema,
  clientProgressSchema,
  historySessionDetailSchema,
  historySessionListSchema,
} from '@levelup/shared';
import { parseSessionOp } from '@levelup/shared/session';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import {
  exercises,
  feedback,
  lifestyleLogs,
  sessionLogs,
  sessionParticipants,
  sessions,
} from '../src/db/schema';
import { asUser, insertUser } from './factories';
import { makeOp } from './realtime-clients';
import { createSession, endSession, seatClients } from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

type Role = 'owner' | 'trainer' | 'otherTrainer' | 'otherClient' | 'admin';
const ROLES: Role[] = ['owner', 'trainer', 'otherTrainer', 'otherClient', 'admin'];
/** A trainer's own session: the trainer who ran it and admin. */
const TRAINER_AND_ADMIN: Record<Role, number> = {
  owner: 403,
  trainer: 200,
  otherTrainer: 403,
  otherClient: 403,
  admin: 200,
};
/** A person's own data: the person, their trainer and admin. */
const PERSON_AND_THEIR_TRAINER: Record<Role, number> = { ...TRAINER_AND_ADMIN, owner: 200 };

describe.each(testDatabaseKinds)('history API (%s)', (kind) => {
  const t = useTestApp(kind);
  const roles = {} as Record<Role, AuthUser>;
  let squatId = '';
  let benchId = '';
  /** Two finished sessions of the trainer, a week apart, with the owner's logged sets. */
  const seeded = { first: '', second: '' };

  const call = async (user: AuthUser | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: user ? await t.authHeader(user) : {} });

  /** GET `url` as every role, expecting each role's status. */
  async function expectStatuses(url: string, expected: Record<Role, number>) {
    for (const role of ROLES) {
      expect((await call(roles[role], url)).statusCode, role).toBe(expected[role]);
    }
  }

  /** A finished session of `trainer` that ended at `at`, with the given clients on it. */
  async function finishedSession(trainer: AuthUser, at: string, clientIds: string[]) {
    const { id } = await createSession(t, trainer);
    await endSession(t, trainer, id);
    const db = t.database.db;
    await db
      .update(sessions)
      .set({ startedAt: new Date(at), finishedAt: new Date(at) })
      .where(eq(sessions.id, id));
    if (clientIds.length > 0) {
      await db
        .insert(sessionParticipants)
        .values(clientIds.map((userId) => ({ sessionId: id, userId })))
        .onConflictDoNothing();
    }
    return id;
  }

  const logSet = (
    sessionId: string,
    clientId: string,
    exerciseId: string,
    at: string,
    kg: number,
    reps: number,
    extra: Partial<typeof sessionLogs.$inferInsert> = {},
  ) => ({
    sessionId,
    clientId,
    exerciseId,
    kg,
    reps,
    verification: 'verified' as const,
    performedAt: new Date(at),
    ...extra,
  });

  beforeAll(async () => {
    const db = t.database.db;
    roles.trainer = asUser(await insertUser(db, { role: 'trainer', firstName: 'Coach' }));
    roles.otherTrainer = asUser(await insertUser(db, { role: 'trainer' }));
    roles.admin = asUser(await insertUser(db, { role: 'admin' }));
    roles.owner = asUser(
      await insertUser(db, {
        role: 'client',
        trainerId: roles.trainer.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
      }),
    );
    roles.otherClient = asUser(
      await insertUser(db, { role: 'client', trainerId: roles.otherTrainer.id }),
    );
    const [squat, bench] = await db
      .insert(exercises)
      .values([
        { name: 'History Squat', type: 'compound' },
        { name: 'History Bench', type: 'compound' },
      ])
      .returning({ id: exercises.id });
    squatId = squat?.id ?? '';
    benchId = bench?.id ?? '';

    const day1 = '2030-01-01T10:00:00.000Z';
    const day8 = '2030-01-08T10:00:00.000Z';
    seeded.first = await finishedSession(roles.trainer, day1, [roles.owner.id]);
    seeded.second = await finishedSession(roles.trainer, day8, [roles.owner.id]);
    await db
      .insert(sessionLogs)
      .values([
        logSet(seeded.first, roles.owner.id, squatId, day1, 40, 8, { isWarmup: true }),
        logSet(seeded.first, roles.owner.id, squatId, day1, 100, 5),
        logSet(seeded.first, roles.owner.id, benchId, day1, 60, 5),
        logSet(seeded.second, roles.owner.id, squatId, day8, 105, 5),
        logSet(seeded.second, roles.owner.id, benchId, day8, 55, 5, { verification: 'none' }),
      ]);
    await db.insert(lifestyleLogs).values([
      {
        userId: roles.owner.id,
        day: '2030-01-01',
        loggedAt: new Date(day1),
        sleep: 3,
        stress: 2,
        soreness: 1,
        workoutIntensity: 'progress',
        readiness: 50,
        noteToTrainer: 'Knees, "a bit" sore',
        injuries: { 'left-knee': 'sore' },
      },
      {
        userId: roles.owner.id,
        day: '2030-01-08',
        loggedAt: new Date(day8),
        sleep: 4,
        stress: 3,
        soreness: 4,
        workoutIntensity: 'progress',
        readiness: 88,
      },
    ]);
    await db.insert(feedback).values({
      sessionId: seeded.first,
      userId: roles.owner.id,
      effort: 7,
      goalHelpfulness: 'Yes',
      pain: false,
      satisfied: 4,
      coach: 4,
      clarity: 3,
      enjoyment: 4,
      recommend: 4,
      text: 'Great session',
    });
  });

  describe('GET /api/history/sessions', () => {
    it("lists the trainer's finished sessions, newest first, with clients, sets and PRs", async () => {
      const res = await call(roles.trainer, '/api/history/sessions');
      expect(res.statusCode).toBe(200);
      const list = historySessionListSchema.parse(res.json());
      const ours = list.filter((s) => [seeded.first, seeded.second].includes(s.id));
      expect(ours.map((s) => s.id)).toEqual([seeded.second, seeded.first]);
      expect(ours[0]).toMatchObject({
        date: '2030-01-08T10:00:00.000Z',
        clients: [{ id: roles.owner.id, name: 'Ada Lovelace' }],
        sets: 2,
        personalRecords: 1,
      });
      expect(ours[1]).toMatchObject({ sets: 3, personalRecords: 0 });
    });

    it('answers each role: trainers their own, admin everyone, clients 403, nobody 401', async () => {
      const ids = async (role: Role) => {
        const res = await call(roles[role], '/api/history/sessions');
        return {
          status: res.statusCode,
          ids: res.statusCode === 200 ? res.json().map((s: { id: string }) => s.id) : [],
        };
      };
      expect((await ids('trainer')).ids).toContain(seeded.first);
      expect(await ids('otherTrainer')).toEqual({ status: 200, ids: [] });
      expect((await ids('admin')).ids).toEqual(
        expect.arrayContaining([seeded.first, seeded.second]),
      );
      expect((await ids('owner')).status).toBe(403);
      expect((await ids('otherClient')).status).toBe(403);
      expect((await call(null, '/api/history/sessions')).statusCode).toBe(401);
    });

    it('filters by a client the caller may act on, and refuses other clients', async () => {
      const url = `/api/history/sessions?clientId=${roles.owner.id}`;
      await expectStatuses(url, TRAINER_AND_ADMIN);
      const mine = historySessionListSchema.parse((await call(roles.trainer, url)).json());
      expect(mine.map((s) => s.id)).toEqual([seeded.second, seeded.first]);
      const bad = await call(roles.trainer, '/api/history/sessions?clientId=nope');
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('GET /api/history/sessions/:id', () => {
    it('summarises each client and exercise against their previous session', async () => {
      const res = await call(roles.trainer, `/api/history/sessions/${seeded.second}`);
      expect(res.statusCode).toBe(200);
      const detail = historySessionDetailSchema.parse(res.json());
      expect(detail.session).toMatchObject({ id: seeded.second, personalRecords: 1 });
      const [client] = detail.clients;
      expect(client?.name).toBe('Ada Lovelace');
      const byName = new Map(client?.exercises.map((e) => [e.name, e]));
      expect(byName.get('History Squat')).toMatchObject({
        topSet: { kg: 105, reps: 5 },
        card: { kind: 'pr', percent: 5 },
        previous: { kg: 100, reps: 5, date: '2030-01-01T10:00:00.000Z' },
        comparison: { status: 'improved', percent: 5, regression: false },
      });
      expect(byName.get('History Bench')).toMatchObject({
        card: { kind: 'complete' },
        comparison: { status: 'baseline', regression: true },
      });
      const first = historySessionDetailSchema.parse(
        (await call(roles.trainer, `/api/history/sessions/${seeded.first}`)).json(),
      );
      const squat = first.clients[0]?.exercises.find((e) => e.name === 'History Squat');
      expect(squat?.sets).toHaveLength(2);
      expect(squat).toMatchObject({ comparison: { status: 'new' }, previous: null });
    });

    it('answers each role: the trainer who ran it and admin; 403 to others; 404 when missing or live', async () => {
      const url = `/api/history/sessions/${seeded.first}`;
      await expectStatuses(url, TRAINER_AND_ADMIN);
      expect((await call(null, url)).statusCode).toBe(401);
      const missing = '00000000-0000-4000-8000-000000000000';
      expect((await call(roles.admin, `/api/history/sessions/${missing}`)).statusCode).toBe(404);
      const live = await createSession(t, roles.trainer);
      expect((await call(roles.trainer, `/api/history/sessions/${live.id}`)).statusCode).toBe(404);
      expect((await call(roles.trainer, '/api/history/sessions/nope')).statusCode).toBe(400);
    });

    it('shows a session run on the grid and ended, with its performed sets', async () => {
      const client = asUser(
        await insertUser(t.database.db, {
          role: 'client',
          trainerId: roles.trainer.id,
          firstName: 'Grid',
        }),
      );
      const { id } = await createSession(t, roles.trainer);
      await seatClients(t, roles.trainer, id, [client.id]);
      const service = t.app.liveSessions.sessions;
      for (const [type, payload] of [
        ['exercises:add', { exerciseIds: [squatId] }],
        ['cell:update', { exerciseId: squatId, userId: client.id, value: { kg: 80, reps: 6 } }],
        ['cell:verify', { exerciseId: squatId, userId: client.id, verification: 'verified' }],
      ] as const) {
        const op = parseSessionOp(makeOp(type, payload));
        if (!op) throw new Error(`${type} did not parse`);
        await service.applyDeviceOp(roles.trainer, id, op);
      }
      await endSession(t, roles.trainer, id);
      const detail = historySessionDetailSchema.parse(
        (await call(roles.trainer, `/api/history/sessions/${id}`)).json(),
      );
      expect(detail.session.sets).toBe(1);
      expect(detail.clients[0]?.exercises[0]).toMatchObject({
        name: 'History Squat',
        sets: [{ kg: 80, reps: 6, verification: 'verified', isWarmup: false }],
        card: { kind: 'verified' },
        comparison: { status: 'new' },
      });
    });
  });

  describe('GET /api/clients/:id/history', () => {
    it('gives e1RM per exercise, readiness over time, and the client home figures', async () => {
      const res = await call(roles.trainer, `/api/clients/${roles.owner.id}/history?tzOffset=60`);
      expect(res.statusCode).toBe(200);
      const history = clientHistorySchema.parse(res.json());
      expect(history.client).toEqual({ id: roles.owner.id, name: 'Ada Lovelace' });
      const squat = history.exercises.find((e) => e.name === 'History Squat');
      expect(squat?.points.map((p) => [p.day, p.e1rm])).toEqual([
        ['2030-01-01', 116.6667],
        ['2030-01-08', 122.5],
      ]);
      expect(squat).toMatchObject({ best: { kg: 105, reps: 5 }, personalRecords: 1 });
      expect(history.exercises.find((e) => e.name === 'History Bench')?.points).toHaveLength(1);
      expect(history.readiness).toEqual([
        { day: '2030-01-01', readiness: 50 },
        { day: '2030-01-08', readiness: 88 },
      ]);
      const home = await call(roles.owner, `/api/users/${roles.owner.id}/progress?tzOffset=60`);
      expect(history.progress).toEqual(clientProgressSchema.parse(home.json()));
      expect(history.progress.verifiedSets).toBe(3);
    });

    it('answers each role: the client, their trainer and admin; 403 to others', async () => {
      const url = `/api/clients/${roles.owner.id}/history`;
      await expectStatuses(url, PERSON_AND_THEIR_TRAINER);
      expect((await call(null, url)).statusCode).toBe(401);
      const fresh = asUser(
        await insertUser(t.database.db, { role: 'client', trainerId: roles.trainer.id }),
      );
      const empty = clientHistorySchema.parse(
        (await call(fresh, `/api/clients/${fresh.id}/history`)).json(),
      );
      expect(empty).toMatchObject({ exercises: [], readiness: [], progress: { level: 1 } });
    });
  });

  describe('GET /api/clients/:id/export', () => {
    const url = (format: string) => `/api/clients/${roles.owner.id}/export?format=${format}`;

    it('zips one CSV per table, with ISO dates, for the client themself (feedback included)', async () => {
      const res = await call(roles.owner, url('csv'));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="levelup-ada-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      const files = unzipSync(new Uint8Array(res.rawPayload));
      expect(Object.keys(files).sort()).toEqual([
        'check-ins.csv',
        'feedback.csv',
        'profile.csv',
        'sets.csv',
      ]);
      const text = (name: string) =>
        new TextDecoder('utf-8', { ignoreBOM: true }).decode(files[name]);
      const sets = text('sets.csv').split('\r\n');
      expect(sets[0]).toBe(
        '\uFEFFperformedAt,sessionId,exercise,setNumber,kg,reps,rpe,warmUp,verification,flag,loggedBy,source,unit',
      );
      // A log from before sets were numbered has no set number, RPE or logger; loads stay in kg,
      // with the unit the person sees them in (their gym's, kg, here).
      expect(sets).toContain(
        `2030-01-08T10:00:00.000Z,${seeded.second},History Squat,,105,5,,no,verified,ok,,session,kg`,
      );
      expect(text('check-ins.csv')).toContain(
        '2030-01-01,2030-01-01T10:00:00.000Z,3,2,1,50,,progress,left-knee: sore,"Knees, ""a bit"" sore"',
      );
      expect(text('profile.csv')).toContain('firstName,Ada');
      expect(text('feedback.csv')).toContain(`${seeded.first},7,Yes,no,4,4,3,4,4,Great session`);
    });

    it('gives the trainer and admin everything but the anonymous feedback', async () => {
      for (const role of ['trainer', 'admin'] as const) {
        const res = await call(roles[role], url('csv'));
        expect(res.statusCode, role).toBe(200);
        const names = Object.keys(unzipSync(new Uint8Array(res.rawPayload)));
        expect(names.sort(), role).toEqual(['check-ins.csv', 'profile.csv', 'sets.csv']);
        const json = (await call(roles[role], url('json'))).json();
        expect(json, role).not.toHaveProperty('feedback');
        expect(json.sets, role).toHaveLength(5);
      }
      const own = (await call(roles.owner, url('json'))).json();
      expect(own.feedback).toEqual([
        expect.objectContaining({ sessionId: seeded.first, effort: 7, text: 'Great session' }),
      ]);
      expect(own.profile).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
      expect(own.checkIns).toHaveLength(2);
    });

    it('answers each role: 403 to another trainer or client, 401 to nobody, 400 to a bad format', async () => {
      await expectStatuses(url('json'), PERSON_AND_THEIR_TRAINER);
      expect((await call(null, url('csv'))).statusCode).toBe(401);
      expect((await call(roles.owner, url('xlsx'))).statusCode).toBe(400);
    });
  });
});
