import {
  DEFAULT_EQUIPMENT,
  DEFAULT_GYM_SETTINGS,
  type GymSettings,
  gymSettingsResponseSchema,
  gymSettingsMessages as m,
  serverMessages,
  userSchema,
} from '@levelup/shared';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { createAccessTokens } from '../src/auth/access-token';
import { authenticationPlugin } from '../src/auth/authenticate';
import { exercises, gyms, sessionLogs, trainingGoals, users } from '../src/db/schema';
import { gymSettingsOf } from '../src/gyms';
import { gymsPlugin } from '../src/gyms/plugin';
import { registerErrorHandling } from '../src/http/errors';
import { createUserAccounts } from '../src/users';
import { asUser, insertUser } from './factories';
import { createSession } from './sessions-helpers';
import { TEST_JWT_SECRET, testDatabaseKinds, useTestApp } from './test-app';

/** A pound gym with a 45 lb bar, and a readiness rule of its own. */
const POUND_GYM: GymSettings = {
  unit: 'lb',
  equipment: DEFAULT_EQUIPMENT.lb,
  readinessRule: [
    { minScore: 60, percent: 0 },
    { minScore: 0, percent: -10 },
  ],
};

/** Settings with `equipment` changed. */
const withEquipment = (
  equipment: Partial<GymSettings['equipment']>,
  base: GymSettings = DEFAULT_GYM_SETTINGS,
): GymSettings => ({ ...base, equipment: { ...base.equipment, ...equipment } });

