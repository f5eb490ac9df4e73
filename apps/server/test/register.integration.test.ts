import { randomUUID } from 'node:crypto';
import {
  registrationMessages as m,
  REFRESH_TOKEN_COOKIE,
  serverMessages,
  tokenPairResponseSchema,
} from '@levelup/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords';
import { clientProfiles, gyms, users } from '../src/db/schema';
import { nextAddress, signIn } from './auth-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

const validForm = () => ({
  email: `New.Client-${randomUUID()}@Example.com`,
  password: 'squat-rack',
  firstName: 'Nora',
  lastName: 'Quinn',
  dateOfBirth: '1994-03-17',
  sex: 'female',
  weightKg: 64.5,
  heightCm: 170,
});

describe.each(testDatabaseKinds)('registration (%s)', (kind) => {
  const t = useTestApp(kind);

  const register = (payload: object, address = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'x-forwarded-for': address },
      payload,
    });

  it('creates a signed-in client account with a client profile', async () => {
    const form = validForm();
    const res = await register(form);
    expect(res.statusCode).toBe(201);
    const body = tokenPairResponseSchema.parse(res.json());
    expect(body.user).toEqual({
      id: body.user.id,
      email: form.email.toLowerCase(),
      firstName: 'Nora',
      lastName: 'Quinn',
      role: 'client',
      gender: 'female',
      dateOfBirth: '1994-03-17',
      weightKg: 64.5,
      heightCm: 170,
      // Registered by its own person: no coach chose this email.
      coachSetupNotice: false,
      // No unit chosen yet: they see their gym's.
      unit: null,
      gymUnit: 'kg',
      showNameOnTv: true,
    });
    const cookie = res.cookies.find((c) => c.name === REFRESH_TOKEN_COOKIE);
    expect(cookie).toMatchObject({ value: body.refreshToken, httpOnly: true, path: '/api/token' });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', form.password)).toBe(true);
    const profiles = await t.database.db
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.userId, body.user.id));
    expect(profiles).toHaveLength(1);
    // Nobody's client yet: a gym of their own, whose settings they may not change.
    const [gym] = await t.database.db
      .select({ name: gyms.name })
      .from(gyms)
      .where(eq(gyms.id, row?.gymId ?? randomUUID()));
    expect(gym?.name).toBe("Nora's gym");
    expect(row?.gymAdmin).toBe(false);

    expect((await signIn(t.app, form.email, form.password)).statusCode).toBe(200);
  });

  it('answers 409 for an email that already has an account, whatever its case', async () => {
    const form = validForm();
    expect((await register(form)).statusCode).toBe(201);
    const again = await register({ ...form, email: form.email.toUpperCase(), firstName: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'CONFLICT', message: serverMessages.emailTaken });
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, form.email.toLowerCase()));
    expect(rows.map((r) => r.firstName)).toEqual(['Nora']);
  });

  it.each([
    ['email', { email: 'not-an-email' }, m.invalidEmail],
    ['password', { password: '12345' }, m.passwordTooShort],
    ['firstName', { firstName: '   ' }, m.firstNameRequired],
    ['lastName', { lastName: '' }, m.surnameRequired],
    ['dateOfBirth', { dateOfBirth: '17/03/1994' }, m.dateOfBirthFormat],
    ['dateOfBirth', { dateOfBirth: '1994-02-30' }, m.dateOfBirthFormat],
    ['sex', { sex: 'other' }, m.sexRequired],
    ['weightKg', { weightKg: 'heavy' }, m.weightNotNumber],
    ['weightKg', { weightKg: -3 }, m.weightNotPositive],
    ['heightCm', { heightCm: 'tall' }, m.heightNotNumber],
    ['heightCm', { heightCm: 0 }, m.heightNotPositive],
  ])('answers 400 naming %s when it is invalid (%j)', async (field, change, message) => {
    const form = { ...validForm(), ...change };
    const res = await register(form);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; issues: { path: string; message: string }[] };
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.issues).toContainEqual({ path: field, message });
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, form.email.toLowerCase()));
    expect(rows).toHaveLength(0);
  });

  it('answers one issue per missing field', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    const paths = (res.json() as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(new Set(paths)).toEqual(
      new Set([
        'email',
        'password',
        'firstName',
        'lastName',
        'dateOfBirth',
        'sex',
        'weightKg',
        'heightCm',
      ]),
    );
  });

  it('refuses a role smuggled into the form', async () => {
    const res = await register({ ...validForm(), role: 'superadmin' });
    expect(res.statusCode).toBe(400);
  });
});

describe('registration rate limit', () => {
  const t = useTestApp('pglite', {
    deps: { rateLimits: { registrationsPerAddress: { max: 2, windowSeconds: 3600 } } },
  });

  it('answers 429 after too many sign-ups from one address', async () => {
    const address = nextAddress();
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: { 'x-forwarded-for': address },
        payload: validForm(),
      });
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    const limited = await register();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'RATE_LIMITED', message: serverMessages.rateLimited });
  });
});
