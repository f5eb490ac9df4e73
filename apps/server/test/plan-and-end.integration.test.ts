import { plannedLoad } from '@levelup/shared/coaching';
import { type Cell, clientHasIssues } from '@levelup/shared/session';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import {
  castScreens,
  clientExerciseRecords,
  clientProfiles,
  sessionLogs,
  workouts,
} from '../src/db/schema';
import { exerciseIdByName, insertUser } from './factories';
import {
  closeSocketsAfterAll,
  connectSocket,
  eventually,
  listen,
  makeOp,
  nextMessage,
  request,
  type TestSocket,
  userSocket,
} from './realtime-clients';
import {
  createSession,
  endSession,
  joinedScreen,
  pairScreen,
  seedDemoGym,
  sessionState,
} from './sessions-helpers';
import { createTestApp, type TestContext, testDatabaseKinds, useTestApp } from './test-app';

/** A workout of the coach: bench 4 × 8-10 with a warm-up, squat 3 × 5-5. */
async function planWorkout(t: TestContext, coach: AuthUser) {
  const bench = await exerciseIdByName(t.database.db, 'Bench Press');
  const squat = await exerciseIdByName(t.database.db, 'Back Squat');
  const [workout] = await t.database.db
    .insert(workouts)
    .values({
      ownerId: coach.id,
      name: 'Plan on the floor',
      structure: {
        phases: [
          {
            id: 'phase-1',
            name: 'Strength',
            exerciseIds: [bench, squat],
            exerciseParams: {
              [bench]: {
                warmup: { pctOfWorking: 60, sets: 2, reps: 8 },
                reps: { minReps: 8, maxReps: 10 },
                sets: { sets: 4 },
              },
              [squat]: { reps: { minReps: 5, maxReps: 5 }, sets: { sets: 3 } },
            },
          },
        ],
        activePhaseId: 'phase-1',
      },
    })
    .returning({ id: workouts.id });
  return { workoutId: workout?.id as string, bench, squat };
}

describe.each(testDatabaseKinds)('the workout plan on the floor (%s)', (kind) => {
  const t = useTestApp(kind);
  const track = closeSocketsAfterAll();
  let url: string;
  let coach: AuthUser;

  beforeAll(async () => {
    ({ coach } = await seedDemoGym(t.database.db));
    url = await listen(t.app);
  });

  const newClient = async (firstName: string) => {
    const row = await insertUser(t.database.db, { role: 'client', firstName, trainerId: coach.id });
    return row.id;
  };

  async function launch(workoutId: string) {
    const { id } = await createSession(t, coach, { workoutId });
    const socket: TestSocket = track(await userSocket(t.app, url, coach));
    expect((await request(socket, 'session:join', { sessionId: id })).ok).toBe(true);
    const send = async (type: string, payload: unknown) => {
      const ack = await request(socket, 'session:op', { sessionId: id, op: makeOp(type, payload) });
      expect(ack).toMatchObject({ ok: true });
    };
    const cell = async (exerciseId: string, clientId: string) =>
      (await sessionState(t, coach, id)).state.cells[exerciseId]?.[clientId] as Cell;
    return { id, socket, send, cell };
  }

  it('fills each client’s cells from the plan: reps, sets and a load from the e1RM when known', async () => {
    const { workoutId, bench, squat } = await planWorkout(t, coach);
    const ann = await newClient('Ann');
    const bob = await newClient('Bob');
    const cat = await newClient('Cat');
    // Ann has history on the bench; Cat has only Fast Intake's estimate; Bob has nothing.
    await t.database.db
      .insert(clientExerciseRecords)
      .values({ clientId: ann, exerciseId: bench, bestE1rm: 100, lastKg: 80, lastReps: 8 });
    await t.database.db
      .update(clientProfiles)
      .set({
        startingEstimates: {
          bodyWeightKg: 60,
          bodyWeightAssumed: false,
          levelMultiplier: 1,
          startingLoadKg: 60,
        },
      })
      .where(eq(clientProfiles.userId, cat));

    const live = await launch(workoutId);
    await live.send('clients:add', { clientIds: [ann, bob, cat] });

    // The plan's working set is the cell's target; its current set is the first the plan
    // prescribes, here the bench's warm-up (60 % of the working load, 8 reps; issue 30).
    await eventually(async () => {
      expect(await live.cell(bench, ann)).toMatchObject({
        target: { kg: plannedLoad(100, 8), reps: 8 },
        kg: 45,
        reps: 8,
        sets: 4,
        planned: true,
        previousKg: 80,
      });
    });
    // 8 reps at RPE 8 (the workout names no effort target) is 73.9 % of the max.
    expect(plannedLoad(100, 8)).toBe(73.9);
    // No history at all: the reps and sets, no load, and a first-time mark.
    expect(await live.cell(bench, bob)).toMatchObject({
      target: { kg: 0, reps: 8 },
      kg: 0,
      reps: 8,
      sets: 4,
      planned: true,
      flag: 'never-green',
    });
    // Fast Intake's estimate loads the first time.
    expect(await live.cell(squat, cat)).toMatchObject({
      target: { kg: plannedLoad(60, 5), reps: 5 },
      // 81.1 % of 60 kg is 48.66 kg; the plates on the 20 kg bar make 47.5 kg nearest.
      kg: 47.5,
      reps: 5,
      sets: 3,
      planned: true,
    });
    // A first time is no issue for the '!' badge.
    const { state } = await sessionState(t, coach, live.id);
    expect(state.clientIssues[bob]?.neverDone).toEqual(['Bench Press', 'Back Squat']);
    expect(clientHasIssues(state, bob)).toBe(false);

    // Every device sees it: the fill is a server-made op in the room.
    const plans = live.socket.ops.filter((o) => o.op.type === 'cells:coach');
    expect(plans.every((o) => o.actorId === null)).toBe(true);
  });

  it('fills a client who joins later, and never overwrites what the coach entered', async () => {
    const { workoutId, bench } = await planWorkout(t, coach);
    const dee = await newClient('Dee');
    const eve = await newClient('Eve');
    const live = await launch(workoutId);
    await live.send('clients:add', { clientIds: [dee] });
    await eventually(async () => expect((await live.cell(bench, dee)).planned).toBe(true));
    await live.send('cell:update', { exerciseId: bench, userId: dee, value: { kg: 40, reps: 9 } });

    await live.send('clients:add', { clientIds: [eve] });
    await eventually(async () => expect((await live.cell(bench, eve)).planned).toBe(true));
    const entered = await live.cell(bench, dee);
    expect(entered).toMatchObject({ kg: 40, reps: 9, sets: 4 });
    expect(entered.planned).toBeUndefined();
  });

  it('logs only what was performed: the untouched plan and empty cells write no rows', async () => {
    const { workoutId, bench, squat } = await planWorkout(t, coach);
    const fay = await newClient('Fay');
    const gus = await newClient('Gus');
    const live = await launch(workoutId);
    await live.send('clients:add', { clientIds: [fay, gus] });
    await eventually(async () => expect((await live.cell(squat, gus)).planned).toBe(true));
    // Fay's bench plan is confirmed as done; everything else stays as planned.
    await live.send('cell:verify', { exerciseId: bench, userId: fay, verification: 'verified' });
    await endSession(t, coach, live.id);

    const logs = await t.database.db
      .select()
      .from(sessionLogs)
      .where(eq(sessionLogs.sessionId, live.id));
    expect(logs.map((l) => [l.clientId, l.exerciseId, l.reps, l.verification])).toEqual([
      [fay, bench, 8, 'verified'],
    ]);
  });
});

