import { serverMessages } from '@levelup/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { hashOpaqueToken, newOpaqueToken } from '../src/auth/refresh-tokens';
import { castScreens, sessions } from '../src/db/schema';
import { freshAddress } from './access-callers';
import { asUser, insertUser } from './factories';
import { createSession, newScreenId, seedDemoGym } from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

// Small limits, so a test reaches them in a few calls; each test uses its own accounts and
// addresses, so the counters of one never reach into another.
const WINDOW = 600;
const limits = {
  screenGuessesPerAccount: { max: 3, windowSeconds: WINDOW },
  screenGuessesPerAddress: { max: 5, windowSeconds: WINDOW },
  joinGuessesPerAccount: { max: 3, windowSeconds: WINDOW },
  joinGuessesPerAddress: { max: 5, windowSeconds: WINDOW },
};

/** A screen id or join code nothing has: no code is drawn with an O (too like a 0). */
let unknownCounter = 0;
const unknownCode = (length: number) => String(++unknownCounter).padStart(length, 'O');

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: 'RATE_LIMITED', message: serverMessages.rateLimited });
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(WINDOW);
}

describe.each(testDatabaseKinds)('guessing screen ids and join codes (%s)', (kind) => {
  const t = useTestApp(kind, { deps: { rateLimits: limits } });
  let coach: AuthUser;

  beforeAll(async () => {
    ({ coach } = await seedDemoGym(t.database.db));
  });

  const newTrainer = async () => asUser(await insertUser(t.database.db, { role: 'trainer' }));
  const newClient = async () =>
    asUser(await insertUser(t.database.db, { role: 'client', trainerId: coach.id }));

  const post = async (user: AuthUser, address: string, path: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { ...(await t.authHeader(user)), 'x-forwarded-for': address },
      ...(payload ? { payload } : {}),
    });
  const pair = (user: AuthUser, address: string, screenId: string, sessionId: string) =>
    post(user, address, '/cast/connect', { screenId, sessionId });
  const join = (user: AuthUser, address: string, code: string) =>
    post(user, address, `/api/sessions/${encodeURIComponent(code)}/join`);

  it('hands out 12-character screen ids and 10-character join codes', async () => {
    const { screenId } = await newScreenId(t.app);
    expect(screenId).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
    const { joinCode } = await createSession(t, coach);
    expect(joinCode).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
  });

  it('still takes the shorter codes handed out before, typed as they were shown', async () => {
    const trainer = await newTrainer();
    const session = await createSession(t, trainer);
    await t.database.db
      .update(sessions)
      .set({ joinCode: 'AB3CD9' })
      .where(eq(sessions.id, session.id));
    await t.database.db
      .insert(castScreens)
      .values({ id: 'AB3CD9XY', tokenHash: hashOpaqueToken(newOpaqueToken()) });

    const joined = await join(await newClient(), freshAddress(), ' ab3cd9 ');
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ sessionId: session.id });
    const paired = await pair(trainer, freshAddress(), 'ab3c-d9xy', session.id);
    expect(paired.statusCode).toBe(200);
    expect(paired.json()).toMatchObject({ screenId: 'AB3CD9XY' });
  });

  describe('pairing', () => {
    it('counts only screen ids that name no screen, per account', async () => {
      const trainer = await newTrainer();
      const sessionId = (await createSession(t, trainer)).id;
      const { screenId } = await newScreenId(t.app);
      // Real pairings, more than the limit, from one address: none counts.
      for (let i = 0; i < 5; i++) {
        expect((await pair(trainer, freshAddress(), screenId, sessionId)).statusCode).toBe(200);
      }
      for (let i = 0; i < 3; i++) {
        const miss = await pair(trainer, freshAddress(), unknownCode(12), sessionId);
        expect(miss.statusCode).toBe(404);
      }
      expectLimited(await pair(trainer, freshAddress(), unknownCode(12), sessionId));
      // Held back whatever it names now, unpairing by screen id included.
      expectLimited(await pair(trainer, freshAddress(), screenId, sessionId));
      expectLimited(await post(trainer, freshAddress(), '/cast/disconnect', { screenId }));
      // Unpairing by session names no screen: never held back.
      expect(
        (await post(trainer, freshAddress(), '/cast/disconnect', { sessionId })).statusCode,
      ).toBe(200);
      // Another trainer is not held back by these guesses.
      const other = await newTrainer();
      const theirs = (await createSession(t, other)).id;
      expect((await pair(other, freshAddress(), screenId, theirs)).statusCode).toBe(200);
    });

    it('counts guesses per address, whichever accounts make them', async () => {
      const address = freshAddress();
      for (let i = 0; i < 5; i++) {
        const trainer = await newTrainer();
        const sessionId = (await createSession(t, trainer)).id;
        const miss = await pair(trainer, address, unknownCode(12), sessionId);
        expect(miss.statusCode).toBe(404);
      }
      const fresh = await newTrainer();
      const sessionId = (await createSession(t, fresh)).id;
      expectLimited(await pair(fresh, address, unknownCode(12), sessionId));
      // Unknown ids through the unpairing route count the same.
      const elsewhere = freshAddress();
      const unpairing = await newTrainer();
      for (let i = 0; i < 3; i++) {
        const miss = await post(unpairing, elsewhere, '/cast/disconnect', {
          screenId: unknownCode(12),
        });
        expect(miss.statusCode).toBe(404);
      }
      const unpairingSession = (await createSession(t, unpairing)).id;
      expectLimited(await pair(unpairing, elsewhere, unknownCode(12), unpairingSession));
    });

    it('answers a burst of parallel guesses only up to the limit', async () => {
      const trainer = await newTrainer();
      const sessionId = (await createSession(t, trainer)).id;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => pair(trainer, freshAddress(), unknownCode(12), sessionId)),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 404)).toHaveLength(3);
      for (const res of answers.filter((r) => r.statusCode !== 404)) expectLimited(res);
    });
  });

  describe('joining', () => {
    it('counts only codes that name no session, per account', async () => {
      const { joinCode } = await createSession(t, coach);
      const member = await newClient();
      for (let i = 0; i < 5; i++) {
        expect((await join(member, freshAddress(), joinCode)).statusCode).toBe(200);
      }
      for (let i = 0; i < 3; i++) {
        expect((await join(member, freshAddress(), unknownCode(10))).statusCode).toBe(404);
      }
      expectLimited(await join(member, freshAddress(), unknownCode(10)));
      expectLimited(await join(member, freshAddress(), joinCode));
      expect((await join(await newClient(), freshAddress(), joinCode)).statusCode).toBe(200);
    });

    it('lets a whole gym join from one address, and limits guesses from it', async () => {
      const { joinCode } = await createSession(t, coach);
      const gym = freshAddress();
      // Far more members than the address's guesses, all on the gym's Wi-Fi.
      for (let i = 0; i < 12; i++) {
        expect((await join(await newClient(), gym, joinCode)).statusCode).toBe(200);
      }
      for (let i = 0; i < 5; i++) {
        expect((await join(await newClient(), gym, unknownCode(10))).statusCode).toBe(404);
      }
      expectLimited(await join(await newClient(), gym, unknownCode(10)));
      expectLimited(await join(await newClient(), gym, joinCode));
      expect((await join(await newClient(), freshAddress(), joinCode)).statusCode).toBe(200);
    });

    it('answers a burst of parallel guesses only up to the limit', async () => {
      const member = await newClient();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => join(member, freshAddress(), unknownCode(10))),
      );
      expect(answers.filter((res) => res.statusCode === 404)).toHaveLength(3);
      for (const res of answers.filter((r) => r.statusCode !== 404)) expectLimited(res);
    });
  });
});
