import { type Exercise, exerciseListItemSchema, serverMessages } from '@levelup/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { seedDemoGym } from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

/** The exercise wizard's payload after its 8 steps, with overrides. */
function wizardPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: `Landmine Twist ${Math.random().toString(36).slice(2, 8)}`,
    movementType: 'accessory',
    pattern: 'carry',
    primaryMuscles: ['obliques', 'abs'],
    secondaryMuscles: ['front_delts'],
    intensity: 4,
    effectiveness: 3,
    athleticism: 5,
    repCarryover: 12,
    ...overrides,
  };
}

describe.each(testDatabaseKinds)('exercise wizard API (%s)', (kind) => {
  const t = useTestApp(kind);
  let coach: AuthUser;
  let admin: AuthUser;
  let client: AuthUser;
  let otherTrainer: AuthUser;

  beforeAll(async () => {
    ({ coach, admin, client, otherTrainer } = await seedDemoGym(t.database.db));
  });

  const call = async (
    user: AuthUser | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? await t.authHeader(user) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('creates an exercise that the library then lists', async () => {
    const body = wizardPayload({ name: '  Landmine   Rotation ' });
    const res = await call(coach, 'POST', '/api/exercises', body);
    expect(res.statusCode).toBe(201);
    const created = res.json() as Exercise;
    expect(created).toMatchObject({
      name: 'Landmine Rotation',
      type: 'accessory',
      movementType: 'accessory',
      pattern: 'carry',
      primaryMuscles: ['obliques', 'abs'],
      secondaryMuscles: ['front_delts'],
      intensity: 4,
      effectiveness: 3,
      athleticism: 5,
      repCarryover: 12,
      cues: ['', '', ''],
      unilateral: false,
    });
    const list = (await call(client, 'GET', '/api/exercises')).json() as unknown[];
    const names = list.map((e) => exerciseListItemSchema.parse(e).name);
    expect(names).toContain('Landmine Rotation');
  });

  it('applies the wizard defaults: intensity 3, effectiveness 2, athleticism 3, carryover 10', async () => {
    const { intensity, effectiveness, athleticism, repCarryover, ...rest } = wizardPayload();
    const res = await call(coach, 'POST', '/api/exercises', {
      ...rest,
      secondaryMuscles: undefined,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      intensity: 3,
      effectiveness: 2,
      athleticism: 3,
      repCarryover: 10,
      secondaryMuscles: [],
    });
  });

  it.each([['Back Squat'], ['back squat'], ['  BACK   SQUAT '], ['BackSquat']])(
    'answers 409 for the taken name %j',
    async (name) => {
      const res = await call(coach, 'POST', '/api/exercises', wizardPayload({ name }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'CONFLICT',
        message: 'An exercise with this name already exists.',
      });
      expect(serverMessages.exerciseNameTaken).toBe('An exercise with this name already exists.');
    },
  );

  it.each([
    ['a blank name', { name: '  ' }, 'name'],
    ['no movement type', { movementType: undefined }, 'movementType'],
    ['an unknown movement type', { movementType: 'isolation' }, 'movementType'],
    ['no primary muscle', { primaryMuscles: [] }, 'primaryMuscles'],
    [
      'four primary muscles',
      { primaryMuscles: ['abs', 'pecs', 'lats', 'traps'] },
      'primaryMuscles',
    ],
    ['three secondary muscles', { secondaryMuscles: ['abs', 'pecs', 'lats'] }, 'secondaryMuscles'],
    ['a muscle twice', { primaryMuscles: ['abs', 'abs'] }, 'primaryMuscles'],
    ['an unknown muscle', { primaryMuscles: ['wings'] }, 'primaryMuscles.0'],
    ['no pattern', { pattern: undefined }, 'pattern'],
    ['intensity 0', { intensity: 0 }, 'intensity'],
    ['intensity 6', { intensity: 6 }, 'intensity'],
    ['effectiveness 4', { effectiveness: 4 }, 'effectiveness'],
    ['effectiveness 0', { effectiveness: 0 }, 'effectiveness'],
    ['athleticism 6', { athleticism: 6 }, 'athleticism'],
    ['athleticism 0', { athleticism: 0 }, 'athleticism'],
    ['carryover 0', { repCarryover: 0 }, 'repCarryover'],
    ['carryover 31', { repCarryover: 31 }, 'repCarryover'],
    ['a fractional intensity', { intensity: 2.5 }, 'intensity'],
    ['an unknown field', { hash: 'x' }, ''],
  ])('answers 400 with issues for %s', async (_label, overrides, path) => {
    const res = await call(coach, 'POST', '/api/exercises', wizardPayload(overrides));
    expect(res.statusCode).toBe(400);
    const body = res.json() as { issues: { path: string; message: string }[] };
    expect(body.issues.length).toBeGreaterThan(0);
    if (path) expect(body.issues.map((i) => i.path)).toContain(path);
  });

  it('is for trainers and above', async () => {
    expect((await call(client, 'POST', '/api/exercises', wizardPayload())).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/exercises', wizardPayload())).statusCode).toBe(401);
    expect((await call(otherTrainer, 'POST', '/api/exercises', wizardPayload())).statusCode).toBe(
      201,
    );
    expect((await call(admin, 'POST', '/api/exercises', wizardPayload())).statusCode).toBe(201);
  });

  describe('GET /api/exercises/similar', () => {
    it('says whether the name is taken and lists near-duplicates', async () => {
      const taken = await call(coach, 'GET', '/api/exercises/similar?name=back%20%20SQUAT');
      expect(taken.statusCode).toBe(200);
      const answer = taken.json() as { exists: boolean; similar: string[] };
      expect(answer.exists).toBe(true);
      expect(answer.similar).not.toContain('Back Squat');

      const near = (
        await call(coach, 'GET', '/api/exercises/similar?name=Back%20Squatt')
      ).json() as {
        exists: boolean;
        similar: string[];
      };
      expect(near.exists).toBe(false);
      expect(near.similar[0]).toBe('Back Squat');
      expect(near.similar.length).toBeLessThanOrEqual(5);

      const none = (await call(admin, 'GET', '/api/exercises/similar?name=Zzyzx')).json();
      expect(none).toEqual({ exists: false, similar: [] });
    });

    it('answers 400 without a name, 403 to a client, 401 to nobody', async () => {
      expect((await call(coach, 'GET', '/api/exercises/similar?name=%20')).statusCode).toBe(400);
      expect((await call(coach, 'GET', '/api/exercises/similar')).statusCode).toBe(400);
      expect((await call(client, 'GET', '/api/exercises/similar?name=Squat')).statusCode).toBe(403);
      expect((await call(null, 'GET', '/api/exercises/similar?name=Squat')).statusCode).toBe(401);
    });
  });
});