describe.each(testDatabaseKinds)('the TV after the end (%s)', (kind) => {
  // One second of summary instead of five minutes.
  const t = useTestApp(kind, { env: { CAST_SUMMARY_SECONDS: '1' } });
  const track = closeSocketsAfterAll();
  let url: string;
  let coach: AuthUser;

  beforeAll(async () => {
    ({ coach } = await seedDemoGym(t.database.db));
    url = await listen(t.app);
  });

  const pairedSessionOf = async (screenId: string) => {
    const [row] = await t.database.db
      .select({ sessionId: castScreens.sessionId })
      .from(castScreens)
      .where(eq(castScreens.id, screenId));
    return row?.sessionId ?? null;
  };

  it('shows the summary, then is released: cast:disconnect, the pairing cleared, the coach told', async () => {
    const session = await createSession(t, coach);
    const screen = await joinedScreen(t.app, url);
    track(screen.socket);
    await pairScreen(t, coach, screen, session.id);
    const coachSocket = track(await userSocket(t.app, url, coach));
    expect((await request(coachSocket, 'session:join', { sessionId: session.id })).ok).toBe(true);

    await endSession(t, coach, session.id);
    // Still paired just after the end: the TV shows the summary.
    expect(await pairedSessionOf(screen.screenId)).toBe(session.id);
    expect((await sessionState(t, coach, session.id)).state.castConnection?.screenId).toBe(
      screen.screenId,
    );

    await nextMessage(screen.socket, 'cast:disconnect');
    expect(await pairedSessionOf(screen.screenId)).toBeNull();
    await eventually(() =>
      expect(coachSocket.ops.map((o) => o.op.type)).toContain('cast:disconnected'),
    );
    expect((await sessionState(t, coach, session.id)).state.castConnection).toBeNull();
  });

  it('tells the coach when the paired TV goes away and when it is back', async () => {
    const session = await createSession(t, coach);
    const screen = await joinedScreen(t.app, url);
    track(screen.socket);
    await pairScreen(t, coach, screen, session.id);
    const coachSocket = track(await userSocket(t.app, url, coach));
    const told = nextMessage(coachSocket, 'cast:screen');
    expect((await request(coachSocket, 'session:join', { sessionId: session.id })).ok).toBe(true);
    expect(await told).toEqual({ sessionId: session.id, screenId: screen.screenId, online: true });

    const away = nextMessage(coachSocket, 'cast:screen');
    screen.socket.close();
    expect(await away).toEqual({ sessionId: session.id, screenId: screen.screenId, online: false });

    const back = nextMessage(coachSocket, 'cast:screen');
    const again = track(await connectSocket(url, { screenToken: screen.screenToken }));
    expect(await request(again, 'cast:join', { screenId: screen.screenId })).toEqual({ ok: true });
    expect(await back).toEqual({ sessionId: session.id, screenId: screen.screenId, online: true });
  });

  it('releases a TV whose timer was lost in a restart', async () => {
    const session = await createSession(t, coach);
    const screen = await joinedScreen(t.app, url);
    track(screen.socket);
    await pairScreen(t, coach, screen, session.id);
    // The end's timer dies with this process: the next one finds the TV due and frees it.
    t.app.liveSessions.castRelease.stop();
    await endSession(t, coach, session.id);
    const restarted = await createTestApp(kind, {
      database: t.database,
      env: { CAST_SUMMARY_SECONDS: '1' },
    });
    try {
      await eventually(async () => expect(await pairedSessionOf(screen.screenId)).toBeNull(), 5000);
      expect((await sessionState(restarted, coach, session.id)).state.castConnection).toBeNull();
    } finally {
      await restarted.close();
    }
  });
});
