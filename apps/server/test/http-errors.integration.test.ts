import { serverMessages } from '@levelup/shared';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertUser } from './factories';
import { TEST_JWT_SECRET, testDatabaseKinds, useTestApp } from './test-app';

const errorShape = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

describe.each(testDatabaseKinds)('error shape and authentication (%s)', (kind) => {
  const t = useTestApp(kind, {
    beforeReady(app) {
      // Probe routes: the error handling under test is the app's own, routes are only carriers.
      app.post(
        '/api/test/echo',
        { schema: { body: z.object({ name: z.string().min(1), age: z.number().int() }) } },
        async (request) => request.body,
      );
      app.get('/api/test/explode', async () => {
        throw new Error('database password is hunter2');
      });
    },
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ann",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'BAD_REQUEST', message: serverMessages.malformedJson });
  });

  it('answers wrong-typed fields with 400 and one issue per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '', age: 'forty' },
    });
    expect(res.statusCode).toBe(400);
    const body = errorShape.parse(res.json());
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.message).toBe(serverMessages.validationFailed);
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual(['age', 'name']);
  });

  it('accepts a valid body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ann', age: 40 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ann', age: 40 });
  });

  it('answers an unexpected failure with a 500 that leaks nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'INTERNAL', message: serverMessages.internal });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(errorShape.parse(res.json()).error).toBe('NOT_FOUND');
  });

  it('requires a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/exercises' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'UNAUTHORIZED', message: serverMessages.unauthorized });
  });

  it('rejects unsigned, foreign-key and expired tokens', async () => {
    const user = await insertUser(t.database.db, { role: 'trainer' });
    const header = { alg: 'none', typ: 'JWT' };
    const claims = {
      sub: user.id,
      role: 'superadmin',
      iss: 'levelup',
      aud: 'levelup-api',
      exp: 9_999_999_999,
    };
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${b64(header)}.${b64(claims)}.`;
    const foreign = await new SignJWT({ role: 'trainer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('levelup')
      .setAudience('levelup-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT({ role: 'trainer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('levelup')
      .setAudience('levelup-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const token of [unsigned, foreign, expired, 'not-a-jwt']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/exercises',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 403 when the role is too low', async () => {
    const client = await insertUser(t.database.db, { role: 'client' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/clients',
      headers: await t.authHeader({ id: client.id, role: 'client' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'FORBIDDEN', message: serverMessages.forbidden });
  });
});