describe.each(testDatabaseKinds)('gym settings (%s)', (kind) => {
  const t = useTestApp(kind);
  /** `admin` of the gym is `gymAdmin`'s; `otherGym` is a trainer in a gym of their own. */
  const people = {} as Record<
    'gymAdmin' | 'colleague' | 'otherGym' | 'client' | 'admin',
    AuthUser & { gymId: string }
  >;

  const call = async (
    user: AuthUser | null,
    method: 'GET' | 'PUT',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? await t.authHeader(user) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const getSettings = (user: AuthUser | null) => call(user, 'GET', '/api/gym/settings');
  const putSettings = (user: AuthUser | null, settings: unknown) =>
    call(user, 'PUT', '/api/gym/settings', settings);

  beforeAll(async () => {
    const db = t.database.db;
    const member = (row: { id: string; role: AuthUser['role']; gymId: string }) => ({
      ...asUser(row),
      gymId: row.gymId,
    });
    people.gymAdmin = member(await insertUser(db, { role: 'trainer', firstName: 'Casey' }));
    const gymId = people.gymAdmin.gymId;
    people.colleague = member(
      await insertUser(db, { role: 'trainer', firstName: 'Robin', gymId, gymAdmin: false }),
    );
    people.otherGym = member(await insertUser(db, { role: 'trainer', firstName: 'Dana' }));
    people.client = member(
      await insertUser(db, { role: 'client', firstName: 'Ada', trainerId: people.gymAdmin.id }),
    );
    people.admin = member(await insertUser(db, { role: 'admin', gymId, gymAdmin: false }));
  });

  it("answers each of the gym's trainers its settings, and whether they may change them", async () => {
    const expected = (canEdit: boolean) => ({
      gym: { id: people.gymAdmin.gymId, name: "Casey's gym" },
      settings: DEFAULT_GYM_SETTINGS,
      canEdit,
    });
    for (const [who, canEdit] of [
      ['gymAdmin', true],
      ['colleague', false],
      ['admin', true],
    ] as const) {
      const res = await getSettings(people[who]);
      expect(res.statusCode, who).toBe(200);
      expect(gymSettingsResponseSchema.parse(res.json()), who).toEqual(expected(canEdit));
    }
    const other = await getSettings(people.otherGym);
    expect(other.json()).toEqual({
      gym: { id: people.otherGym.gymId, name: "Dana's gym" },
      settings: DEFAULT_GYM_SETTINGS,
      canEdit: true,
    });
    expect(people.otherGym.gymId).not.toBe(people.gymAdmin.gymId);
  });

  it('refuses a client (403) and nobody (401) either way', async () => {
    for (const res of [
      await getSettings(people.client),
      await putSettings(people.client, DEFAULT_GYM_SETTINGS),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'FORBIDDEN', message: serverMessages.forbidden });
    }
    expect((await getSettings(null)).statusCode).toBe(401);
    expect((await putSettings(null, DEFAULT_GYM_SETTINGS)).statusCode).toBe(401);
  });

  it("lets the gym's admin change them for the whole gym, and no other gym", async () => {
    const saved = await putSettings(people.gymAdmin, POUND_GYM);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      gym: { id: people.gymAdmin.gymId, name: "Casey's gym" },
      settings: POUND_GYM,
      canEdit: true,
    });
    // Kept: every trainer of the gym reads them from now on; the other gym keeps its own.
    expect((await getSettings(people.colleague)).json().settings).toEqual(POUND_GYM);
    expect((await getSettings(people.gymAdmin)).json().settings).toEqual(POUND_GYM);
    expect((await getSettings(people.otherGym)).json().settings).toEqual(DEFAULT_GYM_SETTINGS);
    expect(await gymSettingsOf(t.database.db, people.client.id)).toEqual({
      gymId: people.gymAdmin.gymId,
      settings: POUND_GYM,
    });
  });

  it('lets admin and above change their gym too', async () => {
    const res = await putSettings(people.admin, DEFAULT_GYM_SETTINGS);
    expect(res.statusCode).toBe(200);
    expect((await getSettings(people.colleague)).json().settings).toEqual(DEFAULT_GYM_SETTINGS);
    expect((await putSettings(people.gymAdmin, POUND_GYM)).statusCode).toBe(200);
  });

  it('refuses another trainer of the gym the change, saying only its admins may, whatever they send', async () => {
    for (const body of [DEFAULT_GYM_SETTINGS, withEquipment({ plates: [] })]) {
      const res = await putSettings(people.colleague, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'FORBIDDEN', message: m.notGymAdmin });
    }
    expect((await getSettings(people.colleague)).json().settings).toEqual(POUND_GYM);
  });

  it('refuses impossible equipment and rules with 400 and what is wrong, keeping the settings', async () => {
    const cases: [string, unknown, { path: string; message: string }][] = [
      [
        'no plates',
        withEquipment({ plates: [] }),
        { path: 'equipment.plates', message: m.noPlates },
      ],
      [
        'a bar heavier than 50 kg',
        withEquipment({ bars: [20, 60] }),
        { path: 'equipment.bars.1', message: m.barTooHeavy(50, 'kg') },
      ],
      [
        'a bar heavier than 110 lb',
        withEquipment({ bars: [45, 115] }, POUND_GYM),
        { path: 'equipment.bars.1', message: m.barTooHeavy(110, 'lb') },
      ],
      [
        'duplicate plates',
        withEquipment({ plates: [25, 20, 20, 10] }),
        { path: 'equipment.plates', message: m.duplicatePlates },
      ],
      [
        'a rule without a band from 0',
        { ...DEFAULT_GYM_SETTINGS, readinessRule: [{ minScore: 70, percent: 0 }] },
        { path: 'readinessRule', message: m.ruleNeedsZero },
      ],
    ];
    for (const [what, body, issue] of cases) {
      const res = await putSettings(people.gymAdmin, body);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({
        error: 'VALIDATION_FAILED',
        issues: expect.arrayContaining([issue]),
      });
    }
    expect((await getSettings(people.gymAdmin)).json().settings).toEqual(POUND_GYM);
  });

  it('reads a stored row the schema no longer accepts as the defaults, and says so', async () => {
    const db = t.database.db;
    await db
      .update(gyms)
      .set({ settings: { unit: 'stone' } as unknown as GymSettings })
      .where(eq(gyms.id, people.otherGym.gymId));
    const log = vi.fn();
    expect(await gymSettingsOf(db, people.otherGym.id, log)).toEqual({
      gymId: people.otherGym.gymId,
      settings: DEFAULT_GYM_SETTINGS,
    });
    expect(log).toHaveBeenCalledWith(people.otherGym.gymId, expect.any(Array));
    expect((await getSettings(people.otherGym)).json().settings).toEqual(DEFAULT_GYM_SETTINGS);
    expect(await gymSettingsOf(db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it("puts a client a trainer takes on in the trainer's gym", async () => {
    await t.database.db
      .insert(trainingGoals)
      .values({ id: 'build-strength', name: 'Build Strength' })
      .onConflictDoNothing();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: await t.authHeader(people.colleague),
      payload: {
        name: 'Jordan Lee',
        gender: 'female',
        age: 34,
        weightKg: 64.5,
        fastLevel: 'beginner',
        thoracicScore: 3,
        ankleMobility: 4,
        workType: 'sedentary',
        motivationLevel: 'B',
        goals: ['build-strength'],
        injuries: [],
        averageSleep: 7,
      },
    });
    expect(created.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ gymId: users.gymId, gymAdmin: users.gymAdmin })
      .from(users)
      .where(eq(users.id, created.json().id));
    expect(row).toEqual({ gymId: people.gymAdmin.gymId, gymAdmin: false });
  });

  describe("a person's unit", () => {
    const me = async (user: AuthUser) =>
      userSchema.parse((await call(user, 'GET', '/api/me')).json());
    const setUnit = (by: AuthUser, unit: unknown) =>
      call(by, 'PUT', `/api/users/${people.client.id}`, { unit });

    it("follows the gym's until they choose their own, and again once they clear it", async () => {
      expect(await me(people.client)).toMatchObject({ unit: null, gymUnit: 'lb' });

      const chosen = await setUnit(people.client, 'kg');
      expect(chosen.statusCode).toBe(200);
      expect(userSchema.parse(chosen.json())).toMatchObject({ unit: 'kg', gymUnit: 'lb' });
      expect(await me(people.client)).toMatchObject({ unit: 'kg', gymUnit: 'lb' });

      // Their trainer may set it for them, as the rest of the profile.
      expect((await setUnit(people.gymAdmin, 'lb')).json()).toMatchObject({ unit: 'lb' });

      const cleared = await setUnit(people.client, null);
      expect(cleared.json()).toMatchObject({ unit: null, gymUnit: 'lb' });
      expect(await me(people.client)).toMatchObject({ unit: null, gymUnit: 'lb' });
    });

    it('refuses a unit that is neither kg nor lb', async () => {
      const res = await setUnit(people.client, 'stone');
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([expect.objectContaining({ path: 'unit' })]);
      expect(await me(people.client)).toMatchObject({ unit: null });
    });

    it('keeps loads in kg in the export, with each set its RPE and the unit the person sees', async () => {
      const db = t.database.db;
      const session = await createSession(t, people.gymAdmin);
      const [exercise] = await db
        .insert(exercises)
        .values({ name: 'Gym Test Squat', type: 'compound' })
        .returning({ id: exercises.id });
      const at = new Date('2030-02-01T10:00:00Z');
      await db.insert(sessionLogs).values(
        [
          { kg: 102.058, reps: 5, rpe: 9.5, setIndex: 0 },
          { kg: 104.326, reps: 3, rpe: null, setIndex: 1 },
        ].map((set) => ({
          ...set,
          sessionId: session.id,
          clientId: people.client.id,
          exerciseId: exercise?.id ?? '',
          verification: 'verified' as const,
          performedAt: at,
        })),
      );
      const url = `/api/clients/${people.client.id}/export?format=json`;
      const sets = () =>
        call(people.client, 'GET', url).then(
          (res) => res.json().sets as { kg: number; rpe: number | null; unit: string }[],
        );
      expect(await sets()).toEqual([
        expect.objectContaining({ kg: 102.058, reps: 5, rpe: 9.5, setNumber: 1, unit: 'lb' }),
        expect.objectContaining({ kg: 104.326, reps: 3, rpe: null, setNumber: 2, unit: 'lb' }),
      ]);
      await setUnit(people.client, 'kg');
      expect((await sets()).map((set) => set.unit)).toEqual(['kg', 'kg']);
      const profile = (await call(people.client, 'GET', url)).json().profile;
      expect(profile).toMatchObject({ unit: 'kg' });
    });
  });
});

describe.each(testDatabaseKinds)('the gyms plugin (%s)', (kind) => {
  const t = useTestApp(kind);

  it('tells onSettingsChanged of each change saved, with the gym, and of no refused one', async () => {
    const db = t.database.db;
    const trainer = await insertUser(db, { role: 'trainer' });
    const changed = vi.fn();
    const tokens = createAccessTokens(TEST_JWT_SECRET, () => new Date());
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(authenticationPlugin, { tokens, accounts: createUserAccounts(db) });
    await app.register(gymsPlugin, { db, onSettingsChanged: changed });
    try {
      const headers = { authorization: `Bearer ${await tokens.sign(asUser(trainer))}` };
      const put = (payload: object) =>
        app.inject({ method: 'PUT', url: '/api/gym/settings', headers, payload });
      expect((await put(withEquipment({ plates: [] }))).statusCode).toBe(400);
      expect(changed).not.toHaveBeenCalled();
      expect((await put(POUND_GYM)).statusCode).toBe(200);
      expect(changed).toHaveBeenCalledExactlyOnceWith(trainer.gymId);
    } finally {
      await app.close();
    }
  });
});
