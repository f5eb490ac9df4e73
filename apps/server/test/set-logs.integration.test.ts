import {
  clientHistorySchema,
  clientProgressSchema,
  exerciseRecordsResponseSchema,
  historySessionDetailSchema,
  historySessionListSchema,
} from '@levelup/shared';
import { estimatedOneRepMax } from '@levelup/shared/coaching';
import { type Cell, currentSetIndex } from '@levelup/shared/session';
import { and, asc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import {
  clientExerciseRecords,
  sessionLogs,
  sessionParticipants,
  sessions,
  workouts,
} from '../src/db/schema';
import { endLogKey, performedSetsOf } from '../src/sessions/performed-sets';
import { logSets } from '../src/sessions/session-logs-repository';
import { asUser, exerciseIdByName, insertUser } from './factories';
import {
  closeSocketsAfterAll,
  eventually,
  listen,
  makeOp,
  request,
  type TestSocket,
  userSocket,
} from './realtime-clients';
import { createSession, endSession, seedDemoGym, sessionState } from './sessions-helpers';
import { type TestContext, testDatabaseKinds, useTestApp } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The coach's workout: Back Squat 4 × 5 with no warm-up, Bench Press 2 × 8 after one warm-up set
 * of 8 at half the working weight.
 */
async function setsWorkout(t: TestContext, coach: AuthUser) {
  const squat = await exerciseIdByName(t.database.db, 'Back Squat');
  const bench = await exerciseIdByName(t.database.db, 'Bench Press');
  const [workout] = await t.database.db
    .insert(workouts)
    .values({
      ownerId: coach.id,
      name: 'Sets on the floor',
      structure: {
        phases: [
          {
            id: 'phase-1',
            name: 'Strength',
            exerciseIds: [squat, bench],
            exerciseParams: {
              [squat]: { reps: { minReps: 5, maxReps: 5 }, sets: { sets: 4 } },
              [bench]: {
                warmup: { pctOfWorking: 50, sets: 1, reps: 8 },
                reps: { minReps: 8, maxReps: 8 },
                sets: { sets: 2 },
              },
            },
          },
        ],
        activePhaseId: 'phase-1',
      },
    })
    .returning({ id: workouts.id });
  return { workoutId: workout?.id as string, squat, bench };
}

describe.each(testDatabaseKinds)('a session ends with one log per set (%s)', (kind) => {
  const t = useTestApp(kind);
  const track = closeSocketsAfterAll();
  let url: string;
  let coach: AuthUser;

  beforeAll(async () => {
    ({ coach } = await seedDemoGym(t.database.db));
    url = await listen(t.app);
  });

  const newClient = async (firstName: string) =>
    asUser(await insertUser(t.database.db, { role: 'client', firstName, trainerId: coach.id }));

  const get = async (user: AuthUser, path: string) =>
    t.app.inject({ method: 'GET', url: path, headers: await t.authHeader(user) });

  /** The coach's session from the workout, joined on a socket that sends ops as the grid does. */
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
    /** Logs the sets in order as 'Log set' does: each the cell's current set. */
    const logSetsOf = async (
      exerciseId: string,
      clientId: string,
      sets: readonly { kg: number; reps: number; rpe?: number; by?: string }[],
    ) => {
      for (const set of sets) {
        const setIndex = currentSetIndex(await cell(exerciseId, clientId));
        await send('set:log', { exerciseId, clientId, setIndex, ...set });
      }
    };
    return { id, send, cell, logSetsOf };
  }

  const logsOf = (sessionId: string) =>
    t.database.db
      .select()
      .from(sessionLogs)
      .where(eq(sessionLogs.sessionId, sessionId))
      .orderBy(asc(sessionLogs.clientId), asc(sessionLogs.exerciseId), asc(sessionLogs.setIndex));

  /** A finished session a week ago in which `client` squatted 90 × 5, logged as one cell. */
  async function lastWeeksSquat(client: AuthUser, squat: string) {
    const weekAgo = new Date(Date.now() - 7 * DAY_MS);
    const { id } = await createSession(t, coach);
    await endSession(t, coach, id);
    await t.database.db
      .update(sessions)
      .set({ startedAt: weekAgo, finishedAt: weekAgo })
      .where(eq(sessions.id, id));
    await t.database.db.insert(sessionParticipants).values({ sessionId: id, userId: client.id });
    await t.database.db.insert(sessionLogs).values({
      sessionId: id,
      clientId: client.id,
      exerciseId: squat,
      kg: 90,
      reps: 5,
      verification: 'verified',
      performedAt: weekAgo,
      logKey: `cell:${squat}:${client.id}`,
    });
    await t.database.db.insert(clientExerciseRecords).values({
      clientId: client.id,
      exerciseId: squat,
      bestE1rm: estimatedOneRepMax(90, 5),
      bestKg: 90,
      bestReps: 5,
      lastKg: 90,
      lastReps: 5,
      lastSessionId: id,
    });
    return id;
  }

  it('logs each athlete’s 4 squat sets with their index, RPE and who logged them; the warm-up marked, an unlogged entry as one set; ending twice writes nothing twice', async () => {
    const { workoutId, squat, bench } = await setsWorkout(t, coach);
    const ann = await newClient('Ann');
    const bob = await newClient('Bob');
    const earlier = await lastWeeksSquat(ann, squat);
    const live = await launch(workoutId);
    await live.send('clients:add', { clientIds: [ann.id, bob.id] });
    await eventually(async () => {
      expect((await live.cell(squat, ann.id)).target).toBeDefined();
      expect((await live.cell(bench, bob.id)).target).toBeDefined();
    });

    await live.logSetsOf(squat, ann.id, [
      { kg: 80, reps: 5, rpe: 6.5 },
      { kg: 85, reps: 5, rpe: 7.5 },
      { kg: 90, reps: 5, rpe: 8.5 },
      { kg: 95, reps: 5, rpe: 9.5 },
    ]);
    await live.send('cell:verify', {
      exerciseId: squat,
      userId: ann.id,
      verification: 'verified',
      scope: 'cell',
    });
    // A heavy warm-up that would top the records if it counted.
    await live.logSetsOf(bench, ann.id, [
      { kg: 120, reps: 8 },
      { kg: 60, reps: 8, rpe: 8 },
      { kg: 62.5, reps: 8, rpe: 9 },
    ]);
    await live.send('cell:verify', {
      exerciseId: bench,
      userId: ann.id,
      verification: 'verified',
      scope: 'cell',
    });
    // The coach's device cannot say an athlete logged a set: the server names the coach.
    await live.logSetsOf(squat, bob.id, [
      { kg: 60, reps: 5, rpe: 7, by: 'athlete' },
      { kg: 60, reps: 5, rpe: 7.5 },
      { kg: 60, reps: 5, rpe: 8 },
      { kg: 60, reps: 4, rpe: 10 },
    ]);
    // Bob's bench the way it was done before sets: values entered and verified, nothing logged.
    await live.send('cell:update', {
      exerciseId: bench,
      userId: bob.id,
      value: { kg: 70, reps: 8 },
    });
    await live.send('cell:verify', { exerciseId: bench, userId: bob.id, verification: 'verified' });

    await endSession(t, coach, live.id);
    const logs = await logsOf(live.id);
    const rows = (clientId: string, exerciseId: string) =>
      logs
        .filter((l) => l.clientId === clientId && l.exerciseId === exerciseId)
        .map((l) => [l.setIndex, l.kg, l.reps, l.rpe, l.loggedBy, l.isWarmup, l.verification]);
    expect(rows(ann.id, squat)).toEqual([
      [0, 80, 5, 6.5, 'coach', false, 'verified'],
      [1, 85, 5, 7.5, 'coach', false, 'verified'],
      [2, 90, 5, 8.5, 'coach', false, 'verified'],
      [3, 95, 5, 9.5, 'coach', false, 'verified'],
    ]);
    expect(rows(bob.id, squat)).toEqual([
      [0, 60, 5, 7, 'coach', false, 'none'],
      [1, 60, 5, 7.5, 'coach', false, 'none'],
      [2, 60, 5, 8, 'coach', false, 'none'],
      [3, 60, 4, 10, 'coach', false, 'none'],
    ]);
    expect(rows(ann.id, bench)).toEqual([
      [0, 120, 8, null, 'coach', true, 'verified'],
      [1, 60, 8, 8, 'coach', false, 'verified'],
      [2, 62.5, 8, 9, 'coach', false, 'verified'],
    ]);
    expect(rows(bob.id, bench)).toEqual([[0, 70, 8, null, 'coach', false, 'verified']]);
    expect(logs.find((l) => l.clientId === ann.id && l.setIndex === 3)).toMatchObject({
      logKey: `set:${squat}:${ann.id}:3`,
      flag: 'pr-purple',
    });

    // Ending again changes nothing, and the end's keys hold even if its logging ran again.
    await endSession(t, coach, live.id);
    const { state } = await sessionState(t, coach, live.id);
    const again = await t.database.db.transaction((tx) =>
      logSets(tx, {
        sessionId: live.id,
        sessionDate: new Date().toISOString().slice(0, 10),
        performedAt: new Date(),
        sets: performedSetsOf(state).map((s) => ({ ...s, logKey: endLogKey(s) })),
        range: () => null,
      }),
    );
    expect(again).toBe(0);
    expect(await logsOf(live.id)).toHaveLength(12);

    // The records: the best verified working set, never the warm-up.
    const records = await t.database.db
      .select()
      .from(clientExerciseRecords)
      .where(eq(clientExerciseRecords.clientId, ann.id));
    const recordOf = (exerciseId: string) => records.find((r) => r.exerciseId === exerciseId);
    expect(recordOf(squat)).toMatchObject({ bestKg: 95, bestReps: 5, lastKg: 95, lastReps: 5 });
    expect(recordOf(bench)).toMatchObject({ bestKg: 62.5, bestReps: 8, lastKg: 62.5 });
    const squatRecords = exerciseRecordsResponseSchema.parse(
      (await get(coach, `/api/clients/${ann.id}/exercises/${squat}/records`)).json(),
    );
    expect(squatRecords.best).toMatchObject({ kg: 95, reps: 5 });
    expect(squatRecords.last?.sets.map((s) => s.kg)).toEqual([80, 85, 90, 95]);
    const benchRecords = exerciseRecordsResponseSchema.parse(
      (await get(coach, `/api/clients/${ann.id}/exercises/${bench}/records`)).json(),
    );
    expect(benchRecords.last?.sets.map((s) => [s.kg, s.isWarmup])).toEqual([
      [120, true],
      [60, false],
      [62.5, false],
    ]);

    // History: 12 sets, Ann's squat a PR over last week's, its sets in order.
    const detail = historySessionDetailSchema.parse(
      (await get(coach, `/api/history/sessions/${live.id}`)).json(),
    );
    expect(detail.session).toMatchObject({ sets: 12, personalRecords: 1 });
    const annsSquat = detail.clients
      .find((c) => c.id === ann.id)
      ?.exercises.find((e) => e.exerciseId === squat);
    expect(annsSquat?.sets.map((s) => [s.setIndex, s.kg, s.rpe, s.loggedBy])).toEqual([
      [0, 80, 6.5, 'coach'],
      [1, 85, 7.5, 'coach'],
      [2, 90, 8.5, 'coach'],
      [3, 95, 9.5, 'coach'],
    ]);
    expect(annsSquat).toMatchObject({
      topSet: { kg: 95, reps: 5 },
      card: { kind: 'pr' },
      previous: { kg: 90, reps: 5 },
      comparison: { status: 'improved' },
    });
    const list = historySessionListSchema.parse(
      (await get(coach, `/api/history/sessions?clientId=${ann.id}`)).json(),
    );
    expect(list.map((s) => [s.id, s.sets])).toEqual([
      [live.id, 12],
      [earlier, 1],
    ]);

    // Progress: every verified working set counts, the warm-up neither in sets nor in volume.
    const progress = clientProgressSchema.parse(
      (await get(ann, `/api/users/${ann.id}/progress`)).json(),
    );
    expect(progress.verifiedSets).toBe(7);
    expect(progress.weeks.at(-1)).toMatchObject({
      verifiedSets: 6,
      volumeKg: (80 + 85 + 90 + 95) * 5 + (60 + 62.5) * 8,
    });
    const history = clientHistorySchema.parse(
      (await get(coach, `/api/clients/${ann.id}/history`)).json(),
    );
    expect(history.progress).toEqual(progress);
    expect(history.exercises.find((e) => e.exerciseId === bench)?.best).toMatchObject({
      kg: 62.5,
      reps: 8,
    });

    // The client's summary of the session: six verified working sets, the squat a record.
    const achievements = (
      await get(ann, `/api/users/${ann.id}/sessions/${live.id}/achievements`)
    ).json();
    expect(achievements).toMatchObject({ verifiedSets: 6, personalRecords: 1 });

    // The export: a row per set with its number, RPE, who logged it and the unit Ann sees (her
    // gym's); last week's has no number, RPE or logger.
    const zip = await get(ann, `/api/clients/${ann.id}/export?format=csv`);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(unzipSync(new Uint8Array(zip.rawPayload))['sets.csv'])
      .split('\r\n');
    expect(csv[0]).toBe(
      '\uFEFFperformedAt,sessionId,exercise,setNumber,kg,reps,rpe,warmUp,verification,flag,loggedBy,source,unit',
    );
    const squatRows = csv.filter((line) => line.includes(`${live.id},Back Squat,`));
    // Each rated set is judged by the RTS chart against last week's 90 x 5 (Epley, 105 kg): 80 x 5
    // at RPE 6.5 is 103.4 kg, 85 x 5 at RPE 7.5 already 106.4 kg, a record.
    expect(squatRows.map((line) => line.split(',').slice(3).join(','))).toEqual([
      '1,80,5,6.5,no,verified,ok,coach,session,kg',
      '2,85,5,7.5,no,verified,pr-purple,coach,session,kg',
      '3,90,5,8.5,no,verified,pr-purple,coach,session,kg',
      '4,95,5,9.5,no,verified,pr-purple,coach,session,kg',
    ]);
    expect(csv.find((line) => line.includes(`${earlier},Back Squat,`))).toMatch(
      /,Back Squat,,90,5,,no,verified,ok,,session,kg$/,
    );
    expect(csv.find((line) => line.includes(`${live.id},Bench Press,1,`))).toContain(
      ',1,120,8,,yes,verified,',
    );
  });

  it('takes the set number and RPE of sets a device posts, as the coach’s', async () => {
    const client = await newClient('Cat');
    const { id } = await createSession(t, coach);
    const squat = await exerciseIdByName(t.database.db, 'Back Squat');
    const set = {
      id: '00000000-0000-4000-8000-0000000000c1',
      clientId: client.id,
      exerciseId: squat,
      kg: 70,
      reps: 6,
      isWarmup: false,
      verification: 'verified',
      flag: 'ok',
      setIndex: 2,
      rpe: 8.5,
    };
    const post = async (body: { logs: object[] }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sessions/${id}/logs`,
        headers: await t.authHeader(coach),
        payload: body,
      });
    expect((await post({ logs: [set] })).json()).toEqual({ ok: true, count: 1 });
    expect((await post({ logs: [set] })).json()).toEqual({ ok: true, count: 0 });
    const stored = await t.database.db
      .select()
      .from(sessionLogs)
      .where(and(eq(sessionLogs.sessionId, id), eq(sessionLogs.clientId, client.id)));
    expect(stored.map((l) => [l.setIndex, l.rpe, l.loggedBy])).toEqual([[2, 8.5, 'coach']]);

    for (const bad of [{ rpe: 5.5 }, { rpe: 8.25 }, { setIndex: -1 }, { setIndex: 1.5 }]) {
      const res = await post({ logs: [{ ...set, ...bad }] });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
