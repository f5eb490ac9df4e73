import { type Client, clientSchema, serverMessages } from '@levelup/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { clientProfiles, teams, users } from '../src/db/schema';
import { testClock } from './auth-helpers';
import { insertUser } from './factories';
import { createSession, seedDemoGym, sessionState } from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The intake wizard's payload for a new client, with overrides. */
function intake(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Jordan Avery Lee',
    gender: 'female',
    email: `jordan-${Math.random().toString(36).slice(2)}@example.com`,
    age: 34,
    weightKg: 64.5,
    fastLevel: 'beginner',
    thoracicScore: 3,
    ankleMobility: 4,
    workType: 'sedentary',
    motivationLevel: 'B',
    notes: '  Prefers mornings  ',
    goals: ['build-strength', 'improve-mobility'],
    injuries: ['Left Knee'],
    averageSleep: 6.5,
    ...overrides,
  };
}

describe.each(testDatabaseKinds)('clients API (%s)', (kind) => {
  const clock = testClock(new Date('2030-06-15T08:00:00Z'));
  const t = useTestApp(kind, { deps: { now: clock.now } });
  let coach: AuthUser;
  let admin: AuthUser;
  let client: AuthUser;
  let otherTrainer: AuthUser;

  beforeAll(async () => {
    ({ coach, admin, client, otherTrainer } = await seedDemoGym(t.database.db));
  });

  const call = async (
    user: AuthUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? await t.authHeader(user) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function create(user: AuthUser, body: object = intake()): Promise<Client> {
    const res = await call(user, 'POST', '/api/clients', body);
    expect(res.statusCode).toBe(201);
    return clientSchema.parse(res.json());
  }

  describe('POST /api/clients', () => {
    it('creates the client’s account without a password, owned by the trainer', async () => {
      const body = intake();
      const created = await create(coach, body);
      expect(created).toMatchObject({
        firstName: 'Jordan',
        lastName: 'Avery Lee',
        name: 'Jordan Avery Lee',
        email: body.email,
        sex: 'F',
        age: 34,
        weightKg: 64.5,
        trainingLevel: 'beginner',
        workType: 'sedentary',
        motivationLevel: 'B',
        thoracicScore: 3,
        ankleMobility: 4,
        notes: 'Prefers mornings',
        injuries: ['Left Knee'],
        averageSleep: 6.5,
        lastSessionAt: null,
        startingEstimates: null,
      });
      expect([...(created.goals ?? [])].sort()).toEqual(['build-strength', 'improve-mobility']);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, created.id));
      expect(row).toMatchObject({ role: 'client', passwordHash: null });
      const [profile] = await t.database.db
        .select()
        .from(clientProfiles)
        .where(eq(clientProfiles.userId, created.id));
      expect(profile?.trainerId).toBe(coach.id);

      const list = (await call(coach, 'GET', '/api/clients')).json() as { id: string }[];
      expect(list.map((c) => c.id)).toContain(created.id);
    });

    it('keeps Fast Intake’s estimates with the client', async () => {
      const withWeight = await create(coach, intake({ fastIntakeApplied: true }));
      expect(withWeight.startingEstimates).toEqual({
        bodyWeightKg: 64.5,
        bodyWeightAssumed: false,
        levelMultiplier: 0.75,
        startingLoadKg: 47.5,
      });
      const skipped = await create(
        coach,
        intake({ fastIntakeApplied: true, weightKg: null, gender: 'male', fastLevel: 'advanced' }),
      );
      expect(skipped.startingEstimates).toEqual({
        bodyWeightKg: 75,
        bodyWeightAssumed: true,
        levelMultiplier: 1.25,
        startingLoadKg: 95,
      });
    });

    it('applies the defaults: no email, skipped age and weight, sleep 7, no injuries', async () => {
      const created = await create(coach, {
        name: 'Solo',
        gender: 'male',
        fastLevel: 'novice',
        thoracicScore: 0,
        ankleMobility: 5,
        workType: 'shift',
        motivationLevel: 'C',
        goals: ['general-fitness'],
      });
      expect(created).toMatchObject({
        firstName: 'Solo',
        lastName: null,
        email: null,
        age: null,
        weightKg: null,
        averageSleep: 7,
        injuries: [],
        notes: null,
      });
      // Two clients without an email do not collide.
      await create(coach, { ...intake(), email: '', name: 'Second Solo' });
    });

    it('answers 409 for an email that already has an account, in any case', async () => {
      const res = await call(
        coach,
        'POST',
        '/api/clients',
        intake({ email: 'Client@Example.com' }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'CONFLICT', message: serverMessages.emailTaken });
    });

    it.each([
      ['a blank name', { name: '   ' }, 'name'],
      ['no gender', { gender: undefined }, 'gender'],
      ['an unknown gender', { gender: 'other' }, 'gender'],
      ['no training level', { fastLevel: undefined }, 'fastLevel'],
      ['a thoracic score above 5', { thoracicScore: 6 }, 'thoracicScore'],
      ['an ankle score below 0', { ankleMobility: -1 }, 'ankleMobility'],
      ['a fractional score', { thoracicScore: 2.5 }, 'thoracicScore'],
      ['sleep below 4 h', { averageSleep: 3.5 }, 'averageSleep'],
      ['sleep above 10 h', { averageSleep: 10.5 }, 'averageSleep'],
      ['sleep off the half hour', { averageSleep: 7.2 }, 'averageSleep'],
      ['no work type', { workType: undefined }, 'workType'],
      ['an unknown work type', { workType: 'remote' }, 'workType'],
      ['no motivation level', { motivationLevel: 'D' }, 'motivationLevel'],
      ['no goal', { goals: [] }, 'goals'],
      ['a fractional age', { age: 30.5 }, 'age'],
      ['a negative weight', { weightKg: -3 }, 'weightKg'],
      ['a bad email', { email: 'not-an-email' }, 'email'],
      ['an unknown field', { role: 'admin' }, ''],
    ])('answers 400 with issues for %s', async (_label, overrides, path) => {
      const res = await call(coach, 'POST', '/api/clients', intake(overrides));
      expect(res.statusCode).toBe(400);
      const body = res.json() as { error: string; issues: { path: string }[] };
      expect(body.error).toBe('VALIDATION_FAILED');
      if (path) expect(body.issues.map((i) => i.path)).toContain(path);
      else expect(body.issues.length).toBeGreaterThan(0);
    });

    it('answers 400 for an unknown goal and writes nothing', async () => {
      const body = intake({ goals: ['build-strength', 'fly'] });
      const res = await call(coach, 'POST', '/api/clients', body);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { issues: unknown[] }).issues).toEqual([
        { path: 'goals.1', message: 'Unknown training goal' },
      ]);
      const rows = await t.database.db.select().from(users).where(eq(users.email, body.email));
      expect(rows).toHaveLength(0);
    });

    it('is for trainers and above: a client gets 403, nobody 401', async () => {
      expect((await call(client, 'POST', '/api/clients', intake())).statusCode).toBe(403);
      expect((await call(null, 'POST', '/api/clients', intake())).statusCode).toBe(401);
      const byAdmin = await create(admin);
      expect(byAdmin.id).toBeTruthy();
    });
  });

  describe('GET, PUT and DELETE /api/clients/{id}', () => {
    it('reads an own client; another trainer 403, a client 403, admin allowed', async () => {
      const created = await create(coach);
      const own = await call(coach, 'GET', `/api/clients/${created.id}`);
      expect(own.statusCode).toBe(200);
      expect(clientSchema.parse(own.json())).toEqual(created);

      expect((await call(otherTrainer, 'GET', `/api/clients/${created.id}`)).statusCode).toBe(403);
      expect((await call(client, 'GET', `/api/clients/${created.id}`)).statusCode).toBe(403);
      expect((await call(admin, 'GET', `/api/clients/${created.id}`)).statusCode).toBe(200);
      expect((await call(null, 'GET', `/api/clients/${created.id}`)).statusCode).toBe(401);
    });

    it('answers 404 for an id that is no client, to those who may look', async () => {
      expect((await call(admin, 'GET', `/api/clients/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await call(admin, 'GET', `/api/clients/${coach.id}`)).statusCode).toBe(404);
      expect((await call(admin, 'GET', '/api/clients/not-a-uuid')).statusCode).toBe(404);
      expect((await call(coach, 'GET', '/api/clients/not-a-uuid')).statusCode).toBe(403);
      expect((await call(coach, 'GET', `/api/clients/${coach.id}`)).statusCode).toBe(404);
      expect((await call(coach, 'GET', `/api/clients/${UNKNOWN_ID}`)).statusCode).toBe(403);
    });

    it('updates an own client; goals may be omitted and are then kept', async () => {
      const created = await create(coach, intake({ fastIntakeApplied: true }));
      const { goals: _goals, ...withoutGoals } = intake({
        name: 'Jordan Lee',
        email: created.email,
        weightKg: 70,
        fastLevel: 'intermediate',
        workType: 'active',
        averageSleep: 8,
        injuries: [],
        notes: '',
      });
      const res = await call(coach, 'PUT', `/api/clients/${created.id}`, withoutGoals);
      expect(res.statusCode).toBe(200);
      const updated = clientSchema.parse(res.json());
      expect(updated).toMatchObject({
        name: 'Jordan Lee',
        weightKg: 70,
        trainingLevel: 'intermediate',
        workType: 'active',
        averageSleep: 8,
        injuries: [],
        notes: null,
        dob: created.dob,
        goals: created.goals,
        // Fast Intake did not run again: the first estimates are kept.
        startingEstimates: created.startingEstimates,
      });

      const again = await call(coach, 'PUT', `/api/clients/${created.id}`, {
        ...withoutGoals,
        goals: ['lose-fat'],
        age: 40,
        fastIntakeApplied: true,
      });
      expect(again.json()).toMatchObject({
        goals: ['lose-fat'],
        age: 40,
        startingEstimates: { bodyWeightKg: 70, levelMultiplier: 1, startingLoadKg: 70 },
      });
    });

    it('refuses updates to someone else’s client, by a client, and invalid ones', async () => {
      const created = await create(coach);
      const body = intake({ email: created.email });
      expect((await call(otherTrainer, 'PUT', `/api/clients/${created.id}`, body)).statusCode).toBe(
        403,
      );
      expect((await call(client, 'PUT', `/api/clients/${created.id}`, body)).statusCode).toBe(403);
      const bad = await call(coach, 'PUT', `/api/clients/${created.id}`, { ...body, name: '' });
      expect(bad.statusCode).toBe(400);
      const taken = await call(coach, 'PUT', `/api/clients/${created.id}`, {
        ...body,
        email: 'client@example.com',
      });
      expect(taken.statusCode).toBe(409);
      expect((await call(admin, 'PUT', `/api/clients/${created.id}`, body)).statusCode).toBe(200);
      expect((await call(admin, 'PUT', `/api/clients/${UNKNOWN_ID}`, body)).statusCode).toBe(404);
    });

    it('deletes from the trainer’s list and keeps the person', async () => {
      const created = await create(coach);
      expect((await call(otherTrainer, 'DELETE', `/api/clients/${created.id}`)).statusCode).toBe(
        403,
      );
      expect((await call(client, 'DELETE', `/api/clients/${created.id}`)).statusCode).toBe(403);
      const res = await call(coach, 'DELETE', `/api/clients/${created.id}`);
      expect(res.statusCode).toBe(204);

      const list = (await call(coach, 'GET', '/api/clients')).json() as { id: string }[];
      expect(list.map((c) => c.id)).not.toContain(created.id);
      expect((await call(coach, 'GET', `/api/clients/${created.id}`)).statusCode).toBe(403);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, created.id));
      expect(row?.email).toBe(created.email);
      // Admin still sees the person, with nobody as trainer, and may release them too.
      const seen = await call(admin, 'GET', `/api/clients/${created.id}`);
      expect(seen.json()).toMatchObject({ id: created.id, trainerId: null });
      expect((await call(admin, 'DELETE', `/api/clients/${created.id}`)).statusCode).toBe(204);
    });
  });

  describe('GET /api/clients/search', () => {
    it('finds own clients by name or email from 2 characters', async () => {
      const created = await create(
        coach,
        intake({ name: 'Quentin Zephyr', email: 'qz-search@example.com' }),
      );
      const byName = await call(coach, 'GET', '/api/clients/search?q=zeph');
      expect(byName.statusCode).toBe(200);
      expect((byName.json() as Client[]).map((c) => c.id)).toEqual([created.id]);
      const byFullName = await call(coach, 'GET', '/api/clients/search?q=tin%20Zep');
      expect((byFullName.json() as Client[]).map((c) => c.id)).toEqual([created.id]);
      const byEmail = await call(coach, 'GET', '/api/clients/search?q=QZ-SEARCH');
      expect((byEmail.json() as Client[]).map((c) => c.id)).toEqual([created.id]);
      // LIKE wildcards are plain characters.
      expect((await call(coach, 'GET', '/api/clients/search?q=%25%25')).json()).toEqual([]);
      // Placeholder addresses of clients without an email are not searchable.
      expect((await call(coach, 'GET', '/api/clients/search?q=invalid')).json()).toEqual([]);
    });

    it('searches own clients only; admin searches all; a client 403', async () => {
      const theirs = await insertUser(t.database.db, {
        role: 'client',
        trainerId: otherTrainer.id,
        firstName: 'Xavier',
        lastName: 'Quill',
      });
      expect((await call(coach, 'GET', '/api/clients/search?q=Quill')).json()).toEqual([]);
      const mine = await call(otherTrainer, 'GET', '/api/clients/search?q=Quill');
      expect((mine.json() as Client[]).map((c) => c.id)).toEqual([theirs.id]);
      const all = await call(admin, 'GET', '/api/clients/search?q=Quill');
      expect((all.json() as Client[]).map((c) => c.id)).toEqual([theirs.id]);
      expect((await call(client, 'GET', '/api/clients/search?q=Quill')).statusCode).toBe(403);
    });

    it('answers 400 below 2 characters', async () => {
      for (const q of ['', 'a', '%20b%20']) {
        const res = await call(coach, 'GET', `/api/clients/search?q=${q}`);
        expect(res.statusCode).toBe(400);
      }
      expect((await call(coach, 'GET', '/api/clients/search')).statusCode).toBe(400);
    });
  });

  describe('PUT /api/clients/{id}/team', () => {
    it('puts an own client in an own team, or none; new sessions start with it', async () => {
      const created = await create(coach);
      const [team] = await t.database.db
        .select({ id: teams.id })
        .from(teams)
        .where(eq(teams.trainerId, coach.id));
      if (!team) throw new Error('the demo gym has teams');
      const res = await call(coach, 'PUT', `/api/clients/${created.id}/team`, { teamId: team.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ clientId: created.id, teamId: team.id });
      const session = await createSession(t, coach);
      const { state } = await sessionState(t, coach, session.id);
      expect(state.availableClients.find((c) => c.id === created.id)?.teamId).toBe(team.id);

      const cleared = await call(coach, 'PUT', `/api/clients/${created.id}/team`, { teamId: null });
      expect(cleared.json()).toEqual({ clientId: created.id, teamId: null });
    });

    it('refuses other trainers’ clients and teams, clients, unknown teams and bad bodies', async () => {
      const created = await create(coach);
      const [coachTeam] = await t.database.db
        .select({ id: teams.id })
        .from(teams)
        .where(eq(teams.trainerId, coach.id));
      const [otherTeam] = await t.database.db
        .insert(teams)
        .values({ name: 'Other', colorHex: '#112233', trainerId: otherTrainer.id })
        .returning({ id: teams.id });
      const url = `/api/clients/${created.id}/team`;
      expect((await call(otherTrainer, 'PUT', url, { teamId: otherTeam?.id })).statusCode).toBe(
        403,
      );
      expect((await call(coach, 'PUT', url, { teamId: otherTeam?.id })).statusCode).toBe(403);
      expect((await call(client, 'PUT', url, { teamId: coachTeam?.id })).statusCode).toBe(403);
      expect((await call(coach, 'PUT', url, { teamId: UNKNOWN_ID })).statusCode).toBe(404);
      expect((await call(coach, 'PUT', url, { teamId: 'red' })).statusCode).toBe(400);
      expect((await call(coach, 'PUT', url, {})).statusCode).toBe(400);
      expect((await call(admin, 'PUT', url, { teamId: otherTeam?.id })).statusCode).toBe(200);
      expect(
        (await call(admin, 'PUT', `/api/clients/${UNKNOWN_ID}/team`, { teamId: null })).statusCode,
      ).toBe(404);
    });
  });

  describe('Save & Add to Live', () => {
    it('GET /api/sessions/current answers 204 without a running session, else the newest', async () => {
      const fresh = await insertUser(t.database.db, { role: 'trainer' });
      const trainer: AuthUser = { id: fresh.id, role: 'trainer' };
      expect((await call(trainer, 'GET', '/api/sessions/current')).statusCode).toBe(204);
      const first = await createSession(t, trainer);
      clock.advanceSeconds(60);
      const second = await createSession(t, trainer);
      const res = await call(trainer, 'GET', '/api/sessions/current');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: second.id, joinCode: second.joinCode });
      await call(trainer, 'POST', `/api/sessions/${second.id}/end`);
      expect((await call(trainer, 'GET', '/api/sessions/current')).json()).toMatchObject({
        id: first.id,
      });
      expect((await call(client, 'GET', '/api/sessions/current')).statusCode).toBe(403);
      expect((await call(null, 'GET', '/api/sessions/current')).statusCode).toBe(401);
    });

    it('adds an own client to the running session for every device', async () => {
      const created = await create(coach);
      const session = await createSession(t, coach);
      const res = await call(coach, 'POST', `/api/sessions/${session.id}/clients`, {
        clientIds: [created.id],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, seq: 1 });
      const { state, seq } = await sessionState(t, coach, session.id);
      expect(seq).toBe(1);
      expect(state.clients.map((c) => c.id)).toContain(created.id);
      expect(state.clients.find((c) => c.id === created.id)?.firstName).toBe('Jordan');
    });

    it('refuses someone else’s client, someone else’s session, a client, and bad bodies', async () => {
      const mine = await create(coach);
      const session = await createSession(t, coach);
      const url = `/api/sessions/${session.id}/clients`;
      const theirs = await insertUser(t.database.db, {
        role: 'client',
        trainerId: otherTrainer.id,
      });
      expect((await call(coach, 'POST', url, { clientIds: [theirs.id] })).statusCode).toBe(403);
      expect((await call(otherTrainer, 'POST', url, { clientIds: [theirs.id] })).statusCode).toBe(
        403,
      );
      expect((await call(client, 'POST', url, { clientIds: [mine.id] })).statusCode).toBe(403);
      expect((await call(coach, 'POST', url, { clientIds: [] })).statusCode).toBe(400);
      expect((await call(coach, 'POST', url, {})).statusCode).toBe(400);
      expect(
        (
          await call(coach, 'POST', `/api/sessions/${UNKNOWN_ID}/clients`, {
            clientIds: [mine.id],
          })
        ).statusCode,
      ).toBe(404);
      // Admin may add anyone to any session.
      expect((await call(admin, 'POST', url, { clientIds: [theirs.id] })).statusCode).toBe(200);
      const { state } = await sessionState(t, coach, session.id);
      expect(state.clients.map((c) => c.id)).toEqual([theirs.id]);
    });

    it('answers 409 once the session has finished', async () => {
      const created = await create(coach);
      const session = await createSession(t, coach);
      await call(coach, 'POST', `/api/sessions/${session.id}/end`);
      const res = await call(coach, 'POST', `/api/sessions/${session.id}/clients`, {
        clientIds: [created.id],
      });
      expect(res.statusCode).toBe(409);
    });
  });
});
