import { randomUUID } from 'node:crypto';
import { serverMessages } from '@levelup/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { DEVICE_COOKIE } from '../src/auth/device-cookie';
import type { RateLimits } from '../src/auth/rate-limiter';
import type { Database } from '../src/db/connect';
import { insertClientWithPassword, nextAddress } from './auth-helpers';
import { insertUser } from './factories';
import { createTestApp, testDatabaseKinds, useTestApp } from './test-app';

const PASSWORD = 'correct horse';
const uniqueEmail = () => `owner-${randomUUID()}@example.com`;

type Attempt = { email: string; password: string; address?: string; device?: string };

/** A sign-in as a browser makes it, from `address`, with the device cookie it holds (if any). */
function attempt(app: App, { email, password, address = nextAddress(), device }: Attempt) {
  return app.inject({
    method: 'POST',
    url: '/api/token/auth',
    headers: {
      'x-forwarded-for': address,
      ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}),
    },
    payload: { email, password },
  });
}

/** Signs in with the right password and answers the device cookie the browser got. */
async function browserThatSignedIn(app: App, email: string, address = nextAddress()) {
  const res = await attempt(app, { email, password: PASSWORD, address });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/token/auth' });
  return cookie?.value ?? '';
}

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: 'RATE_LIMITED', message: serverMessages.rateLimited });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

async function owner(db: Database) {
  const email = uniqueEmail();
  await insertClientWithPassword(db, email, PASSWORD);
  return email;
}

describe.each(testDatabaseKinds)('sign-in throttling with the default limits (%s)', (kind) => {
  const t = useTestApp(kind);

  it('lets the owner in from a browser that signed in before, after 20 failures from one address', async () => {
    const email = await owner(t.database.db);
    const home = nextAddress();
    const device = await browserThatSignedIn(t.app, email, home);

    const attacker = nextAddress();
    const answers: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      answers.push(
        (await attempt(t.app, { email, password: `guess-${i}`, address: attacker })).statusCode,
      );
    }
    expect(answers.every((status) => status === 401 || status === 429)).toBe(true);
    expect(answers.at(-1)).toBe(429);

    // The owner's browser is not held back, even behind the attacker's address (one gym, one NAT).
    expect(
      (await attempt(t.app, { email, password: PASSWORD, address: attacker, device })).statusCode,
    ).toBe(200);
    expect(
      (await attempt(t.app, { email, password: PASSWORD, address: home, device })).statusCode,
    ).toBe(200);

    // A browser never seen before waits a while (a delay, not a lock: at most 5 minutes).
    const fresh = await attempt(t.app, { email, password: PASSWORD });
    expect(expectLimited(fresh)).toBeLessThanOrEqual(5 * 60);
  });

  it('trusts a device cookie only for its own account and only as signed', async () => {
    const email = await owner(t.database.db);
    const someoneElse = await owner(t.database.db);
    const othersDevice = await browserThatSignedIn(t.app, someoneElse);
    const ownDevice = await browserThatSignedIn(t.app, email);
    const attacker = nextAddress();
    for (let i = 0; i < 12; i += 1) {
      await attempt(t.app, { email, password: `guess-${i}`, address: attacker });
    }

    expectLimited(
      await attempt(t.app, { email, password: PASSWORD, address: attacker, device: othersDevice }),
    );
    const [user, id] = ownDevice.split('.');
    const forged = `${user}.${id}.${'A'.repeat(43)}`;
    expectLimited(
      await attempt(t.app, { email, password: PASSWORD, address: attacker, device: forged }),
    );
    expectLimited(
      await attempt(t.app, { email, password: PASSWORD, address: attacker, device: 'junk' }),
    );
    expect(
      (await attempt(t.app, { email, password: PASSWORD, address: attacker, device: ownDevice }))
        .statusCode,
    ).toBe(200);
  });
});

