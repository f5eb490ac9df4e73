import { challengeMessages, socketMessages } from '@levelup/shared';
import { challengeSchema, screenChallengeSchema } from '@levelup/shared/challenges';
import { addDays } from '@levelup/shared/history';
import { parseSessionOp } from '@levelup/shared/session';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { users } from '../src/db/schema';
import { asUser, insertUser } from './factories';
import { makeOp } from './realtime-clients';
import { castConnect, createSession, newScreenId } from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

// Issue 31: the gym TV reads the board of the challenge its coach chose, as the screen, and no
// other: not an unpaired screen, not a user's token, not another trainer's challenge.
describe.each(testDatabaseKinds)('GET /cast/screen-challenge (%s)', (kind) => {
  const t = useTestApp(kind);
  let coach: AuthUser;
  let otherTrainer: AuthUser;
  let riley: AuthUser;
  let sam: AuthUser;
  const today = new Date().toISOString().slice(0, 10);
  const week = { startDate: addDays(today, -3), endDate: addDays(today, 3) };

  beforeAll(async () => {
    const db = t.database.db;
    coach = asUser(await insertUser(db, { role: 'trainer', firstName: 'Casey' }));
    otherTrainer = asUser(await insertUser(db, { role: 'trainer', firstName: 'Dana' }));
    const client = (firstName: string, lastName: string) =>
      insertUser(db, { role: 'client', firstName, lastName, trainerId: coach.id });
    riley = asUser(await client('Riley', 'Tran'));
    sam = asUser(await client('Sam', 'Ortiz'));
    // Riley turned 'Show my name on the gym TV' off.
    await db.update(users).set({ showNameOnTv: false }).where(eq(users.id, riley.id));
  });

  const call = async (by: AuthUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: await t.authHeader(by),
      ...(payload ? { payload } : {}),
    });
  const newChallenge = async (owner: AuthUser, name: string) => {
    const res = await call(owner, 'POST', '/api/challenges', { name, metric: 'streak', ...week });
    expect(res.statusCode, res.body).toBe(201);
    return challengeSchema.parse(res.json());
  };
  const ask = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/cast/screen-challenge', headers });
  const asScreen = (screenToken: string) => ask({ 'x-screen-token': screenToken });

  /** A session of the coach's paired with a new screen, showing `challengeId` when given. */
  async function pairedScreen(challengeId: string | null) {
    const screen = await newScreenId(t.app);
    const session = await createSession(t, coach);
    expect((await castConnect(t, coach, screen.screenId, session.id)).statusCode).toBe(200);
    if (challengeId !== null) {
      for (const [type, payload] of [
        ['cast:challenge', { challengeId }],
        ['cast:layout', { layout: 'challenge' }],
      ] as const) {
        const op = parseSessionOp(makeOp(type, payload));
        if (!op) throw new Error(`${type} did not parse`);
        await t.app.liveSessions.sessions.applyDeviceOp(coach, session.id, op);
      }
    }
    return screen;
  }

  it('shows the paired screen the board of the chosen challenge, an opted-out client by initials', async () => {
    const challenge = await newChallenge(coach, 'Check-in streak');
    for (const who of [riley, sam]) {
      const joined = await call(who, 'POST', `/api/challenges/${challenge.id}/participants`);
      expect(joined.statusCode).toBe(200);
    }
    const screen = await pairedScreen(challenge.id);
    const res = await asScreen(screen.screenToken);
    expect(res.statusCode, res.body).toBe(200);
    const shown = screenChallengeSchema.parse(res.json());
    expect(shown).toMatchObject({
      name: 'Check-in streak',
      metric: 'streak',
      exerciseName: null,
      ended: false,
      ...week,
    });
    expect(shown.board.entries.map((e) => [e.rank, e.name, e.score])).toEqual([
      [1, 'R. T.', 0],
      [1, 'Sam', 0],
    ]);
    expect(res.body).not.toContain('Riley');
    expect(res.body).not.toContain('Tran');
    // The phone still names Riley to the people of the gym who read it there.
    const phone = await call(sam, 'GET', `/api/challenges/${challenge.id}/leaderboard`);
    expect(phone.json().entries.map((e: { name: string }) => e.name)).toContain('Riley T.');
  });

  it("answers 403 to a screen whose session names another trainer's challenge", async () => {
    const theirs = await newChallenge(otherTrainer, 'Not yours');
    const screen = await pairedScreen(theirs.id);
    const res = await asScreen(screen.screenToken);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Not yours');
  });

  it('answers 404 when the coach chose no challenge, or closed the one chosen', async () => {
    const none = await asScreen((await pairedScreen(null)).screenToken);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(challengeMessages.noChallengeOnScreen);
    const challenge = await newChallenge(coach, 'Closing soon');
    const screen = await pairedScreen(challenge.id);
    expect((await asScreen(screen.screenToken)).statusCode).toBe(200);
    expect((await call(coach, 'POST', `/api/challenges/${challenge.id}/close`)).statusCode).toBe(
      200,
    );
    const closed = await asScreen(screen.screenToken);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe(challengeMessages.noChallengeOnScreen);
  });

  it('answers 404 to a screen that is not paired', async () => {
    const screen = await newScreenId(t.app);
    const res = await asScreen(screen.screenToken);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(socketMessages.notPaired);
  });

  it("answers 401 without a screen token, to one it does not know, and to a trainer's token", async () => {
    expect((await ask()).statusCode).toBe(401);
    const unknown = await asScreen('not-a-screen-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(socketMessages.unknownScreen);
    expect((await ask(await t.authHeader(coach))).statusCode).toBe(401);
  });
});
