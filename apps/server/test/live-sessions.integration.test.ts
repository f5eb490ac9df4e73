import { liveSessionsResponseSchema, parseSessionOp } from '@levelup/shared/session';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { sessionLogs, sessionOps, sessionParticipants, sessions } from '../src/db/schema';
import { makeOp } from './realtime-clients';
import {
  createSession,
  endSession,
  newScreenId,
  seatClients,
  seedDemoGym,
  sessionState,
} from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabaseKinds)('live sessions and their idle end (%s)', (kind) => {
  // The app's clock, moved forward by the test that shows the idle end follows it.
  let clockShiftMs = 0;
  const t = useTestApp(kind, {
    deps: {
      now: () => new Date(Date.now() + clockShiftMs),
      // An hour stands in for the 12: the limit is the app's to set. Swept often, so the tests
      // wait for the periodic task itself.
      idleSessionEnd: { afterMs: HOUR, checkEveryMs: 100 },
    },
  });
  let coach: AuthUser;
  let admin: AuthUser;
  let client: AuthUser;
  let otherTrainer: AuthUser;
  let workoutId: string;

  beforeAll(async () => {
    ({ coach, admin, client, otherTrainer, workoutId } = await seedDemoGym(t.database.db));
  });

  const liveOf = async (user: AuthUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sessions/live',
      headers: await t.authHeader(user),
    });
    expect(res.statusCode).toBe(200);
    return liveSessionsResponseSchema.parse(res.json()).sessions;
  };
  const statusOf = async (id: string) => {
    const [row] = await t.database.db
      .select({ status: sessions.status, finishedAt: sessions.finishedAt })
      .from(sessions)
      .where(eq(sessions.id, id));
    return row;
  };
  const apply = async (sessionId: string, type: string, payload: unknown) => {
    const op = parseSessionOp(makeOp(type, payload));
    if (!op) throw new Error(`${type} did not parse`);
    await t.app.liveSessions.store.applyClientOp(sessionId, op, coach.id);
  };

  it('answers each trainer their own unfinished sessions, newest first, and no one else', async () => {
    const plain = await createSession(t, coach);
    const fromWorkout = await createSession(t, coach, { workoutId });
    const ended = await createSession(t, coach);
    await endSession(t, coach, ended.id);

    const mine = await liveOf(coach);
    expect(mine.map((s) => s.id)).toEqual([fromWorkout.id, plain.id]);
    expect(mine[0]).toMatchObject({
      joinCode: fromWorkout.joinCode,
      workout: { id: workoutId, name: 'Full Body Strength A' },
    });
    expect(mine[1]?.workout).toBeNull();
    // Untouched, a session's last activity is its start.
    expect(mine[1]?.lastActivityAt).toBe(mine[1]?.startedAt);

    expect(await liveOf(otherTrainer)).toEqual([]);
    // Admin gets their own, not everyone's: this is 'Back to live session'.
    const adminsOwn = await createSession(t, admin);
    expect((await liveOf(admin)).map((s) => s.id)).toEqual([adminsOwn.id]);

    const asClient = await t.app.inject({
      method: 'GET',
      url: '/api/sessions/live',
      headers: await t.authHeader(client),
    });
    expect(asClient.statusCode).toBe(403);
    const { screenToken } = await newScreenId(t.app);
    const asScreen = await t.app.inject({
      method: 'GET',
      url: '/api/sessions/live',
      headers: { authorization: `Bearer ${screenToken}` },
    });
    expect(asScreen.statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/sessions/live' });
    expect(anonymous.statusCode).toBe(401);

    for (const { id } of [plain, fromWorkout, adminsOwn]) {
      await endSession(t, id === adminsOwn.id ? admin : coach, id);
    }
  });

  it('ends a session untouched past the limit, logging only its filled cells; a touched one stays', async () => {
    const idle = await createSession(t, coach, { workoutId });
    const { state } = await sessionState(t, coach, idle.id);
    const [first, second] = state.availableClients;
    const [squat] = state.exercises;
    await seatClients(t, coach, idle.id, [first!.id, second!.id]);
    // One filled cell; the other 13 on the grid were never filled in (0 kg x 0 reps).
    await apply(idle.id, 'cell:update', {
      exerciseId: squat!.id,
      userId: first!.id,
      value: { kg: 100, reps: 5 },
    });

    const touched = await createSession(t, coach);
    await seatClients(t, coach, touched.id, [first!.id]);
    await seatClients(t, coach, touched.id, [second!.id]);

    // Two hours pass: the idle session's whole history moves back, the touched one's creation
    // and first op do, its second op (seq 2) is as recent as it was.
    await t.database.db
      .update(sessionOps)
      .set({ createdAt: sql`${sessionOps.createdAt} - interval '2 hours'` })
      .where(
        or(
          eq(sessionOps.sessionId, idle.id),
          and(eq(sessionOps.sessionId, touched.id), lt(sessionOps.seq, 2)),
        ),
      );
    await t.database.db
      .update(sessions)
      .set({
        startedAt: sql`${sessions.startedAt} - interval '2 hours'`,
        createdAt: sql`${sessions.createdAt} - interval '2 hours'`,
      })
      .where(inArray(sessions.id, [idle.id, touched.id]));
    const [lastOp] = await t.database.db
      .select({ at: sessionOps.createdAt })
      .from(sessionOps)
      .where(and(eq(sessionOps.sessionId, idle.id), eq(sessionOps.seq, 2)));

    await vi.waitFor(async () => expect((await statusOf(idle.id))?.status).toBe('finished'), {
      timeout: 5000,
    });
    // Dated at its last activity, not at the sweep.
    expect((await statusOf(idle.id))?.finishedAt).toEqual(lastOp?.at);
    expect((await statusOf(touched.id))?.status).toBe('live');
    expect((await liveOf(coach)).map((s) => s.id)).toEqual([touched.id]);

    const logs = await t.database.db
      .select()
      .from(sessionLogs)
      .where(eq(sessionLogs.sessionId, idle.id));
    expect(logs.map((l) => ({ clientId: l.clientId, exerciseId: l.exerciseId, kg: l.kg }))).toEqual(
      [{ clientId: first!.id, exerciseId: squat!.id, kg: 100 }],
    );
    const participants = await t.database.db
      .select()
      .from(sessionParticipants)
      .where(eq(sessionParticipants.sessionId, idle.id));
    expect(participants.map((p) => [p.userId, p.feedbackStatus]).sort()).toEqual(
      [
        [first!.id, 'pending'],
        [second!.id, 'pending'],
      ].sort(),
    );
    // Every device in the session heard it end, as if the trainer had ended it.
    const after = await sessionState(t, coach, idle.id);
    expect(after.state.finished).toBe(true);
    expect(after.status).toBe('finished');

    // Sweeps racing one another (several server processes) end nothing twice.
    expect(
      await Promise.all([
        t.app.liveSessions.sessions.endIdle(HOUR),
        t.app.liveSessions.sessions.endIdle(HOUR),
      ]),
    ).toEqual([[], []]);
    const ends = await t.database.db
      .select({ seq: sessionOps.seq })
      .from(sessionOps)
      .where(
        and(eq(sessionOps.sessionId, idle.id), sql`${sessionOps.op}->>'type' = 'session:end'`),
      );
    expect(ends).toHaveLength(1);

    await endSession(t, coach, touched.id);
  });

  it('measures idleness by the app’s clock', async () => {
    const untouched = await createSession(t, coach);
    try {
      clockShiftMs = HOUR + 60_000;
      await vi.waitFor(
        async () => expect((await statusOf(untouched.id))?.status).toBe('finished'),
        { timeout: 5000 },
      );
    } finally {
      clockShiftMs = 0;
    }
    const logs = await t.database.db
      .select()
      .from(sessionLogs)
      .where(eq(sessionLogs.sessionId, untouched.id));
    expect(logs).toEqual([]);
  });
});