describe.each(testDatabaseKinds)('sign-in throttling, limit by limit (%s)', (kind) => {
  const limits: Partial<RateLimits> = {
    signInFailuresPerEmailAndAddress: { max: 3, windowSeconds: 3600 },
    signInFailuresPerAddress: { max: 6, windowSeconds: 3600 },
    signInDelaysPerEmail: {
      freeFailures: 20,
      firstDelaySeconds: 1,
      maxDelaySeconds: 1,
      windowSeconds: 3600,
    },
    signInFailuresPerDevice: { max: 2, windowSeconds: 3600 },
  };
  const t = useTestApp(kind, { deps: { rateLimits: limits } });

  it('holds an email back tightly from one address, and not from another', async () => {
    const email = await owner(t.database.db);
    const address = nextAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt(t.app, { email, password: 'wrong', address })).statusCode).toBe(401);
    }
    expectLimited(await attempt(t.app, { email, password: PASSWORD, address }));
    expect((await attempt(t.app, { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('limits failures from one address across emails, and counts only failures', async () => {
    const address = nextAddress();
    const email = await owner(t.database.db);
    for (let i = 0; i < 8; i += 1) {
      expect((await attempt(t.app, { email, password: PASSWORD, address })).statusCode).toBe(200);
    }
    for (let i = 0; i < 6; i += 1) {
      expect(
        (await attempt(t.app, { email: uniqueEmail(), password: 'wrong', address })).statusCode,
      ).toBe(401);
    }
    expectLimited(await attempt(t.app, { email, password: PASSWORD, address }));
    expect((await attempt(t.app, { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('holds a trusted browser back by its own failures only', async () => {
    const email = await owner(t.database.db);
    const device = await browserThatSignedIn(t.app, email);
    for (let i = 0; i < 2; i += 1) {
      expect((await attempt(t.app, { email, password: 'wrong', device })).statusCode).toBe(401);
    }
    expectLimited(await attempt(t.app, { email, password: PASSWORD, device }));
    // Its failures did not count against the email for everyone else.
    expect((await attempt(t.app, { email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe.each(testDatabaseKinds)('growing delays per email (%s)', (kind) => {
  const t = useTestApp(kind, {
    deps: {
      rateLimits: {
        signInDelaysPerEmail: {
          freeFailures: 2,
          firstDelaySeconds: 1,
          maxDelaySeconds: 1,
          windowSeconds: 3600,
        },
      },
    },
  });

  it('holds the email back after the free failures from anywhere, then lets the owner in', async () => {
    const email = await owner(t.database.db);
    for (let i = 0; i < 2; i += 1) {
      expect((await attempt(t.app, { email, password: 'wrong' })).statusCode).toBe(401);
    }
    expect((await attempt(t.app, { email, password: 'wrong' })).statusCode).toBe(401);
    const wait = expectLimited(await attempt(t.app, { email, password: PASSWORD }));
    expect(wait).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
    expect((await attempt(t.app, { email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('sign-in throttling without a trusted proxy', () => {
  const t = useTestApp('pglite', {
    env: { TRUST_PROXY: 'false' },
    deps: { rateLimits: { signInFailuresPerAddress: { max: 3, windowSeconds: 60 } } },
  });

  it('ignores a spoofed X-Forwarded-For and counts the real peer address', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt(t.app, { email: uniqueEmail(), password: 'wrong' })).statusCode).toBe(
        401,
      );
    }
    expectLimited(await attempt(t.app, { email: uniqueEmail(), password: 'wrong' }));
  });
});

const postgres = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// Two app instances stand in for two server processes behind a balancer: one Redis, their own data.
describe.skipIf(!postgres).each(testDatabaseKinds)(
  'sign-in throttling across two servers on one Redis (%s; skipped: set TEST_DATABASE_URL to run it)',
  (kind) => {
    it('counts failures sent to either server together, and trusts a device on both', async () => {
      const options = {
        env: { REDIS_URL: redisUrl },
        deps: {
          rateLimitKeyPrefix: `test-rate:${randomUUID()}`,
          rateLimits: { signInFailuresPerEmailAndAddress: { max: 3, windowSeconds: 3600 } },
        },
      };
      const one = await createTestApp(kind, options);
      const two = await createTestApp(kind, options);
      try {
        const email = uniqueEmail();
        const user = await insertClientWithPassword(one.database.db, email, PASSWORD);
        await insertUser(two.database.db, {
          id: user.id,
          role: 'client',
          email,
          passwordHash: user.passwordHash,
        });
        const device = await browserThatSignedIn(one.app, email);

        const address = nextAddress();
        const servers = [one.app, two.app, one.app];
        for (const app of servers) {
          expect((await attempt(app, { email, password: 'wrong', address })).statusCode).toBe(401);
        }
        expectLimited(await attempt(two.app, { email, password: PASSWORD, address }));
        expectLimited(await attempt(one.app, { email, password: PASSWORD, address }));
        expect(
          (await attempt(two.app, { email, password: PASSWORD, address, device })).statusCode,
        ).toBe(200);
      } finally {
        await one.close();
        await two.close();
      }
    });
  },
);
