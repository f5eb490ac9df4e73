import { serverMessages } from '@levelup/shared';
import { type SessionState, startedSessionResponseSchema } from '@levelup/shared/session';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { sessionLogs, sessionParticipants, sessions } from '../src/db/schema';
import { insertUser } from './factories';
import { makeOp } from './realtime-clients';
import {
  createSession as postSession,
  seatClients,
  seedDemoGym,
  sessionState,
} from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

describe.each(testDatabaseKinds)('session routes (%s)', (kind) => {
  const t = useTestApp(kind);
  let coach: AuthUser;
  let admin: AuthUser;
  let client: AuthUser;
  let otherTrainer: AuthUser;
  let workoutId: string;

  beforeAll(async () => {
    ({ coach, admin, client, otherTrainer, workoutId } = await seedDemoGym(t.database.db));
  });

  const post = async (user: AuthUser, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: await t.authHeader(user), payload });
  const get = async (user: AuthUser, url: string) =>
    t.app.inject({ method: 'GET', url, headers: await t.authHeader(user) });

  const createSession = (body: object = {}) => postSession(t, coach, body);
  const stateOf = (id: string) => sessionState(t, coach, id);

  it('creates a session without a workout: the trainer’s clients waiting, nobody on the grid', async () => {
    const { id, joinCode } = await createSession();
    expect(joinCode).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    const { state, seq, workout } = await stateOf(id);
    expect(seq).toBe(0);
    expect(workout).toBeNull();
    expect(state.clients).toEqual([]);
    expect(state.availableClients).toHaveLength(8);
    expect(state.availableClients.map((c) => c.firstName)).toContain('Alex');
    expect(state.teams.map((team) => team.name)).toEqual(['Blue Team', 'Red Team']);
    // The library is searched through GET /api/exercises, not copied into every session.
    expect(state.exercises).toEqual([]);
    expect(state.availableExercises).toEqual([]);
    expect(state.cells).toEqual({});
    expect(state.phases).toEqual([expect.objectContaining({ id: 'phase-1', name: 'Phase 1' })]);
    expect(state.started).toBe(false);
  });

  it('answers a new session with its state, as the state route gives it', async () => {
    const created = await post(coach, '/api/sessions', { workoutId });
    expect(created.statusCode).toBe(201);
    const body = startedSessionResponseSchema.parse(created.json());
    expect(body.session).toEqual(await stateOf(body.id));
    expect(body.session.joinCode).toBe(body.joinCode);
    expect(body.session.workout).toEqual({ id: workoutId, name: 'Full Body Strength A' });
  });

  it('accepts an empty body, and answers 404 for an unknown workout', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: await t.authHeader(coach),
    });
    expect(empty.statusCode).toBe(201);
    const missing = await post(coach, '/api/sessions', {
      workoutId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await post(coach, '/api/sessions', { workoutId: 7 });
    expect(bad.statusCode).toBe(400);
  });

  it('hydrates the plan from the demo workout, names it, and keeps only its exercises', async () => {
    const { id } = await createSession({ workoutId });
    const { state, workout } = await stateOf(id);
    expect(workout).toEqual({ id: workoutId, name: 'Full Body Strength A' });
    expect(state.phases.map((p) => p.name)).toEqual(['Strength', 'Accessories']);
    expect(state.activePhaseId).toBe('phase-1');
    expect(state.exercises.map((e) => e.name)).toEqual([
      'Back Squat',
      'Bench Press',
      'Romanian Deadlift',
      'Barbell Row',
      'Walking Lunge',
      'Seated Dumbbell Shoulder Press',
      'Suitcase Carry',
    ]);
    expect(state.availableExercises).toEqual([]);
    const letters = Object.fromEntries(state.exercises.map((e) => [e.name, e.pairing]));
    // The demo pairs Back Squat with Bench Press (A) and Romanian Deadlift with Barbell Row (B).
    expect(letters).toMatchObject({
      'Back Squat': 'a',
      'Bench Press': 'a',
      'Romanian Deadlift': 'b',
      'Barbell Row': 'b',
      'Walking Lunge': null,
    });
    // A row per exercise, empty until clients are on the grid.
    expect(Object.values(state.cells)).toEqual(Array.from({ length: 7 }, () => ({})));

    const plan = await get(coach, `/api/sessions/${id}/plan`);
    expect(plan.statusCode).toBe(200);
    const body = plan.json() as { exercises: unknown[]; phases: unknown[]; activePhaseId: string };
    expect(body.exercises).toHaveLength(7);
    expect(body.phases).toHaveLength(2);
    expect(body.activePhaseId).toBe('phase-1');
  });

  it('lets only the session’s trainer and admin and above read it', async () => {
    const { id } = await createSession();
    for (const path of ['state', 'plan']) {
      expect((await get(coach, `/api/sessions/${id}/${path}`)).statusCode).toBe(200);
      expect((await get(admin, `/api/sessions/${id}/${path}`)).statusCode).toBe(200);
      expect((await get(otherTrainer, `/api/sessions/${id}/${path}`)).statusCode).toBe(403);
      expect((await get(client, `/api/sessions/${id}/${path}`)).statusCode).toBe(403);
    }
    expect((await post(otherTrainer, `/api/sessions/${id}/end`)).statusCode).toBe(403);
    expect((await post(client, '/api/sessions', {})).statusCode).toBe(403);
    const unknown = await get(coach, '/api/sessions/00000000-0000-4000-8000-000000000000/state');
    expect(unknown.statusCode).toBe(404);
    expect((await get(coach, '/api/sessions/not-a-uuid/state')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/sessions/${id}/state` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('joins a client by code and by id, once, and refuses unknown and finished sessions', async () => {
    const stranger = await insertUser(t.database.db, { role: 'client', firstName: 'Jamie' });
    const strangerUser: AuthUser = { id: stranger.id, role: 'client' };
    const { id, joinCode } = await createSession();
    const waiting = (await stateOf(id)).state.availableClients.map((c) => c.id);
    expect(await seatClients(t, coach, id, waiting)).toBe(1);

    const byCode = await post(strangerUser, `/api/sessions/${joinCode.toLowerCase()}/join`);
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json()).toEqual({ sessionId: id, displayName: 'Jamie' });
    const byId = await post(strangerUser, `/api/sessions/${id}/join`);
    expect(byId.json()).toEqual({ sessionId: id, displayName: 'Jamie' });

    const { state, seq } = await stateOf(id);
    // The coach put 8 clients on the grid, so Jamie waits in the available list; joined once.
    expect(state.clients).toHaveLength(8);
    expect(seq).toBe(2);
    expect(state.availableClients.map((c) => c.firstName)).toContain('Jamie');
    const participants = await t.database.db
      .select()
      .from(sessionParticipants)
      .where(eq(sessionParticipants.sessionId, id));
    expect(participants.map((p) => p.userId)).toEqual([stranger.id]);

    const unknown = await post(strangerUser, '/api/sessions/ZZZZZZ/join');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'NOT_FOUND', message: serverMessages.sessionNotFound });
    expect((await post(strangerUser, '/api/sessions/ab/join')).statusCode).toBe(400);

    await post(coach, `/api/sessions/${id}/end`);
    const late = await post(strangerUser, `/api/sessions/${joinCode}/join`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'CONFLICT', message: serverMessages.sessionFinished });
  });

  it('puts a joining client on the grid when there is room', async () => {
    const trainer = await insertUser(t.database.db, { role: 'trainer' });
    const trainerUser: AuthUser = { id: trainer.id, role: 'trainer' };
    const res = await post(trainerUser, '/api/sessions', {});
    const { joinCode, id } = res.json() as { id: string; joinCode: string };
    const joiner = await insertUser(t.database.db, {
      role: 'client',
      firstName: 'Riley',
      gender: 'female',
    });
    await post({ id: joiner.id, role: 'client' }, `/api/sessions/${joinCode}/join`);
    const state = (await get(trainerUser, `/api/sessions/${id}/state`)).json() as {
      state: SessionState;
    };
    expect(state.state.clients).toEqual([
      expect.objectContaining({ id: joiner.id, firstName: 'Riley', sex: 'F' }),
    ]);
  });

  it('ends a session: logs performed sets, marks feedback pending, and is idempotent', async () => {
    const { id } = await createSession({ workoutId });
    const waiting = (await stateOf(id)).state.availableClients.map((c) => c.id);
    await seatClients(t, coach, id, waiting);
    const { state } = await stateOf(id);
    const [first, second, third] = state.clients;
    const [squat, bench] = state.exercises;
    const ops = [
      makeOp('cell:update', {
        exerciseId: squat!.id,
        userId: first!.id,
        value: { kg: 101, reps: 5 },
      }),
      makeOp('cell:update', { exerciseId: bench!.id, userId: first!.id, value: { kg: 60 } }),
      makeOp('cell:update', {
        exerciseId: squat!.id,
        userId: second!.id,
        value: { kg: 80, reps: 3 },
      }),
      makeOp('cell:verify', { exerciseId: squat!.id, userId: second!.id, verification: 'dnp' }),
      makeOp('cell:update', { exerciseId: squat!.id, userId: third!.id, value: { reps: 8 } }),
      makeOp('cell:verify', { exerciseId: squat!.id, userId: third!.id, verification: 'verified' }),
    ];
    const { parseSessionOp } = await import('@levelup/shared/session');
    for (const op of ops) {
      await t.app.liveSessions.store.applyClientOp(id, parseSessionOp(op)!, coach.id);
    }

    const end = await post(coach, `/api/sessions/${id}/end`);
    expect(end.statusCode).toBe(200);
    expect(end.json()).toEqual({ ok: true, seq: 8 });

    const logs = await t.database.db
      .select()
      .from(sessionLogs)
      .where(eq(sessionLogs.sessionId, id));
    const byClientExercise = logs.map((l) => ({
      clientId: l.clientId,
      exerciseId: l.exerciseId,
      kg: l.kg,
      reps: l.reps,
      verification: l.verification,
    }));
    expect(byClientExercise).toHaveLength(3);
    expect(byClientExercise).toEqual(
      expect.arrayContaining([
        // Logged as typed: the grid points out that no plates make 101 kg, and leaves it to the coach.
        { clientId: first!.id, exerciseId: squat!.id, kg: 101, reps: 5, verification: 'none' },
        { clientId: first!.id, exerciseId: bench!.id, kg: 60, reps: 0, verification: 'none' },
        { clientId: third!.id, exerciseId: squat!.id, kg: 0, reps: 8, verification: 'verified' },
      ]),
    );

    const participants = await t.database.db
      .select()
      .from(sessionParticipants)
      .where(eq(sessionParticipants.sessionId, id));
    expect(participants).toHaveLength(8);
    expect(participants.every((p) => p.feedbackStatus === 'pending')).toBe(true);

    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row!.status).toBe('finished');
    expect(row!.finishedAt).not.toBeNull();
    expect(row!.snapshotSeq).toBe(8);
    const after = await stateOf(id);
    expect(after.state.finished).toBe(true);
    expect(after.status).toBe('finished');

    const again = await post(coach, `/api/sessions/${id}/end`);
    expect(again.json()).toEqual({ ok: true, seq: 8 });
    const logsAgain = await t.database.db
      .select()
      .from(sessionLogs)
      .where(eq(sessionLogs.sessionId, id));
    expect(logsAgain).toHaveLength(3);
  });

  it('appends performed sets sent by the trainer, checking every id', async () => {
    const { id } = await createSession({ workoutId });
    const { state } = await stateOf(id);
    const set = {
      clientId: state.availableClients[0]!.id,
      exerciseId: state.exercises[0]!.id,
      kg: 42.5,
      reps: 6,
      isWarmup: true,
      verification: 'verified',
      flag: 'ok',
    };
    const res = await post(coach, `/api/sessions/${id}/logs`, { logs: [set, set] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, count: 2 });
    const stored = await t.database.db
      .select()
      .from(sessionLogs)
      .where(and(eq(sessionLogs.sessionId, id), eq(sessionLogs.isWarmup, true)));
    expect(stored).toHaveLength(2);

    // Nobody may act on an id that names no account (issue 18): refused like a stranger.
    const unknownClient = await post(coach, `/api/sessions/${id}/logs`, {
      logs: [{ ...set, clientId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(unknownClient.statusCode).toBe(403);
    const unknownExercise = await post(coach, `/api/sessions/${id}/logs`, {
      logs: [{ ...set, exerciseId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(unknownExercise.statusCode).toBe(400);
    expect(unknownExercise.json().issues).toEqual([
      { path: 'logs.0.exerciseId', message: 'Unknown exercise' },
    ]);
    const invalid = await post(coach, `/api/sessions/${id}/logs`, { logs: [{ ...set, reps: 51 }] });
    expect(invalid.statusCode).toBe(400);
    expect((await post(otherTrainer, `/api/sessions/${id}/logs`, { logs: [] })).statusCode).toBe(
      403,
    );
  });
});
