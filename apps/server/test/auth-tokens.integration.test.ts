import { randomUUID } from 'node:crypto';
import {
  REFRESH_REUSE_LEEWAY_SECONDS,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_TTL_DAYS,
  refreshResponseSchema,
  serverMessages,
  tokenPairResponseSchema,
  userSchema,
} from '@levelup/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../src/db/schema';
import {
  insertClientWithPassword,
  nextAddress,
  signIn,
  type TokenAnswer,
  testClock,
} from './auth-helpers';
import { insertUser } from './factories';
import { TEST_JWT_SECRET, testDatabaseKinds, useTestApp } from './test-app';

const PASSWORD = 'correct horse';
const DAY = 24 * 60 * 60;
const CORS_ORIGIN = 'https://coach.example.com';

const uniqueEmail = () => `ann-${randomUUID()}@example.com`;

function refreshCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === REFRESH_TOKEN_COOKIE);
}

describe.each(testDatabaseKinds)('sign-in and tokens (%s)', (kind) => {
  const clock = testClock();
  const t = useTestApp(kind, {
    env: { PUBLIC_URL: 'http://localhost:4000', CORS_ORIGINS: CORS_ORIGIN },
    deps: { now: clock.now },
  });

  async function signedIn(email = uniqueEmail()) {
    await insertClientWithPassword(t.database.db, email, PASSWORD);
    const res = await signIn(t.app, email, PASSWORD);
    expect(res.statusCode).toBe(200);
    return { email, res, body: res.json() as TokenAnswer };
  }

  const refresh = (
    options: { body?: object; headers?: Record<string, string>; cookie?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: {
        'x-forwarded-for': nextAddress(),
        ...options.headers,
        ...(options.cookie ? { cookie: `${REFRESH_TOKEN_COOKIE}=${options.cookie}` } : {}),
      },
      payload: options.body ?? {},
    });

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

  it('signs in, answers the token pair and the user, and sets the refresh cookie', async () => {
    const { email, res, body } = await signedIn();
    const parsed = tokenPairResponseSchema.parse(body);
    expect(parsed.user).toMatchObject({ email, role: 'client' });
    expect(body.user).not.toHaveProperty('passwordHash');

    const cookie = refreshCookie(res);
    expect(cookie).toMatchObject({
      value: body.refreshToken,
      path: '/api/token',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: REFRESH_TOKEN_TTL_DAYS * DAY,
    });
    expect(cookie?.secure).toBeFalsy();
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const email = uniqueEmail();
    await insertClientWithPassword(t.database.db, email, PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/auth',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': nextAddress() },
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(res)?.secure).toBe(true);
  });

  it('accepts the email in any case', async () => {
    const email = uniqueEmail();
    await insertClientWithPassword(t.database.db, email, PASSWORD);
    const res = await signIn(t.app, `  ${email.toUpperCase()} `, PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown email and a password-less account identically', async () => {
    const email = uniqueEmail();
    await insertClientWithPassword(t.database.db, email, PASSWORD);
    const invited = await insertUser(t.database.db, { role: 'client', passwordHash: null });

    const answers = await Promise.all([
      signIn(t.app, email, 'wrong password'),
      signIn(t.app, uniqueEmail(), PASSWORD),
      signIn(t.app, invited.email, PASSWORD),
      signIn(t.app, invited.email, ''),
    ]);
    for (const res of answers.slice(0, 3)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'UNAUTHORIZED',
        message: serverMessages.invalidCredentials,
      });
      expect(refreshCookie(res)).toBeUndefined();
    }
    // An empty password is a form error, not a sign-in attempt.
    expect(answers[3]?.statusCode).toBe(400);
  });

  it('answers the current user to GET /api/me with the access token', async () => {
    const { email, body } = await signedIn();
    const res = await me(body.token);
    expect(res.statusCode).toBe(200);
    const user = userSchema.parse(res.json());
    expect(user).toMatchObject({ id: body.user.id, email, role: 'client' });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('refuses /api/me without a token, with a forged one, or an unsigned one', async () => {
    const { body } = await signedIn();
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const forged = await new SignJWT({ role: 'superadmin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(body.user.id)
      .setIssuer('levelup')
      .setAudience('levelup-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(`${TEST_JWT_SECRET}-other`));
    const unsigned = new UnsecuredJWT({ role: 'superadmin' })
      .setSubject(body.user.id)
      .setIssuer('levelup')
      .setAudience('levelup-api')
      .encode();
    for (const token of [forged, unsigned, 'not-a-token']) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'UNAUTHORIZED', message: serverMessages.unauthorized });
    }
  });

  it('rejects an access token after its 300 seconds', async () => {
    const { body } = await signedIn();
    clock.advanceSeconds(299);
    expect((await me(body.token)).statusCode).toBe(200);
    clock.advanceSeconds(2);
    expect((await me(body.token)).statusCode).toBe(401);
  });

  it('refreshes with the token in the body, then in the X-Refresh-Token header', async () => {
    const { body } = await signedIn();
    const viaBody = await refresh({ body: { refreshToken: body.refreshToken } });
    expect(viaBody.statusCode).toBe(200);
    const first = refreshResponseSchema.parse(viaBody.json());
    expect(Object.keys(viaBody.json()).sort()).toEqual(['refreshToken', 'token', 'user']);
    expect(first.user).toMatchObject({ id: body.user.id, role: 'client' });
    expect(viaBody.json().user).not.toHaveProperty('passwordHash');
    expect(first.refreshToken).not.toBe(body.refreshToken);
    expect(refreshCookie(viaBody)?.value).toBe(first.refreshToken);
    expect((await me(first.token)).statusCode).toBe(200);

    // Native clients send the header and no body at all.
    const viaHeader = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { 'x-refresh-token': first.refreshToken },
    });
    expect(viaHeader.statusCode).toBe(200);
    const second = viaHeader.json() as { token: string; refreshToken: string };
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.token)).statusCode).toBe(200);
  });

  it('refreshes with the cookie on a JSON POST from our own or an allowed origin', async () => {
    const { body } = await signedIn();
    const noOrigin = await refresh({ cookie: body.refreshToken });
    expect(noOrigin.statusCode).toBe(200);
    const second = noOrigin.json() as TokenAnswer;

    const ownOrigin = await refresh({
      cookie: second.refreshToken,
      headers: { origin: 'http://localhost:4000' },
    });
    expect(ownOrigin.statusCode).toBe(200);
    const third = ownOrigin.json() as TokenAnswer;

    const allowedOrigin = await refresh({
      cookie: third.refreshToken,
      headers: { origin: CORS_ORIGIN },
    });
    expect(allowedOrigin.statusCode).toBe(200);
  });

  it('ignores the cookie on a cross-site call or a non-JSON post (CSRF)', async () => {
    const { body } = await signedIn();
    const crossSite = await refresh({
      cookie: body.refreshToken,
      headers: { origin: 'https://evil.example.net' },
    });
    expect(crossSite.statusCode).toBe(401);
    expect(crossSite.json()).toEqual({
      error: 'UNAUTHORIZED',
      message: serverMessages.invalidRefreshToken,
    });

    const formPost = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${REFRESH_TOKEN_COOKIE}=${body.refreshToken}`,
      },
      payload: 'a=1',
    });
    expect([401, 415]).toContain(formPost.statusCode);

    // Neither attempt spent the token: it still works from the app itself.
    expect((await refresh({ cookie: body.refreshToken })).statusCode).toBe(200);
  });

  it('refuses a refresh without any token and an unknown token', async () => {
    expect((await refresh()).statusCode).toBe(401);
    const unknown = await refresh({ body: { refreshToken: 'nope' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      error: 'UNAUTHORIZED',
      message: serverMessages.invalidRefreshToken,
    });
    // A dead cookie is cleared so the web app stops sending it.
    const deadCookie = await refresh({ cookie: 'dead' });
    expect(deadCookie.statusCode).toBe(401);
    expect(refreshCookie(deadCookie)).toMatchObject({ value: '', path: '/api/token' });
  });

  it('rotates: a spent token no longer refreshes', async () => {
    const { body } = await signedIn();
    expect((await refresh({ body: { refreshToken: body.refreshToken } })).statusCode).toBe(200);
    clock.advanceSeconds(REFRESH_REUSE_LEEWAY_SECONDS + 1);
    expect((await refresh({ body: { refreshToken: body.refreshToken } })).statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same token at once without signing out', async () => {
    const { body } = await signedIn();
    const [first, second] = await Promise.all([
      refresh({ body: { refreshToken: body.refreshToken } }),
      refresh({ body: { refreshToken: body.refreshToken } }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    clock.advanceSeconds(REFRESH_REUSE_LEEWAY_SECONDS - 1);
    const late = await refresh({ body: { refreshToken: body.refreshToken } });
    expect(late.statusCode).toBe(200);
    // Every successor still works: the family was not revoked.
    for (const res of [first, second, late]) {
      const next = (res.json() as { refreshToken: string }).refreshToken;
      expect((await refresh({ body: { refreshToken: next } })).statusCode).toBe(200);
    }
  });

  it('detects reuse: a spent token presented again revokes the whole family', async () => {
    const { body } = await signedIn();
    const other = await signedIn(body.user.email.replace('ann-', 'other-'));
    const rotated = (await refresh({ body: { refreshToken: body.refreshToken } })).json() as {
      refreshToken: string;
    };

    clock.advanceSeconds(REFRESH_REUSE_LEEWAY_SECONDS + 1);
    const replay = await refresh({ body: { refreshToken: body.refreshToken } });
    expect(replay.statusCode).toBe(401);
    // The newest token of the family is dead too: whoever stole the old one gains nothing.
    expect((await refresh({ body: { refreshToken: rotated.refreshToken } })).statusCode).toBe(401);
    // Another sign-in (another family) is untouched.
    expect((await refresh({ body: { refreshToken: other.body.refreshToken } })).statusCode).toBe(
      200,
    );
  });

  it('stores only hashes of refresh tokens', async () => {
    const { body } = await signedIn();
    const rows = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, body.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(body.refreshToken);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ends a sign-in 30 days after it began, however often it was rotated', async () => {
    const { body } = await signedIn();
    let current = body.refreshToken;
    for (let day = 0; day < 3; day += 1) {
      clock.advanceSeconds(10 * DAY - 60);
      const res = await refresh({ body: { refreshToken: current } });
      expect(res.statusCode).toBe(200);
      current = (res.json() as { refreshToken: string }).refreshToken;
      // The cookie lives as long as the family, no longer.
      expect(refreshCookie(res)?.maxAge).toBe(
        REFRESH_TOKEN_TTL_DAYS * DAY - (day + 1) * (10 * DAY - 60),
      );
    }
    clock.advanceSeconds(181);
    expect((await refresh({ body: { refreshToken: current } })).statusCode).toBe(401);
  });

  it('invalidates the presented family and clears the cookie', async () => {
    const { body } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/invalidate',
      headers: { cookie: `${REFRESH_TOKEN_COOKIE}=${body.refreshToken}` },
      payload: {},
    });
    expect(res.statusCode).toBe(204);
    const cleared = refreshCookie(res);
    expect(cleared).toMatchObject({ value: '', path: '/api/token' });
    expect((await refresh({ body: { refreshToken: body.refreshToken } })).statusCode).toBe(401);
  });

  it('invalidates through the body and answers 204 when nothing matched', async () => {
    const { body } = await signedIn();
    const viaBody = await t.app.inject({
      method: 'POST',
      url: '/api/token/invalidate',
      payload: { refreshToken: body.refreshToken },
    });
    expect(viaBody.statusCode).toBe(204);
    expect((await refresh({ body: { refreshToken: body.refreshToken } })).statusCode).toBe(401);

    const nothing = await t.app.inject({
      method: 'POST',
      url: '/api/token/invalidate',
      payload: {},
    });
    expect(nothing.statusCode).toBe(204);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/token/invalidate',
      headers: { 'x-refresh-token': 'unknown' },
    });
    expect(unknown.statusCode).toBe(204);
  });
});
