import { randomUUID } from 'node:crypto';
import { compareWithPrevious, estimatedOneRepMax, fromKg } from '@levelup/shared/coaching';
import type { Cell } from '@levelup/shared/session';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { clientExerciseRecords, clientProfiles, sessionLogs, workouts } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { exerciseIdByName, insertUser } from './factories';
import {
  closeSocketsAfterAll,
  eventually,
  listen,
  makeOp,
  request,
  type TestSocket,
  userSocket,
} from './realtime-clients';
import { createSession, endSession, sessionState } from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

describe.each(testDatabaseKinds)('live coaching (%s)', (kind) => {
  const t = useTestApp(kind);
  let url: string;
  let coach: AuthUser;
  let bench: string;
  let squat: string;
  const track = closeSocketsAfterAll();

  beforeAll(async () => {
    await seedDemoData(t.database.db);
    const trainer = await insertUser(t.database.db, { role: 'trainer', firstName: 'Cora' });
    coach = { id: trainer.id, role: 'trainer' };
    bench = await exerciseIdByName(t.database.db, 'Bench Press');
    squat = await exerciseIdByName(t.database.db, 'Back Squat');
    url = await listen(t.app);
  });

  async function newClient(firstName: string): Promise<AuthUser> {
    const row = await insertUser(t.database.db, {
      role: 'client',
      firstName,
      trainerId: coach.id,
    });
    return { id: row.id, role: 'client' };
  }

  /** A session of the coach with the client and exercises on the grid, through the socket. */
  async function liveSession(clientIds: string[], exerciseIds: string[], workoutId?: string) {
    const { id } = await createSession(t, coach, workoutId ? { workoutId } : {});
    const socket: TestSocket = track(await userSocket(t.app, url, coach));
    expect((await request(socket, 'session:join', { sessionId: id })).ok).toBe(true);
    const send = async (type: string, payload: unknown) => {
      const ack = await request(socket, 'session:op', { sessionId: id, op: makeOp(type, payload) });
      expect(ack).toMatchObject({ ok: true });
      return ack;
    };
    await send('clients:add', { clientIds });
    if (exerciseIds.length > 0) await send('exercises:add', { exerciseIds });
    return { id, socket, send };
  }

  /** A set typed into the cell and verified, as the coach does it on the grid. */
  async function verifiedSet(
    session: { send: (type: string, payload: unknown) => Promise<unknown> },
    exerciseId: string,
    userId: string,
    value: { kg: number; reps: number },
  ) {
    await session.send('cell:update', { exerciseId, userId, value });
    await session.send('cell:verify', { exerciseId, userId, verification: 'verified' });
  }

  const cellOf = async (sessionId: string, exercise: string, client: string) => {
    const { state } = await sessionState(t, coach, sessionId);
    return state.cells[exercise]?.[client] as Cell;
  };

  const logsOf = (sessionId: string) =>
    t.database.db.select().from(sessionLogs).where(eq(sessionLogs.sessionId, sessionId));

  const recordOf = async (client: string, exercise: string) => {
    const [row] = await t.database.db
      .select()
      .from(clientExerciseRecords)
      .where(
        and(
          eq(clientExerciseRecords.clientId, client),
          eq(clientExerciseRecords.exerciseId, exercise),
        ),
      );
    return row;
  };

  it('logs a session once however often it is ended, keeps the bests, and coaches the next session', async () => {
    const ann = await newClient('Ann');

    // First session: nothing known, so every cell is a first time.
    const first = await liveSession([ann.id], [bench, squat]);
    await eventually(() => {
      const coached = first.socket.ops.filter((o) => o.op.type === 'cells:coach');
      expect(coached.length).toBeGreaterThan(0);
      expect(coached.every((o) => o.actorId === null)).toBe(true);
    });
    const fresh = await cellOf(first.id, bench, ann.id);
    expect(fresh.flag).toBe('never-green');
    expect(fresh.previousKg).toBeUndefined();
    expect((await sessionState(t, coach, first.id)).state.clientIssues[ann.id]?.neverDone).toEqual([
      'Bench Press',
      'Back Squat',
    ]);
    // An exercise leaving the grid leaves the badge too.
    await first.send('exercises:remove', { exerciseIds: [squat] });
    expect((await sessionState(t, coach, first.id)).state.clientIssues[ann.id]?.neverDone).toEqual([
      'Bench Press',
    ]);
    await first.send('exercises:add', { exerciseIds: [squat] });

    await verifiedSet(first, bench, ann.id, { kg: 100, reps: 5 });
    await verifiedSet(first, squat, ann.id, { kg: 80, reps: 8 });
    // No best yet: a first verified set is not a record.
    expect((await cellOf(first.id, bench, ann.id)).flag).toBe('never-green');

    // Ended from the device, then again over HTTP (a retry): logged once.
    await first.send('session:end', {});
    await endSession(t, coach, first.id);
    const logs = await logsOf(first.id);
    expect(logs).toHaveLength(2);
    const benchLog = logs.find((l) => l.exerciseId === bench);
    expect(benchLog).toMatchObject({
      clientId: ann.id,
      kg: 100,
      reps: 5,
      isWarmup: false,
      verification: 'verified',
      flag: 'never-green',
      intensity: 'Maybe Maintain',
      phase: 'Phase 1',
    });
    expect(benchLog?.sessionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const benchRecord = await recordOf(ann.id, bench);
    expect(benchRecord?.bestE1rm).toBeCloseTo(estimatedOneRepMax(100, 5), 6);
    expect(benchRecord).toMatchObject({ bestKg: 100, bestReps: 5, lastKg: 100, lastReps: 5 });

    // Second session: the previous sets and the best are in the cells; nothing is new any more.
    const second = await liveSession([ann.id], [bench, squat]);
    await eventually(async () => {
      const cell = await cellOf(second.id, bench, ann.id);
      expect(cell).toMatchObject({ previousKg: 100, previousReps: 5, flag: 'ok' });
    });
    const seeded = await cellOf(second.id, bench, ann.id);
    expect(seeded.bestE1rm).toBeCloseTo(estimatedOneRepMax(100, 5), 6);
    expect(seeded.e1rm).toBeCloseTo(estimatedOneRepMax(100, 5), 6);
    expect(
      (await sessionState(t, coach, second.id)).state.clientIssues[ann.id]?.neverDone ?? [],
    ).toEqual([]);

    // A heavier verified set is a record; a tie with the best is not.
    await verifiedSet(second, bench, ann.id, { kg: 105, reps: 5 });
    await verifiedSet(second, squat, ann.id, { kg: 80, reps: 8 });
    const record = await cellOf(second.id, bench, ann.id);
    expect(record).toMatchObject({ flag: 'pr-purple', percentAboveMax: 5 });
    const tie = await cellOf(second.id, squat, ann.id);
    expect(tie).toMatchObject({ flag: 'ok', percentAboveMax: 0 });
    expect(
      compareWithPrevious(record, { kg: record.previousKg ?? 0, reps: record.previousReps ?? 0 }),
    ).toMatchObject({ status: 'improved', percent: 5, regression: false });

    // Unverifying the record set takes the purple away.
    await second.send('cell:verify', { exerciseId: bench, userId: ann.id, verification: 'none' });
    expect(await cellOf(second.id, bench, ann.id)).toMatchObject({ flag: 'ok' });
    expect((await cellOf(second.id, bench, ann.id)).percentAboveMax).toBeUndefined();
    await second.send('cell:verify', {
      exerciseId: bench,
      userId: ann.id,
      verification: 'verified',
    });

    await second.send('session:end', {});
    await second.send('session:end', {});
    expect(await logsOf(second.id)).toHaveLength(2);
    expect((await logsOf(second.id)).find((l) => l.exerciseId === bench)?.flag).toBe('pr-purple');
    expect((await recordOf(ann.id, bench))?.bestE1rm).toBeCloseTo(estimatedOneRepMax(105, 5), 6);
    expect(await recordOf(ann.id, bench)).toMatchObject({ lastKg: 105, lastReps: 5 });
  });

  it('flags pressing injury-red on every device when the client checks in with a hurt shoulder', async () => {
    const ben = await newClient('Ben');
    // Fast Intake's estimate seeds the e1RM of a client with no history.
    await t.database.db
      .update(clientProfiles)
      .set({
        startingEstimates: {
          bodyWeightKg: 80,
          bodyWeightAssumed: false,
          levelMultiplier: 1,
          startingLoadKg: 80,
        },
      })
      .where(eq(clientProfiles.userId, ben.id));
    const live = await liveSession([ben.id], [bench, squat]);
    const tv = track(await userSocket(t.app, url, coach));
    expect((await request(tv, 'session:join', { sessionId: live.id })).ok).toBe(true);
    await eventually(async () => {
      expect(await cellOf(live.id, bench, ben.id)).toMatchObject({ flag: 'never-green', e1rm: 80 });
    });

    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/users/${ben.id}/lifestyle`,
      headers: await t.authHeader(ben),
      payload: {
        date: new Date().toISOString(),
        sleep: 3,
        stress: 2,
        soreness: 1,
        bodyWeight: 80,
        noteToTrainer: 'Shoulder twinge',
        injuries: { 'left-shoulder': 'injured', 'right-knee': 'sore' },
      },
    });
    expect(checkIn.statusCode).toBe(201);

    expect(await cellOf(live.id, bench, ben.id)).toMatchObject({ flag: 'injury-red' });
    expect(await cellOf(live.id, squat, ben.id)).toMatchObject({ flag: 'never-green' });
    const { state } = await sessionState(t, coach, live.id);
    expect(state.clientIssues[ben.id]).toMatchObject({
      poorLifestyle: false,
      injuries: ['Left Shoulder'],
      soreness: ['Right Knee'],
      note: 'Shoulder twinge',
    });
    // The other device saw it through the room.
    await eventually(() => {
      const flagged = tv.ops.some(
        (o) =>
          o.op.type === 'cells:coach' &&
          o.op.payload.cells.some((c) => c.exerciseId === bench && c.flag === 'injury-red'),
      );
      expect(flagged).toBe(true);
    });
  });

  it("makes the plan's loads from the gym's plates and the client's readiness today, and takes a settings change at once", async () => {
    const lb = await insertUser(t.database.db, { role: 'trainer', firstName: 'Lou' });
    const trainer: AuthUser = { id: lb.id, role: 'trainer' };
    const client = await insertUser(t.database.db, {
      role: 'client',
      firstName: 'Reese',
      trainerId: lb.id,
    });
    const reese: AuthUser = { id: client.id, role: 'client' };
    await t.database.db
      .update(clientProfiles)
      .set({
        startingEstimates: {
          bodyWeightKg: 80,
          bodyWeightAssumed: false,
          levelMultiplier: 1.5,
          startingLoadKg: 120,
        },
      })
      .where(eq(clientProfiles.userId, reese.id));
    const settings = {
      unit: 'lb',
      equipment: { bars: [45], plates: [45, 25, 10, 5, 2.5], dumbbellStep: 5, dumbbellMax: 120 },
      readinessRule: [
        { minScore: 70, percent: 0 },
        { minScore: 55, percent: -5 },
        { minScore: 40, percent: -10 },
        { minScore: 0, percent: -15 },
      ],
    };
    const headers = await t.authHeader(trainer);
    const save = (body: typeof settings) =>
      t.app.inject({ method: 'PUT', url: '/api/gym/settings', headers, payload: body });
    expect((await save(settings)).statusCode).toBe(200);
    const [workout] = await t.database.db
      .insert(workouts)
      .values({
        ownerId: trainer.id,
        name: 'Squat 3x5',
        structure: {
          phases: [
            {
              id: 'phase-1',
              name: 'Strength',
              exerciseIds: [squat],
              exerciseParams: { [squat]: { reps: { minReps: 5, maxReps: 5 }, sets: { sets: 3 } } },
            },
          ],
          activePhaseId: 'phase-1',
        },
      })
      .returning({ id: workouts.id });
    const { id } = await createSession(t, trainer, { workoutId: workout?.id as string });
    const socket = track(await userSocket(t.app, url, trainer));
    expect((await request(socket, 'session:join', { sessionId: id })).ok).toBe(true);
    const added = await request(socket, 'session:op', {
      sessionId: id,
      op: makeOp('clients:add', { clientIds: [reese.id] }),
    });
    expect(added).toMatchObject({ ok: true });
    const stateNow = async () => (await sessionState(t, trainer, id)).state;
    const cellNow = async () => (await stateNow()).cells[squat]?.[reese.id] as Cell;
    // 120 kg at 5 reps and RPE 8 (81.1 %) is 97.3 kg = 214.6 lb: 215 lb on the 45 lb bar.
    await eventually(async () => {
      expect((await stateNow()).gym?.unit).toBe('lb');
      expect(fromKg((await cellNow()).kg, 'lb')).toBe(215);
    });

    // Sleep 2, stress 1, soreness 2: readiness 43, so -10 % by the rule.
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/users/${reese.id}/lifestyle`,
      headers: await t.authHeader(reese),
      payload: { date: new Date().toISOString(), sleep: 2, stress: 1, soreness: 2, bodyWeight: 80 },
    });
    expect(checkIn.statusCode).toBe(201);
    await eventually(async () => {
      expect((await stateNow()).readiness?.[reese.id]).toEqual({ score: 43, percent: -10 });
      // 214.6 lb x 0.9 = 193.1 lb: 195 lb is the nearest the plates make.
      expect(fromKg((await cellNow()).kg, 'lb')).toBe(195);
    });

    // Without 2.5 lb plates nothing changes here, but the session takes the new floor at once.
    const fewer = { ...settings, equipment: { ...settings.equipment, plates: [45, 25, 10, 5] } };
    expect((await save(fewer)).statusCode).toBe(200);
    await eventually(async () => {
      expect((await stateNow()).gym?.equipment.plates).toEqual([45, 25, 10, 5]);
    });
  });

  it('flags mismatch-yellow after two sessions with reps outside the prescribed range', async () => {
    const flo = await newClient('Flo');
    const [workout] = await t.database.db
      .insert(workouts)
      .values({
        ownerId: coach.id,
        name: 'Bench 8-10',
        structure: {
          phases: [
            {
              id: 'phase-1',
              name: 'Strength',
              exerciseIds: [bench],
              exerciseParams: { [bench]: { reps: { minReps: 8, maxReps: 10 } } },
            },
          ],
          activePhaseId: 'phase-1',
        },
      })
      .returning({ id: workouts.id });
    const workoutId = workout?.id as string;
    for (const reps of [5, 12]) {
      const live = await liveSession([flo.id], [], workoutId);
      await eventually(async () => {
        expect((await cellOf(live.id, bench, flo.id)).flag).not.toBe('mismatch-yellow');
      });
      await live.send('cell:update', {
        exerciseId: bench,
        userId: flo.id,
        value: { kg: 50, reps },
      });
      await live.send('session:end', {});
    }
    expect((await recordOf(flo.id, bench))?.mismatchStreak).toBe(2);

    const third = await liveSession([flo.id], [], workoutId);
    await eventually(async () => {
      expect(await cellOf(third.id, bench, flo.id)).toMatchObject({ flag: 'mismatch-yellow' });
    });
    const { state } = await sessionState(t, coach, third.id);
    expect(state.clientIssues[flo.id]?.mismatch2x).toBe(true);

    // Back in range: the count starts again.
    await third.send('cell:update', {
      exerciseId: bench,
      userId: flo.id,
      value: { kg: 50, reps: 9 },
    });
    await third.send('session:end', {});
    expect((await recordOf(flo.id, bench))?.mismatchStreak).toBe(0);
  });

  it('refuses coaching ops from a device', async () => {
    const cy = await newClient('Cy');
    const live = await liveSession([cy.id], [bench]);
    const ack = await request(live.socket, 'session:op', {
      sessionId: live.id,
      op: makeOp('cells:coach', {
        cells: [{ exerciseId: bench, userId: cy.id, flag: 'pr-purple' }],
      }),
    });
    expect(ack).toMatchObject({ ok: false, error: 'FORBIDDEN' });
  });

  it('logs extra sets once per device id and counts them in the records', async () => {
    const di = await newClient('Di');
    const { id } = await liveSession([di.id], [bench]);
    const set = {
      id: randomUUID(),
      clientId: di.id,
      exerciseId: bench,
      kg: 60,
      reps: 10,
      isWarmup: false,
      verification: 'verified',
      flag: 'ok',
    };
    const post = async () =>
      t.app.inject({
        method: 'POST',
        url: `/api/sessions/${id}/logs`,
        headers: await t.authHeader(coach),
        payload: { logs: [set] },
      });
    const once = await post();
    expect(once.statusCode).toBe(201);
    expect(once.json()).toEqual({ ok: true, count: 1 });
    expect((await post()).json()).toEqual({ ok: true, count: 0 });
    expect(await logsOf(id)).toHaveLength(1);
    expect((await recordOf(di.id, bench))?.bestE1rm).toBeCloseTo(estimatedOneRepMax(60, 10), 6);
  });

  it('answers See PR and Last to the client’s trainer', async () => {
    const ed = await newClient('Ed');
    const session = await liveSession([ed.id], [bench]);
    await verifiedSet(session, bench, ed.id, { kg: 70, reps: 6 });
    await session.send('session:end', {});
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/clients/${ed.id}/exercises/${bench}/records`,
      headers: await t.authHeader(coach),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      best: { kg: 70, reps: 6, e1rm: 84 },
      last: { sets: [{ kg: 70, reps: 6, isWarmup: false, verification: 'verified' }] },
    });
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/clients/${ed.id}/exercises/${squat}/records`,
      headers: await t.authHeader(coach),
    });
    expect(none.json()).toEqual({ best: null, last: null });
  });
});
