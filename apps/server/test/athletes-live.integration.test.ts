import { serverMessages, socketMessages } from '@levelup/shared';
import type { SessionState } from '@levelup/shared/session';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { users } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { exerciseIdByName, insertUser } from './factories';
import {
  closeSocketsAfterAll,
  eventually,
  listen,
  makeOp,
  request,
  userSocket,
} from './realtime-clients';
import {
  createSession,
  endSession,
  joinedScreen,
  pairScreen,
  sessionState,
} from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

/*
 * Athletes on their phones in a live session (issue 30): a client on the grid follows it over the
 * socket and logs their own sets, and nothing else; their phone never learns another athlete's
 * health data.
 */
describe.each(testDatabaseKinds)('athletes in a live session (%s)', (kind) => {
  const t = useTestApp(kind);
  let url: string;
  let coach: AuthUser;
  let otherTrainer: AuthUser;
  let squat: string;
  let bench: string;
  const track = closeSocketsAfterAll();
  const socketFor = async (user: AuthUser) => track(await userSocket(t.app, url, user));

  beforeAll(async () => {
    await seedDemoData(t.database.db);
    const trainer = await insertUser(t.database.db, { role: 'trainer', firstName: 'Cora' });
    coach = { id: trainer.id, role: 'trainer' };
    const other = await insertUser(t.database.db, { role: 'trainer', firstName: 'Otto' });
    otherTrainer = { id: other.id, role: 'trainer' };
    squat = await exerciseIdByName(t.database.db, 'Back Squat');
    bench = await exerciseIdByName(t.database.db, 'Bench Press');
    url = await listen(t.app);
  });

  async function newClient(firstName: string): Promise<AuthUser> {
    const row = await insertUser(t.database.db, { role: 'client', firstName, trainerId: coach.id });
    return { id: row.id, role: 'client' };
  }

  /** The coach's live session with these athletes on the grid, and the coach's joined device. */
  async function liveSession(athletes: AuthUser[]) {
    const { id } = await createSession(t, coach, {});
    const tablet = await socketFor(coach);
    expect((await request(tablet, 'session:join', { sessionId: id })).ok).toBe(true);
    const send = async (type: string, payload: unknown) =>
      request(tablet, 'session:op', { sessionId: id, op: makeOp(type, payload) });
    expect(await send('clients:add', { clientIds: athletes.map((a) => a.id) })).toMatchObject({
      ok: true,
    });
    expect(await send('exercises:add', { exerciseIds: [squat, bench] })).toMatchObject({
      ok: true,
    });
    return { id, tablet, send };
  }

  async function athletePhone(athlete: AuthUser, sessionId: string) {
    const phone = await socketFor(athlete);
    const joined = await request(phone, 'session:join', { sessionId });
    const send = async (type: string, payload: unknown) =>
      request(phone, 'session:op', { sessionId, op: makeOp(type, payload) });
    return { phone, joined, send };
  }

  const setLog = (clientId: string, setIndex = 0, extra: object = {}) => ({
    exerciseId: squat,
    clientId,
    setIndex,
    kg: 60,
    reps: 5,
    ...extra,
  });

  /**
   * The athlete checks in with an injured left shoulder and `sleep` (1-2 is poor), and the coach's
   * tablet shows the injury on their bench.
   */
  async function checkInHurt(athlete: AuthUser, sessionId: string, sleep: number) {
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/users/${athlete.id}/lifestyle`,
      headers: await t.authHeader(athlete),
      payload: {
        date: new Date().toISOString(),
        sleep,
        stress: sleep,
        soreness: 1,
        bodyWeight: 80,
        noteToTrainer: 'Shoulder twinge',
        injuries: { 'left-shoulder': 'injured' },
      },
    });
    expect(checkIn.statusCode).toBe(201);
    await eventually(async () => {
      const { state } = await sessionState(t, coach, sessionId);
      expect(state.clientIssues[athlete.id]?.injuries).toEqual(['Left Shoulder']);
      expect(state.cells[bench]?.[athlete.id]?.flag).toBe('injury-red');
    });
  }

  const seqOf = async (sessionId: string) => (await sessionState(t, coach, sessionId)).seq;

  it('lists the session for an athlete on its grid, who follows it and logs their own sets', async () => {
    const ana = await newClient('Ana');
    const bo = await newClient('Bo');
    const live = await liveSession([ana]);

    const takingPart = async (user: AuthUser) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/sessions/taking-part',
          headers: await t.authHeader(user),
        })
      ).json() as { sessions: { id: string }[] };
    expect((await takingPart(ana)).sessions.map((s) => s.id)).toEqual([live.id]);
    expect((await takingPart(bo)).sessions).toEqual([]);

    const { phone, joined, send } = await athletePhone(ana, live.id);
    expect(joined).toMatchObject({ ok: true });
    expect((joined.state as SessionState).clients.map((c) => c.id)).toEqual([ana.id]);

    // The phone says it is the coach; the server says who sent it.
    const logged = await send('set:log', setLog(ana.id, 0, { rpe: 8, by: 'coach' }));
    expect(logged).toMatchObject({ ok: true });
    await eventually(() => {
      for (const device of [phone, live.tablet]) {
        const seen = device.ops.find((o) => o.seq === logged.seq);
        expect(seen?.op).toMatchObject({ type: 'set:log', payload: { by: 'athlete', rpe: 8 } });
      }
    });
    const { state } = await sessionState(t, coach, live.id);
    expect(state.cells[squat]?.[ana.id]?.log).toEqual([
      { kg: 60, reps: 5, rpe: 8, by: 'athlete', verification: 'none', isWarmup: false },
    ]);

    // The coach logs for an athlete as the coach, whatever the device says.
    expect(await live.send('set:log', setLog(ana.id, 1, { by: 'athlete' }))).toMatchObject({
      ok: true,
    });
    const after = (await sessionState(t, coach, live.id)).state.cells[squat]?.[ana.id]?.log;
    expect(after?.[1]?.by).toBe('coach');

    // The coach verifies the athlete's set, and the phone sees it.
    const verified = await live.send('cell:verify', {
      exerciseId: squat,
      userId: ana.id,
      verification: 'verified',
      setIndex: 0,
    });
    await eventually(() => {
      expect(phone.ops.find((o) => o.seq === verified.seq)?.op.type).toBe('cell:verify');
    });

    expect(
      await send('set:remove', { exerciseId: squat, clientId: ana.id, setIndex: 1 }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('refuses every other op from an athlete, someone else’s sets, and anyone off the grid', async () => {
    const ana = await newClient('Ana');
    const bo = await newClient('Bo');
    const cy = await newClient('Cy');
    const live = await liveSession([ana, bo]);
    const { send } = await athletePhone(ana, live.id);
    const before = await seqOf(live.id);

    const refused = [
      ['set:log', setLog(bo.id)],
      ['set:remove', { exerciseId: squat, clientId: bo.id, setIndex: 0 }],
      ['cell:verify', { exerciseId: squat, userId: ana.id, verification: 'verified' }],
      ['cell:update', { exerciseId: squat, userId: ana.id, value: { kg: 200 } }],
      ['clients:remove', { clientIds: [bo.id] }],
      ['note:add', { scope: 'trainee', userId: ana.id, text: 'Easy day' }],
      ['station:next', {}],
      ['session:end', {}],
    ] as const;
    for (const [type, payload] of refused) {
      expect(await send(type, payload), type).toMatchObject({
        ok: false,
        error: 'FORBIDDEN',
        message: socketMessages.athleteOwnSetsOnly,
      });
    }
    const phone = (await athletePhone(ana, live.id)).phone;
    for (const [event, payload] of [
      ['selection:set', { sessionId: live.id, rowIds: [], colIds: [] }],
      ['presence', { sessionId: live.id, exerciseId: null }],
      ['timer:sync', { sessionId: live.id, phase: 'work', remainingMs: 1000, isRunning: true }],
    ] as const) {
      expect(await request(phone, event, payload), event).toMatchObject({
        ok: false,
        error: 'FORBIDDEN',
      });
    }
    // Nothing of it reached the log, so no device saw it.
    expect(await seqOf(live.id)).toBe(before);

    // Not on the grid: not let in, and nothing sent counts.
    const outsider = await athletePhone(cy, live.id);
    expect(outsider.joined).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
      message: socketMessages.athleteNotOnGrid,
    });
    expect(await outsider.send('set:log', setLog(cy.id))).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
      message: socketMessages.notJoined,
    });

    // Taken off the grid after joining: refused under the session's lock.
    expect(await live.send('clients:remove', { clientIds: [ana.id] })).toMatchObject({ ok: true });
    expect(await send('set:log', setLog(ana.id))).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
      message: socketMessages.athleteNotOnGrid,
    });

    // Another trainer, and a cast screen, may not log anyone's sets here.
    const otherTablet = await socketFor(otherTrainer);
    expect(await request(otherTablet, 'session:join', { sessionId: live.id })).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
    });
    const screen = await joinedScreen(t.app, url);
    track(screen.socket);
    await pairScreen(t, coach, screen, live.id);
    expect((await request(screen.socket, 'session:join', { sessionId: live.id })).ok).toBe(true);
    expect(
      await request(screen.socket, 'session:op', {
        sessionId: live.id,
        op: makeOp('set:log', setLog(bo.id)),
      }),
    ).toMatchObject({ ok: false, error: 'FORBIDDEN', message: socketMessages.screenReadOnly });
  });

  it('refuses sets once the session has ended, and a finished session lets no athlete in', async () => {
    const ana = await newClient('Ana');
    const live = await liveSession([ana]);
    const { send } = await athletePhone(ana, live.id);
    await endSession(t, coach, live.id);
    expect(await send('set:log', setLog(ana.id))).toMatchObject({ ok: false, error: 'CONFLICT' });
    const late = await athletePhone(ana, live.id);
    expect(late.joined).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
      message: serverMessages.sessionFinished,
    });
  });

  it('never sends an athlete’s phone another athlete’s injury or readiness flags, issues or notes', async () => {
    const ana = await newClient('Ana');
    const ben = await newClient('Ben');
    const live = await liveSession([ana, ben]);
    expect(
      await live.send('note:add', { scope: 'trainee', userId: ben.id, text: 'Mind the left knee' }),
    ).toMatchObject({ ok: true });
    const { phone, joined } = await athletePhone(ana, live.id);
    expect(JSON.stringify(joined.state)).not.toContain('left knee');

    // Ben checks in hurt: the coach's tablet sees his injury; Ana's phone does not.
    await checkInHurt(ben, live.id, 2);
    const coachNote = await live.send('note:add', {
      scope: 'trainee',
      userId: ana.id,
      text: 'Brace before you drop',
    });
    await eventually(() => {
      expect(phone.ops.some((o) => o.seq === coachNote.seq)).toBe(true);
    });
    const received = JSON.stringify(phone.ops);
    expect(received).toContain('Brace before you drop');
    expect(received).not.toMatch(/Shoulder|injury-red|lifestyle-red|left knee/i);
    // Every op still arrived, in order, so the phone's seq has no gap.
    const seqs = phone.ops.map((o) => o.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => (seqs[0] ?? 0) + i));

    const synced = await request(phone, 'session:sync', { sessionId: live.id, sinceSeq: 0 });
    expect(synced.ok).toBe(true);
    expect(JSON.stringify(synced)).not.toMatch(/Shoulder|injury-red|left knee/i);
  });

  it('never sends the gym TV anyone’s health data, nor the name of a client who chose initials', async () => {
    const anouk = await newClient('Anouk');
    const ben = await newClient('Ben');
    await t.database.db
      .update(users)
      .set({ showNameOnTv: false, lastName: 'Rivera' })
      .where(eq(users.id, anouk.id));
    await t.database.db.update(users).set({ weightKg: 82.5 }).where(eq(users.id, ben.id));
    const live = await liveSession([anouk, ben]);
    expect(
      await live.send('note:add', { scope: 'trainee', userId: ben.id, text: 'Mind the left knee' }),
    ).toMatchObject({ ok: true });

    const tv = await joinedScreen(t.app, url);
    track(tv.socket);
    await pairScreen(t, coach, tv, live.id);
    const joined = (await request(tv.socket, 'session:join', { sessionId: live.id })) as {
      ok: boolean;
      state: SessionState;
    };
    expect(joined.ok).toBe(true);
    expect(JSON.stringify(joined.state)).not.toMatch(/left knee|Anouk/);
    // The TV names Anouk by her initial and ranks Ben by the bodyweight in his profile.
    expect(joined.state.clients.find((c) => c.id === anouk.id)).toMatchObject({
      firstName: 'A',
      lastInitial: 'R',
      tvInitials: true,
    });
    expect(joined.state.clients.find((c) => c.id === ben.id)?.bodyweightKg).toBe(82.5);

    // Ben checks in hurt and poorly slept while the TV shows the session.
    await checkInHurt(ben, live.id, 1);
    const done = await live.send('note:add', {
      scope: 'cell',
      exerciseId: squat,
      userId: ben.id,
      text: 'Box squat today',
    });
    await eventually(() => {
      expect(tv.socket.ops.some((o) => o.seq === done.seq)).toBe(true);
    });
    const received = JSON.stringify(tv.socket.ops);
    expect(received).not.toMatch(/Shoulder|injury|lifestyle|left knee|Box squat|Anouk/i);
    for (const { op } of tv.socket.ops) {
      if (op.type === 'client:readiness') expect(op.payload.readiness?.score ?? null).toBeNull();
    }
    // Every op still arrived, in order.
    const seqs = tv.socket.ops.map((o) => o.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => (seqs[0] ?? 0) + i));

    const synced = await request(tv.socket, 'session:sync', { sessionId: live.id, sinceSeq: 0 });
    expect(synced.ok).toBe(true);
    expect(JSON.stringify(synced)).not.toMatch(/Shoulder|injury|left knee|Box squat|Anouk/i);

    // Anouk lets the TV show her name, then takes it back; Ben weighs in heavier. Each reaches
    // the TV as it is saved, and her name leaves it again with her choice.
    const saveProfile = async (who: AuthUser, payload: object) => {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${who.id}`,
        headers: await t.authHeader(who),
        payload,
      });
      expect(saved.statusCode).toBe(200);
    };
    const tvClient = async (id: string) => {
      const answer = (await request(tv.socket, 'session:join', { sessionId: live.id })) as {
        state?: SessionState;
      };
      const { state } = await sessionState(t, coach, live.id);
      return {
        coach: state.clients.find((c) => c.id === id),
        tv: answer.state?.clients.find((c) => c.id === id),
      };
    };
    await saveProfile(anouk, { showNameOnTv: true });
    await eventually(async () => {
      expect((await tvClient(anouk.id)).tv?.firstName).toBe('Anouk');
    });
    await saveProfile(anouk, { showNameOnTv: false });
    await saveProfile(ben, { weightKg: 90 });
    await eventually(async () => {
      const seen = await tvClient(anouk.id);
      expect(seen.tv).toMatchObject({ firstName: 'A', tvInitials: true });
      expect(seen.coach).toMatchObject({ firstName: 'Anouk', tvInitials: true });
      expect((await tvClient(ben.id)).tv?.bodyweightKg).toBe(90);
    });
    const profileOps = tv.socket.ops.filter((o) => o.op.type === 'client:profile');
    expect(profileOps.map((o) => o.op.payload)).toContainEqual(
      expect.objectContaining({ userId: anouk.id, firstName: 'A', tvInitials: true }),
    );
  });
});
