import { randomUUID } from 'node:crypto';
import {
  clientProgramSchema,
  clientProgressSchema,
  INTAKE_ANSWER_DEFAULTS,
  lifestyleLogSchema,
  registrationMessages,
  serverMessages,
  userSchema,
} from '@levelup/shared';
import { readinessScore } from '@levelup/shared/coaching';
import { dayAt, withOffset } from '@levelup/shared/history';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { exercises, sessionLogs, workouts } from '../src/db/schema';
import { nextAddress } from './auth-helpers';
import { asUser, insertUser } from './factories';
import { testDatabaseKinds, useTestApp } from './test-app';

const NO_ACCOUNT = '00000000-0000-4000-8000-000000000000';
/** A check-in made now on a clock `offset` minutes east of UTC. */
const checkIn = (overrides: object = {}, offset = 60) => ({
  date: withOffset(new Date(), offset),
  sleep: 3,
  stress: 2,
  soreness: 1,
  bodyWeight: 81.5,
  noteToTrainer: '  Slept badly  ',
  injuries: { 'left-knee': 'sore', 'right-shoulder': 'injured' },
  workoutIntensity: 'super-progress',
  ...overrides,
});

describe.each(testDatabaseKinds)('client area API (%s)', (kind) => {
  const t = useTestApp(kind);
  /** owner: the client; trainer: theirs; the others may not act on the owner. */
  const roles = {} as Record<
    'owner' | 'trainer' | 'otherTrainer' | 'otherClient' | 'admin',
    AuthUser
  >;

  beforeAll(async () => {
    const db = t.database.db;
    roles.trainer = asUser(await insertUser(db, { role: 'trainer' }));
    roles.otherTrainer = asUser(await insertUser(db, { role: 'trainer' }));
    roles.admin = asUser(await insertUser(db, { role: 'admin' }));
    roles.otherClient = asUser(
      await insertUser(db, { role: 'client', trainerId: roles.otherTrainer.id }),
    );
  });

  /** A new client of the trainer, so each test starts without check-ins. */
  async function newOwner(gender: 'male' | 'female' = 'female') {
    const row = await insertUser(t.database.db, {
      role: 'client',
      trainerId: roles.trainer.id,
      gender,
      firstName: 'Ola',
    });
    return asUser(row);
  }

  const call = async (
    user: AuthUser | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? await t.authHeader(user) : {},
      ...(payload ? { payload } : {}),
    });

  describe('who may use each route (DESIGN 4.1)', () => {
    const allowed = ['owner', 'trainer', 'admin'] as const;
    const refused = ['otherTrainer', 'otherClient'] as const;

    /** Each route on the owner, as [method, path (of the owner's id), body, success status]. */
    const routes = (
      id: string,
    ): [string, 'GET' | 'POST' | 'PUT', string, object | undefined, number][] => [
      ['GET users lifestyle', 'GET', `/api/users/${id}/lifestyle?limit=1`, undefined, 200],
      ['GET clients lifestyle', 'GET', `/api/clients/${id}/lifestyle`, undefined, 200],
      ['POST users lifestyle', 'POST', `/api/users/${id}/lifestyle`, checkIn(), 201],
      ['GET readiness', 'GET', `/api/users/${id}/readiness`, undefined, 200],
      ['GET profile', 'GET', `/api/users/${id}`, undefined, 200],
      ['PUT profile', 'PUT', `/api/users/${id}`, { heightCm: 171 }, 200],
      ['PUT intake', 'PUT', `/api/users/${id}/intake`, INTAKE_ANSWER_DEFAULTS, 200],
      ['GET intake', 'GET', `/api/users/${id}/intake`, undefined, 200],
      ['GET progress', 'GET', `/api/users/${id}/progress?tzOffset=60`, undefined, 200],
      ['GET program', 'GET', `/api/users/${id}/program`, undefined, 200],
      ['GET pending feedback', 'GET', `/api/users/${id}/feedback/pending`, undefined, 200],
      [
        'GET achievements',
        'GET',
        `/api/users/${id}/sessions/${NO_ACCOUNT}/achievements`,
        undefined,
        200,
      ],
    ];

    for (const role of allowed) {
      it(`${role}: every route answers`, async () => {
        const owner = await newOwner();
        const actor = role === 'owner' ? owner : roles[role];
        for (const [name, method, url, body, status] of routes(owner.id)) {
          const res = await call(actor, method, url, body);
          expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
        }
      });
    }

    for (const role of refused) {
      it(`${role}: every route is 403 and nothing is written`, async () => {
        const owner = await newOwner();
        for (const [name, method, url, body] of routes(owner.id)) {
          const res = await call(roles[role], method, url, body);
          expect(res.statusCode, name).toBe(403);
          expect(res.json()).toEqual({ error: 'FORBIDDEN', message: serverMessages.forbidden });
        }
        const logs = await call(owner, 'GET', `/api/users/${owner.id}/lifestyle`);
        expect(logs.json()).toEqual([]);
      });
    }

    it('signed out: 401; an unknown person: 403 even for admin', async () => {
      const owner = await newOwner();
      for (const [name, method, url, body] of routes(owner.id)) {
        expect((await call(null, method, url, body)).statusCode, name).toBe(401);
      }
      const unknown = await call(roles.admin, 'GET', `/api/users/${NO_ACCOUNT}/lifestyle`);
      expect(unknown.statusCode).toBe(403);
    });
  });

  describe('lifestyle', () => {
    it('creates one check-in per calendar day, with readiness, and lists newest first', async () => {
      const owner = await newOwner();
      const created = await call(owner, 'POST', `/api/users/${owner.id}/lifestyle`, checkIn());
      expect(created.statusCode).toBe(201);
      const log = lifestyleLogSchema.parse(created.json());
      expect(log).toMatchObject({
        sleep: 3,
        stress: 2,
        soreness: 1,
        bodyWeight: 81.5,
        noteToTrainer: 'Slept badly',
        injuries: { 'left-knee': 'sore', 'right-shoulder': 'injured' },
        workoutIntensity: 'super-progress',
        readiness: readinessScore({ sleep: 3, stress: 2, soreness: 1 }),
        day: dayAt(new Date(), 60),
      });
      expect(log.date).toMatch(/\+01:00$/);

      const again = await call(
        roles.trainer,
        'POST',
        `/api/clients/${owner.id}/lifestyle`,
        checkIn({ sleep: 0 }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'CONFLICT',
        message: serverMessages.lifestyleLogExists,
      });

      const yesterday = new Date(Date.now() - 86_400_000);
      const older = await call(
        owner,
        'POST',
        `/api/users/${owner.id}/lifestyle`,
        checkIn({ date: withOffset(yesterday, 60), injuries: undefined }),
      );
      expect(older.statusCode).toBe(201);
      expect(older.json()).toMatchObject({ injuries: {}, workoutIntensity: 'super-progress' });

      const list = await call(owner, 'GET', `/api/clients/${owner.id}/lifestyle`);
      expect(list.json().map((l: { id: string }) => l.id)).toEqual([log.id, older.json().id]);
      const one = await call(owner, 'GET', `/api/users/${owner.id}/lifestyle?limit=1`);
      expect(one.json()).toHaveLength(1);
      expect(one.json()[0].id).toBe(log.id);
    });

    it('defaults sliders to 2 and intensity to make-progress; a note of spaces is null', async () => {
      const owner = await newOwner();
      const res = await call(owner, 'POST', `/api/users/${owner.id}/lifestyle`, {
        date: new Date().toISOString(),
        bodyWeight: 70,
        noteToTrainer: '   ',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        sleep: 2,
        stress: 2,
        soreness: 2,
        noteToTrainer: null,
        workoutIntensity: 'make-progress',
        readiness: 50,
      });
    });

    it('refuses bad input with 400 and writes nothing', async () => {
      const owner = await newOwner();
      const bad: object[] = [
        checkIn({ bodyWeight: 0 }),
        checkIn({ bodyWeight: 500.5 }),
        checkIn({ bodyWeight: '80' }),
        checkIn({ sleep: 5 }),
        checkIn({ stress: -1 }),
        checkIn({ soreness: 2.5 }),
        checkIn({ injuries: { 'left-tail': 'sore' } }),
        checkIn({ injuries: { abs: 'broken' } }),
        checkIn({ workoutIntensity: 'tom-platz' }),
        checkIn({ date: 'yesterday' }),
        checkIn({ extra: true }),
      ];
      for (const body of bad) {
        const res = await call(owner, 'POST', `/api/users/${owner.id}/lifestyle`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error).toBe('VALIDATION_FAILED');
      }
      const weight = await call(
        owner,
        'POST',
        `/api/users/${owner.id}/lifestyle`,
        checkIn({ bodyWeight: 0 }),
      );
      expect(weight.json().issues).toEqual([
        { path: 'bodyWeight', message: 'Please enter a valid bodyweight (1-500 kg)' },
      ]);
      expect((await call(owner, 'GET', `/api/users/${owner.id}/lifestyle`)).json()).toEqual([]);
      expect((await call(owner, 'GET', '/api/users/not-a-uuid/lifestyle')).statusCode).toBe(403);
      expect(
        (await call(owner, 'GET', `/api/users/${owner.id}/lifestyle?limit=0`)).statusCode,
      ).toBe(400);
    });

    it('updates a check-in by id, recomputing readiness; unknown or foreign ids are 404', async () => {
      const owner = await newOwner();
      const other = await newOwner();
      const log = (await call(owner, 'POST', `/api/users/${owner.id}/lifestyle`, checkIn())).json();
      const url = `/api/users/${owner.id}/lifestyle/${log.id}`;
      const updated = await call(roles.trainer, 'PUT', url, {
        ...checkIn({ sleep: 4, stress: 4, soreness: 4, injuries: {} }),
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id: log.id, readiness: 100, injuries: {} });

      const viaClients = await call(
        owner,
        'PUT',
        `/api/clients/${owner.id}/lifestyle/${log.id}`,
        checkIn({ sleep: 0, stress: 0, soreness: 0 }),
      );
      expect(viaClients.json()).toMatchObject({ readiness: 0 });

      const foreign = await call(
        roles.admin,
        'PUT',
        `/api/users/${other.id}/lifestyle/${log.id}`,
        checkIn(),
      );
      expect(foreign.statusCode).toBe(404);
      const missing = await call(
        owner,
        'PUT',
        `/api/users/${owner.id}/lifestyle/${NO_ACCOUNT}`,
        checkIn(),
      );
      expect(missing.statusCode).toBe(404);
      const bad = await call(owner, 'PUT', url, checkIn({ bodyWeight: 501 }));
      expect(bad.statusCode).toBe(400);

      // Moving a log onto a day that has one is the same conflict as a second create.
      const yesterday = new Date(Date.now() - 86_400_000);
      const older = (
        await call(owner, 'POST', `/api/users/${owner.id}/lifestyle`, {
          ...checkIn({ date: withOffset(yesterday, 60) }),
        })
      ).json();
      const clash = await call(
        owner,
        'PUT',
        `/api/users/${owner.id}/lifestyle/${older.id}`,
        checkIn(),
      );
      expect(clash.statusCode).toBe(409);
    });

    it('readiness is today’s score, or null without a check-in today', async () => {
      const owner = await newOwner();
      const url = `/api/users/${owner.id}/readiness`;
      expect((await call(owner, 'GET', url)).json()).toEqual({ readiness: null });
      const yesterday = new Date(Date.now() - 86_400_000);
      await call(
        owner,
        'POST',
        `/api/users/${owner.id}/lifestyle`,
        checkIn({ date: withOffset(yesterday, 0) }),
      );
      expect((await call(owner, 'GET', url)).json()).toEqual({ readiness: null });
      await call(
        owner,
        'POST',
        `/api/users/${owner.id}/lifestyle`,
        checkIn({ sleep: 4, stress: 4, soreness: 4, date: withOffset(new Date(), 0) }),
      );
      expect((await call(owner, 'GET', url)).json()).toEqual({ readiness: 100 });
      expect((await call(owner, 'GET', `${url}?tzOffset=0`)).json()).toEqual({ readiness: 100 });
      expect((await call(owner, 'GET', `${url}?tzOffset=9999`)).statusCode).toBe(400);
    });
  });

  describe('profile, intake, progress and program', () => {
    it('updates the profile and the check-in weight sync; lastName empty is null', async () => {
      const owner = await newOwner();
      const res = await call(owner, 'PUT', `/api/users/${owner.id}`, {
        firstName: ' Olga ',
        lastName: '',
        weightKg: 64.5,
        heightCm: 168,
      });
      expect(res.statusCode).toBe(200);
      expect(userSchema.parse(res.json())).toMatchObject({
        id: owner.id,
        firstName: 'Olga',
        lastName: null,
        weightKg: 64.5,
        heightCm: 168,
        gender: 'female',
      });
      const sync = await call(roles.trainer, 'PUT', `/api/users/${owner.id}`, { weightKg: 65 });
      expect(sync.json()).toMatchObject({ firstName: 'Olga', weightKg: 65 });
      for (const body of [
        { weightKg: 0 },
        { weightKg: 501 },
        { heightCm: '170' },
        { firstName: '' },
        { role: 'admin' },
        { email: 'x@y.z' },
      ]) {
        expect((await call(owner, 'PUT', `/api/users/${owner.id}`, body)).statusCode).toBe(400);
      }
      // The profile modal puts these under its fields: the catalog's words, not the schema's.
      const refused = await call(owner, 'PUT', `/api/users/${owner.id}`, {
        firstName: ' ',
        weightKg: 501,
        heightCm: 301,
      });
      expect(refused.json().issues).toEqual([
        { path: 'firstName', message: registrationMessages.firstNameRequired },
        { path: 'weightKg', message: registrationMessages.weightTooHigh },
        { path: 'heightCm', message: registrationMessages.heightTooHigh },
      ]);
    });

    it('saves the intake answers', async () => {
      const owner = await newOwner();
      const url = `/api/users/${owner.id}/intake`;
      expect((await call(owner, 'GET', url)).json()).toEqual({ answers: null });
      const answers = { ...INTAKE_ANSWER_DEFAULTS, confidence: 'Extremely' };
      expect((await call(owner, 'PUT', url, answers)).json()).toEqual({ answers });
      expect((await call(roles.trainer, 'GET', url)).json()).toEqual({ answers });
      const bad = await call(owner, 'PUT', url, { ...answers, confidence: 'Maybe' });
      expect(bad.statusCode).toBe(400);
      const trainerIntake = await call(
        roles.trainer,
        'PUT',
        `/api/users/${roles.trainer.id}/intake`,
        answers,
      );
      expect(trainerIntake.statusCode).toBe(404);
    });

    it('progress counts verified working sets and check-ins; program is the last session workout', async () => {
      const db = t.database.db;
      const owner = await newOwner();
      const empty = clientProgressSchema.parse(
        (await call(owner, 'GET', `/api/users/${owner.id}/progress`)).json(),
      );
      expect(empty).toMatchObject({ level: 1, xp: 0, verifiedSets: 0, checkIns: 0 });
      expect(empty.weeks).toHaveLength(7);
      expect((await call(owner, 'GET', `/api/users/${owner.id}/program`)).json()).toEqual({
        workout: null,
        sessionDate: null,
      });

      const [exercise] = await db
        .insert(exercises)
        .values({ name: `Squat ${randomUUID()}`, type: 'compound' })
        .returning();
      const [workout] = await db
        .insert(workouts)
        .values({
          ownerId: roles.trainer.id,
          name: 'Leg Day',
          level: 'beginner',
          structure: { exercises: { [exercise!.id]: { name: 'Back Squat' } } },
        })
        .returning();
      const session = await call(roles.trainer, 'POST', '/api/sessions', {
        workoutId: workout!.id,
      });
      const sessionId = session.json().id as string;
      expect((await call(owner, 'POST', `/api/sessions/${sessionId}/join`)).statusCode).toBe(200);
      const set = { sessionId, clientId: owner.id, exerciseId: exercise!.id, kg: 100, reps: 5 };
      await db.insert(sessionLogs).values([
        { ...set, verification: 'verified' },
        { ...set, verification: 'verified' },
        { ...set, verification: 'verified', isWarmup: true },
        { ...set, verification: 'flagged' },
      ]);
      await call(owner, 'POST', `/api/users/${owner.id}/lifestyle`, checkIn());

      const progress = clientProgressSchema.parse(
        (await call(owner, 'GET', `/api/users/${owner.id}/progress?tzOffset=60`)).json(),
      );
      expect(progress).toMatchObject({ xp: 25, verifiedSets: 2, checkIns: 1, checkInsThisWeek: 1 });
      expect(progress.weeks[6]).toMatchObject({ verifiedSets: 2, volumeKg: 1000, checkIns: 1 });

      const achievements = await call(
        roles.trainer,
        'GET',
        `/api/users/${owner.id}/sessions/${sessionId}/achievements`,
      );
      expect(achievements.json()).toEqual({
        verifiedSets: 2,
        personalRecords: 0,
        exercises: [
          {
            exercise: exercise!.name,
            verifiedSets: 2,
            bestKg: 100,
            bestReps: 5,
            personalRecord: false,
          },
        ],
      });

      const program = clientProgramSchema.parse(
        (await call(owner, 'GET', `/api/users/${owner.id}/program`)).json(),
      );
      expect(program.workout).toEqual({
        id: workout!.id,
        name: 'Leg Day',
        level: 'beginner',
        exercises: ['Back Squat'],
      });
    });
  });

  describe('feedback', () => {
    const answer = (sessionId: string) => ({
      sessionId,
      effort: 8,
      goalHelpfulness: 'Yes',
      pain: false,
      satisfied: 3,
      coach: 4,
      clarity: 3,
      enjoyment: 3,
      recommend: 4,
      text: '  Great pace  ',
    });

    /** A session of the trainer that `clients` joined, then ended. */
    async function endedSession(clients: AuthUser[]) {
      const created = await call(roles.trainer, 'POST', '/api/sessions', {});
      const id = created.json().id as string;
      for (const client of clients) {
        expect((await call(client, 'POST', `/api/sessions/${id}/join`)).statusCode).toBe(200);
      }
      expect((await call(roles.trainer, 'POST', `/api/sessions/${id}/end`)).statusCode).toBe(200);
      return id;
    }

    it('is pending after an ended session, given once, then no longer pending', async () => {
      const owner = await newOwner();
      const pendingUrl = `/api/users/${owner.id}/feedback/pending`;
      expect((await call(owner, 'GET', pendingUrl)).json()).toEqual({ sessionId: null });
      const first = await endedSession([owner]);
      const second = await endedSession([owner]);
      expect((await call(owner, 'GET', pendingUrl)).json()).toEqual({ sessionId: second });
      expect((await call(roles.trainer, 'GET', pendingUrl)).json()).toEqual({ sessionId: second });

      const given = await call(owner, 'POST', `/api/users/${owner.id}/feedback`, answer(second));
      expect(given.statusCode).toBe(201);
      expect((await call(owner, 'GET', pendingUrl)).json()).toEqual({ sessionId: first });
      const twice = await call(owner, 'POST', `/api/users/${owner.id}/feedback`, answer(second));
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({
        error: 'CONFLICT',
        message: serverMessages.feedbackAlreadyGiven,
      });
      await call(owner, 'POST', `/api/users/${owner.id}/feedback`, answer(first));
      expect((await call(owner, 'GET', pendingUrl)).json()).toEqual({ sessionId: null });
    });

    it('only for sessions the user took part in, and only by the user themself', async () => {
      const owner = await newOwner();
      const stranger = await newOwner();
      const sessionId = await endedSession([owner]);
      const url = `/api/users/${stranger.id}/feedback`;
      expect((await call(stranger, 'POST', url, answer(sessionId))).statusCode).toBe(403);
      expect((await call(stranger, 'POST', url, answer(NO_ACCOUNT))).statusCode).toBe(403);
      expect((await call(stranger, 'POST', url, answer('not-a-session'))).statusCode).toBe(403);
      // Feedback is anonymous: nobody gives it in the client's name, not even their trainer.
      for (const role of ['trainer', 'otherTrainer', 'otherClient', 'admin'] as const) {
        const res = await call(
          roles[role],
          'POST',
          `/api/users/${owner.id}/feedback`,
          answer(sessionId),
        );
        expect(res.statusCode, role).toBe(403);
      }
      for (const body of [
        { ...answer(sessionId), effort: 11 },
        { ...answer(sessionId), satisfied: 5 },
        { ...answer(sessionId), goalHelpfulness: 'Maybe' },
        { ...answer(sessionId), pain: 'no' },
        { ...answer(sessionId), who: owner.id },
      ]) {
        const res = await call(owner, 'POST', `/api/users/${owner.id}/feedback`, body);
        expect(res.statusCode).toBe(400);
      }
      expect(
        (await call(owner, 'POST', `/api/users/${owner.id}/feedback`, answer(sessionId)))
          .statusCode,
      ).toBe(201);
    });

    it('admins read anonymous totals once three people answered; trainers and clients may not', async () => {
      const [first, second, third] = [await newOwner(), await newOwner(), await newOwner()];
      const sessionId = await endedSession([first, second, third]);
      const summaryUrl = `/api/feedback/summary?sessionId=${sessionId}`;
      const give = (owner: AuthUser, text: string) =>
        call(owner, 'POST', `/api/users/${owner.id}/feedback`, { ...answer(sessionId), text });

      // One or two answers would tell the reader who said what: only the count shows.
      await give(first, 'Great pace');
      expect((await call(roles.admin, 'GET', summaryUrl)).json()).toEqual({
        count: 1,
        answers: null,
      });
      await give(second, 'Too much rest');
      expect((await call(roles.admin, 'GET', summaryUrl)).json()).toEqual({
        count: 2,
        answers: null,
      });

      await give(third, 'Loved the finisher');
      const summary = await call(roles.admin, 'GET', summaryUrl);
      expect(summary.json()).toEqual({
        count: 3,
        answers: {
          averages: { effort: 8, satisfied: 3, coach: 4, clarity: 3, enjoyment: 3, recommend: 4 },
          painReports: 0,
          // Alphabetical, not in the order given.
          comments: ['Great pace', 'Loved the finisher', 'Too much rest'],
        },
      });
      for (const owner of [first, second, third]) {
        expect(JSON.stringify(summary.json())).not.toContain(owner.id);
      }
      for (const role of ['trainer', 'otherTrainer', 'otherClient'] as const) {
        const res = await call(roles[role], 'GET', summaryUrl);
        expect(res.statusCode, role).toBe(403);
      }
      expect((await call(first, 'GET', summaryUrl)).statusCode).toBe(403);
    });
  });

  describe('registration confirmation', () => {
    const form = () => ({
      email: `reg-${randomUUID()}@example.com`,
      password: 'squat-rack',
      confirmPassword: 'squat-rack',
      firstName: 'Nora',
      lastName: 'Quinn',
      dateOfBirth: '1994-03-17',
      sex: 'female',
      weightKg: 64.5,
      heightCm: 170,
    });
    const register = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: { 'x-forwarded-for': nextAddress() },
        payload,
      });

    it('accepts the spec’s fields with a matching confirmation', async () => {
      expect((await register(form())).statusCode).toBe(201);
    });

    it('answers 400 Passwords do not match when the confirmation differs', async () => {
      const res = await register({ ...form(), confirmPassword: 'squat-racks' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'VALIDATION_FAILED',
        message: registrationMessages.passwordsDoNotMatch,
        issues: [{ path: 'confirmPassword', message: registrationMessages.passwordsDoNotMatch }],
      });
    });
  });
});
