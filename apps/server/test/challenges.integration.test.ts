import { challengeMessages } from '@levelup/shared';
import {
  type Challenge,
  challengeListSchema,
  challengeSchema,
  leaderboardSchema,
} from '@levelup/shared/challenges';
import { estimatedOneRepMax } from '@levelup/shared/coaching';
import { addDays } from '@levelup/shared/history';
import { parseSessionOp } from '@levelup/shared/session';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { exercises, users } from '../src/db/schema';
import { asUser, insertUser } from './factories';
import { makeOp } from './realtime-clients';
import { createSession, endSession, seatClients } from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

type Role = 'owner' | 'otherTrainer' | 'ada' | 'ben' | 'othersClient' | 'admin';

// Issue 31: a trainer's challenges for their clients, with every role, and a board read from two
// sessions' verified sets.
describe.each(testDatabaseKinds)('challenges (%s)', (kind) => {
  const t = useTestApp(kind);
  const people = {} as Record<Role, AuthUser>;
  let squatId: string;
  const today = new Date().toISOString().slice(0, 10);
  const body = {
    name: 'Squat-off',
    metric: 'e1rm',
    startDate: addDays(today, -1),
    endDate: addDays(today, 1),
  };

  const call = async (
    by: AuthUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: await t.authHeader(by),
      ...(payload ? { payload } : {}),
    });
  const create = async (input: object = { ...body, exerciseId: squatId }) => {
    const res = await call(people.owner, 'POST', '/api/challenges', input);
    expect(res.statusCode, res.body).toBe(201);
    return challengeSchema.parse(res.json());
  };
  const listOf = async (by: AuthUser) =>
    challengeListSchema.parse((await call(by, 'GET', '/api/challenges')).json());

  beforeAll(async () => {
    const db = t.database.db;
    people.owner = asUser(await insertUser(db, { role: 'trainer', firstName: 'Casey' }));
    people.otherTrainer = asUser(await insertUser(db, { role: 'trainer', firstName: 'Dana' }));
    people.admin = asUser(await insertUser(db, { role: 'admin' }));
    const client = (firstName: string, trainerId: string) =>
      insertUser(db, { role: 'client', firstName, lastName: 'Lift', trainerId });
    people.ada = asUser(await client('Ada', people.owner.id));
    people.ben = asUser(await client('Ben', people.owner.id));
    people.othersClient = asUser(await client('Otto', people.otherTrainer.id));
    await db.update(users).set({ weightKg: 70 }).where(eq(users.id, people.ada.id));
    const [squat] = await db
      .insert(exercises)
      .values({ name: 'Challenge Squat', type: 'compound' })
      .returning({ id: exercises.id });
    if (!squat) throw new Error('exercise not inserted');
    squatId = squat.id;
  });

  it('lets trainers create, refuses clients, and says what is wrong with bad input', async () => {
    const created = await create();
    expect(created).toMatchObject({
      trainerId: people.owner.id,
      name: 'Squat-off',
      exerciseName: 'Challenge Squat',
      closed: false,
      ended: false,
      participants: 0,
      joined: false,
    });
    expect((await call(people.ada, 'POST', '/api/challenges', body)).statusCode).toBe(403);
    const bad = await call(people.owner, 'POST', '/api/challenges', {
      ...body,
      exerciseId: squatId,
      endDate: addDays(today, -2),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'endDate', message: challengeMessages.endBeforeStart },
    ]);
    const noExercise = await call(people.owner, 'POST', '/api/challenges', body);
    expect(noExercise.statusCode).toBe(400);
    expect(noExercise.json().issues).toEqual([
      { path: 'exerciseId', message: challengeMessages.exerciseRequired },
    ]);
  });

  it('lets its owner and admins edit and close it, and no other trainer or client', async () => {
    const { id } = await create();
    const edit = (by: AuthUser, name: string) =>
      call(by, 'PUT', `/api/challenges/${id}`, { ...body, metric: 'volume', name });
    expect((await edit(people.otherTrainer, 'Mine now')).statusCode).toBe(403);
    expect((await edit(people.ada, 'Mine now')).statusCode).toBe(403);
    expect((await edit(people.othersClient, 'Mine now')).statusCode).toBe(403);
    const edited = await edit(people.owner, 'November volume');
    expect(edited.statusCode).toBe(200);
    // A volume challenge reads every exercise: the squat it named is dropped.
    expect(edited.json()).toMatchObject({
      name: 'November volume',
      metric: 'volume',
      exerciseId: null,
    });
    expect((await edit(people.admin, 'By the master trainer')).statusCode).toBe(200);

    const close = (by: AuthUser) => call(by, 'POST', `/api/challenges/${id}/close`);
    expect((await close(people.otherTrainer)).statusCode).toBe(403);
    expect((await close(people.ada)).statusCode).toBe(403);
    expect((await close(people.owner)).json()).toMatchObject({ closed: true });
    expect((await listOf(people.ada)).map((c) => c.id)).not.toContain(id);
    const late = await call(people.ada, 'POST', `/api/challenges/${id}/participants`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(challengeMessages.closedChallenge);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(people.owner, 'PUT', `/api/challenges/${missing}`, { ...body, metric: 'volume' }))
        .statusCode,
    ).toBe(404);
  });

  it("shows each person only what they may see: a client their trainer's open challenges", async () => {
    const mine = await create();
    const theirs = challengeSchema.parse(
      (
        await call(people.otherTrainer, 'POST', '/api/challenges', { ...body, metric: 'streak' })
      ).json(),
    );
    const ids = async (by: AuthUser) => (await listOf(by)).map((c: Challenge) => c.id);
    expect(await ids(people.owner)).toContain(mine.id);
    expect(await ids(people.owner)).not.toContain(theirs.id);
    expect(await ids(people.ada)).toContain(mine.id);
    expect(await ids(people.ada)).not.toContain(theirs.id);
    expect(await ids(people.othersClient)).toEqual([theirs.id]);
    expect(await ids(people.admin)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('lets their own clients join and leave, and nobody else', async () => {
    const { id } = await create();
    const url = `/api/challenges/${id}/participants`;
    expect((await call(people.othersClient, 'POST', url)).statusCode).toBe(404);
    expect((await call(people.owner, 'POST', url)).statusCode).toBe(403);
    expect((await call(people.admin, 'POST', url)).statusCode).toBe(403);
    const joined = await call(people.ada, 'POST', url);
    expect(joined.json()).toMatchObject({ joined: true, participants: 1 });
    // Joining twice changes nothing.
    expect((await call(people.ada, 'POST', url)).json()).toMatchObject({ participants: 1 });
    expect((await listOf(people.ada)).find((c) => c.id === id)?.joined).toBe(true);
    expect((await call(people.othersClient, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(people.ada, 'DELETE', url)).json()).toMatchObject({
      joined: false,
      participants: 0,
    });
  });

  it('says a challenge past its last day has ended, and refuses a join then (409)', async () => {
    const past = await create({
      ...body,
      exerciseId: squatId,
      startDate: addDays(today, -10),
      endDate: addDays(today, -1),
    });
    expect(past.ended).toBe(true);
    expect((await listOf(people.ada)).find((c) => c.id === past.id)).toMatchObject({
      ended: true,
      closed: false,
    });
    const late = await call(people.ada, 'POST', `/api/challenges/${past.id}/participants`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(challengeMessages.endedChallenge);
    // Its last day is today: still open.
    const lastDay = await create({ ...body, exerciseId: squatId, endDate: today });
    expect(lastDay.ended).toBe(false);
    const joined = await call(people.ada, 'POST', `/api/challenges/${lastDay.id}/participants`);
    expect(joined.statusCode).toBe(200);
  });

  it('ranks the board from two sessions of verified sets, for the owner, their clients and admins', async () => {
    const e1rm = await create();
    const volume = await create({ ...body, metric: 'volume' });
    const relative = await create({ ...body, metric: 'relative', exerciseId: squatId });
    for (const challenge of [e1rm, volume, relative]) {
      for (const who of [people.ada, people.ben]) {
        const res = await call(who, 'POST', `/api/challenges/${challenge.id}/participants`);
        expect(res.statusCode).toBe(200);
      }
    }
    const service = t.app.liveSessions.sessions;
    async function session(sets: Record<'ada' | 'ben', { kg: number; reps: number }>) {
      const { id } = await createSession(t, people.owner);
      await seatClients(t, people.owner, id, [people.ada.id, people.ben.id]);
      const ops: [string, object][] = [['exercises:add', { exerciseIds: [squatId] }]];
      for (const who of ['ada', 'ben'] as const) {
        const userId = people[who].id;
        ops.push(['cell:update', { exerciseId: squatId, userId, value: sets[who] }]);
        ops.push(['cell:verify', { exerciseId: squatId, userId, verification: 'verified' }]);
      }
      for (const [type, payload] of ops) {
        const op = parseSessionOp(makeOp(type, payload));
        if (!op) throw new Error(`${type} did not parse`);
        await service.applyDeviceOp(people.owner, id, op);
      }
      await endSession(t, people.owner, id);
    }
    await session({ ada: { kg: 100, reps: 5 }, ben: { kg: 80, reps: 5 } });
    await session({ ada: { kg: 60, reps: 10 }, ben: { kg: 120, reps: 3 } });

    const board = async (by: AuthUser, id: string) => {
      const res = await call(by, 'GET', `/api/challenges/${id}/leaderboard`);
      expect(res.statusCode, res.body).toBe(200);
      return leaderboardSchema.parse(res.json());
    };
    expect((await board(people.ada, volume.id)).entries).toEqual([
      { userId: people.ada.id, name: 'Ada L.', score: 1100, rank: 1 },
      { userId: people.ben.id, name: 'Ben L.', score: 760, rank: 2 },
    ]);
    expect(
      (await board(people.owner, e1rm.id)).entries.map((e) => [e.name, e.score, e.rank]),
    ).toEqual([
      ['Ben L.', estimatedOneRepMax(120, 3), 1],
      ['Ada L.', estimatedOneRepMax(100, 5), 2],
    ]);
    const relativeBoard = await board(people.admin, relative.id);
    expect(relativeBoard.entries).toEqual([
      { userId: people.ada.id, name: 'Ada L.', score: estimatedOneRepMax(100, 5) / 70, rank: 1 },
    ]);
    expect(relativeBoard.excluded).toEqual([
      { userId: people.ben.id, name: 'Ben L.', reason: challengeMessages.noBodyweight },
    ]);

    const url = `/api/challenges/${volume.id}/leaderboard`;
    expect((await call(people.otherTrainer, 'GET', url)).statusCode).toBe(403);
    expect((await call(people.othersClient, 'GET', url)).statusCode).toBe(404);
  });
});
