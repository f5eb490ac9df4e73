import { socketMessages } from '@levelup/shared';
import type { SessionState } from '@levelup/shared/session';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPeoplePolicy } from '../src/access/who-may-act';
import type { AuthUser } from '../src/auth/access-token';
import { sessionLogs, sessionParticipants } from '../src/db/schema';
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
import { createSession, seedDemoGym, sessionState } from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

const NO_ACCOUNT = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds)('who may act on whom (%s)', (kind) => {
  const t = useTestApp(kind);
  let url: string;
  let coach: AuthUser;
  let admin: AuthUser;
  let coachsClient: AuthUser;
  /** A trainer of another gym, with a client of their own. */
  let otherTrainer: AuthUser;
  let othersClient: AuthUser;
  /** A client with no trainer (signed up on their own). */
  let loneClient: AuthUser;
  let squatId: string;

  beforeAll(async () => {
    const gym = await seedDemoGym(t.database.db);
    ({ coach, admin, otherTrainer } = gym);
    coachsClient = gym.client;
    const db = t.database.db;
    othersClient = asUser(await insertUser(db, { role: 'client', trainerId: otherTrainer.id }));
    loneClient = asUser(await insertUser(db, { role: 'client', firstName: 'Lonnie' }));
    squatId = await exerciseIdByName(db, 'Back Squat');
    url = await listen(t.app);
  });

  const track = closeSocketsAfterAll();
  const post = async (user: AuthUser, path: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: path, headers: await t.authHeader(user), payload });

  /** A user's socket joined to the session. */
  async function joined(user: AuthUser, sessionId: string) {
    const socket = track(await userSocket(t.app, url, user));
    expect((await request(socket, 'session:join', { sessionId })).ok).toBe(true);
    return socket;
  }

  const send = (socket: TestSocket, sessionId: string, type: string, payload: unknown) =>
    request(socket, 'session:op', { sessionId, op: makeOp(type, payload) });

  const roster = (state: SessionState) => [...state.clients, ...state.availableClients];

  /** A session of the coach whose grid holds exactly `clients` (in that order). */
  async function sessionWithGrid(clients: AuthUser[]) {
    const { id, joinCode } = await createSession(t, coach);
    const device = await joined(coach, id);
    const { state } = await sessionState(t, coach, id);
    if (state.clients.length > 0) {
      const removed = await send(device, id, 'clients:remove', {
        clientIds: state.clients.map((c) => c.id),
      });
      expect(removed.ok).toBe(true);
    }
    if (clients.length > 0) {
      const added = await send(device, id, 'clients:add', { clientIds: clients.map((c) => c.id) });
      expect(added.ok).toBe(true);
    }
    return { id, joinCode, device };
  }

  it('answers the rule in one place: own clients, clients who joined this session, admins anyone', async () => {
    const people = createPeoplePolicy({ db: t.database.db });
    const { id, joinCode } = await createSession(t, coach);
    const elsewhere = await createSession(t, otherTrainer);

    expect(await people.mayActOn(coach, coachsClient.id)).toBe(true);
    expect(await people.mayActOn(coach, coach.id)).toBe(true);
    for (const person of [loneClient, othersClient, otherTrainer, admin]) {
      expect(await people.mayActOn(coach, person.id, { sessionId: id })).toBe(false);
    }
    expect(await people.mayActOn(coach, NO_ACCOUNT)).toBe(false);
    expect(await people.mayActOn(coach, 'not-a-uuid')).toBe(false);

    expect((await post(loneClient, `/api/sessions/${joinCode}/join`)).statusCode).toBe(200);
    expect(await people.mayActOn(coach, loneClient.id, { sessionId: id })).toBe(true);
    // Joining one session opens no other, and gives another trainer nothing.
    expect(await people.mayActOn(coach, loneClient.id)).toBe(false);
    expect(await people.mayActOn(coach, loneClient.id, { sessionId: elsewhere.id })).toBe(false);
    expect(await people.mayActOn(otherTrainer, loneClient.id, { sessionId: id })).toBe(false);

    for (const person of [loneClient, othersClient, otherTrainer, coach]) {
      expect(await people.mayActOn(admin, person.id)).toBe(true);
    }
    expect(await people.mayActOn(admin, NO_ACCOUNT)).toBe(false);
    expect(await people.mayActOn(coachsClient, coachsClient.id)).toBe(true);
    expect(await people.mayActOn(coachsClient, loneClient.id)).toBe(false);

    expect(
      await people.actableAmong(coach, [coachsClient.id, othersClient.id, admin.id, coach.id]),
    ).toEqual(new Set([coachsClient.id, coach.id]));
    await expect(
      people.assertMayActOn(coach, [coachsClient.id, othersClient.id]),
    ).rejects.toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    await expect(people.assertMayActOn(coach, [coachsClient.id])).resolves.toBeUndefined();
  });

  it('refuses a device adding another gym’s trainer, an admin or a trainer-less client, and broadcasts nothing', async () => {
    const { id } = await createSession(t, coach);
    const device = await joined(coach, id);
    const watcher = await joined(admin, id);
    const before = await sessionState(t, coach, id);

    const refused = [
      await send(device, id, 'clients:add', { clientIds: [otherTrainer.id] }),
      await send(device, id, 'clients:add', { clientIds: [admin.id] }),
      await send(device, id, 'clients:add', { clientIds: [loneClient.id] }),
      await send(device, id, 'client:add', { userId: loneClient.id }),
      await send(device, id, 'clients:add', { clientIds: [othersClient.id] }),
      // One stranger in the list refuses the whole op.
      await send(device, id, 'clients:add', { clientIds: [coachsClient.id, admin.id] }),
      await send(device, id, 'clients:add', { clientIds: [NO_ACCOUNT] }),
    ];
    for (const ack of refused) expect(ack).toMatchObject({ ok: false, error: 'FORBIDDEN' });

    const after = await sessionState(t, coach, id);
    expect(after.seq).toBe(before.seq);
    expect(roster(after.state).map((c) => c.id)).not.toContain(loneClient.id);
    // The next op that is allowed takes the very next seq: nothing was appended in between.
    const allowed = await send(device, id, 'cast:qr:visibility', { visible: true });
    expect(allowed).toEqual({ ok: true, seq: before.seq + 1 });
    await expectOnlyOp(watcher, id, before.seq + 1);
  });

  /**
   * The watcher received exactly one op of the session: the one with `seq`. The room's messages
   * reach a socket in the order they were sent, so anything broadcast before it is in by then.
   */
  async function expectOnlyOp(watcher: TestSocket, sessionId: string, seq: number) {
    const seqs = () => watcher.ops.filter((o) => o.sessionId === sessionId).map((o) => o.seq);
    await eventually(() => expect(seqs()).toContain(seq));
    expect(seqs()).toEqual([seq]);
  }

  it('adds own clients with their profiles from the accounts, whatever the device sends', async () => {
    const { id } = await createSession(t, coach);
    const device = await joined(coach, id);
    const robin = await insertUser(t.database.db, {
      role: 'client',
      firstName: 'Robin',
      lastName: 'Chen',
      gender: 'female',
      trainerId: coach.id,
    });
    const ack = await send(device, id, 'clients:add', {
      clientIds: [robin.id],
      clients: [{ id: robin.id, firstName: 'Mallory', sex: 'male' }],
    });
    expect(ack.ok).toBe(true);
    const { state } = await sessionState(t, coach, id);
    expect(roster(state).find((c) => c.id === robin.id)).toMatchObject({
      firstName: 'Robin',
      sex: 'F',
    });
    const [logged] = device.ops.filter((o) => o.seq === ack.seq);
    expect(logged?.op.payload).toEqual({
      clientIds: [robin.id],
      clients: [
        { id: robin.id, firstName: 'Robin', lastInitial: 'C', sex: 'female', teamId: null },
      ],
    });
  });

  it('takes exercise profiles from the library and refuses an exercise it lacks', async () => {
    const { id } = await createSession(t, coach);
    const device = await joined(coach, id);
    const added = await send(device, id, 'exercises:add', {
      exerciseIds: [squatId],
      exercises: [{ id: squatId, name: 'Forged Lift', type: 'custom' }],
    });
    expect(added.ok).toBe(true);
    const { state, seq } = await sessionState(t, coach, id);
    expect(state.exercises.find((e) => e.id === squatId)?.name).toBe('Back Squat');

    const unknown = await send(device, id, 'exercises:add', {
      exerciseIds: [NO_ACCOUNT],
      exercises: [{ id: NO_ACCOUNT, name: 'Made Up', type: 'custom' }],
    });
    expect(unknown).toEqual({
      ok: false,
      error: 'NOT_FOUND',
      message: socketMessages.unknownExercise,
    });
    expect((await sessionState(t, coach, id)).seq).toBe(seq);
  });

  it('refuses ops naming someone off the session’s roster', async () => {
    const { id, device } = await sessionWithGrid([coachsClient]);
    const { seq } = await sessionState(t, coach, id);
    for (const [type, payload] of [
      ['cell:update', { exerciseId: squatId, userId: loneClient.id, value: { kg: 100 } }],
      ['cell:verify', { exerciseId: squatId, userId: admin.id, verification: 'verified' }],
      ['note:add', { scope: 'trainee', userId: otherTrainer.id, text: 'hello' }],
      ['client:team', { userId: othersClient.id, teamId: 'team' }],
      ['clients:remove', { clientIds: [loneClient.id] }],
      [
        'intensity:set',
        { level: 'Make Progress', cells: [{ exerciseId: squatId, userId: admin.id }] },
      ],
    ] as const) {
      expect(await send(device, id, type, payload)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
        message: socketMessages.notOnRoster,
      });
    }
    expect((await sessionState(t, coach, id)).seq).toBe(seq);
    const note = await send(device, id, 'note:add', {
      scope: 'trainee',
      userId: coachsClient.id,
      text: 'Good depth',
    });
    expect(note).toEqual({ ok: true, seq: seq + 1 });
  });

  it('refuses the ops only the server makes', async () => {
    const { id } = await createSession(t, coach);
    const device = await joined(coach, id);
    const { seq } = await sessionState(t, coach, id);
    for (const [type, payload] of [
      ['cast:connected', { screenId: 'FAKESCREEN', connectedAt: new Date().toISOString() }],
      ['cast:disconnected', {}],
      ['client:issues', { userId: coachsClient.id, issues: { injuries: ['knee'] } }],
      // A device may not put a name on the TV that its owner took off it.
      [
        'client:profile',
        {
          userId: coachsClient.id,
          firstName: 'Renamed',
          lastInitial: null,
          tvInitials: false,
          bodyweightKg: 300,
        },
      ],
    ] as const) {
      expect(await send(device, id, type, payload)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
        message: socketMessages.serverOnlyOp,
      });
    }
    const after = await sessionState(t, coach, id);
    expect(after.seq).toBe(seq);
    expect(after.state.castConnection).toBeNull();
  });

  it('answers 403 to logging sets for people the trainer may not act on, and writes nothing', async () => {
    const { id, joinCode } = await createSession(t, coach);
    const set = {
      exerciseId: squatId,
      kg: 100,
      reps: 5,
      isWarmup: false,
      verification: 'verified',
      flag: 'ok',
    };
    const logsOf = () =>
      t.database.db.select().from(sessionLogs).where(eq(sessionLogs.sessionId, id));

    for (const person of [otherTrainer, admin, loneClient, othersClient]) {
      const res = await post(coach, `/api/sessions/${id}/logs`, {
        logs: [{ ...set, clientId: person.id }],
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'FORBIDDEN' });
    }
    const mixed = await post(coach, `/api/sessions/${id}/logs`, {
      logs: [
        { ...set, clientId: coachsClient.id },
        { ...set, clientId: admin.id },
      ],
    });
    expect(mixed.statusCode).toBe(403);
    expect(await logsOf()).toEqual([]);

    expect((await post(loneClient, `/api/sessions/${joinCode}/join`)).statusCode).toBe(200);
    const joinedLog = await post(coach, `/api/sessions/${id}/logs`, {
      logs: [
        { ...set, clientId: loneClient.id },
        { ...set, clientId: coachsClient.id },
      ],
    });
    expect(joinedLog.statusCode).toBe(201);
    const byAdmin = await post(admin, `/api/sessions/${id}/logs`, {
      logs: [{ ...set, clientId: othersClient.id }],
    });
    expect(byAdmin.statusCode).toBe(201);
    expect((await logsOf()).map((l) => l.clientId).sort()).toEqual(
      [loneClient.id, coachsClient.id, othersClient.id].sort(),
    );
  });

  it('ends a session with logs and pending feedback for exactly the people the trainer may act on', async () => {
    const stranger = asUser(await insertUser(t.database.db, { role: 'client', firstName: 'Sam' }));
    const { id, joinCode, device } = await sessionWithGrid([coachsClient]);
    expect((await post(loneClient, `/api/sessions/${joinCode}/join`)).statusCode).toBe(200);
    // An admin may put anyone on the coach's grid; the coach's end still writes nothing for them.
    const byAdmin = await joined(admin, id);
    expect((await send(byAdmin, id, 'clients:add', { clientIds: [stranger.id] })).ok).toBe(true);
    expect((await send(device, id, 'exercises:add', { exerciseIds: [squatId] })).ok).toBe(true);
    const { state } = await sessionState(t, coach, id);
    expect(state.clients.map((c) => c.id)).toEqual([coachsClient.id, loneClient.id, stranger.id]);
    for (const person of [coachsClient, loneClient, stranger]) {
      const ack = await send(device, id, 'cell:update', {
        exerciseId: squatId,
        userId: person.id,
        value: { kg: 60, reps: 5 },
      });
      expect(ack.ok).toBe(true);
    }

    expect((await post(coach, `/api/sessions/${id}/end`)).statusCode).toBe(200);
    const logs = await t.database.db
      .select()
      .from(sessionLogs)
      .where(eq(sessionLogs.sessionId, id));
    expect(logs.map((l) => l.clientId).sort()).toEqual([coachsClient.id, loneClient.id].sort());
    const pending = await t.database.db
      .select()
      .from(sessionParticipants)
      .where(
        and(
          eq(sessionParticipants.sessionId, id),
          eq(sessionParticipants.feedbackStatus, 'pending'),
        ),
      );
    expect(pending.map((p) => p.userId).sort()).toEqual([coachsClient.id, loneClient.id].sort());
  });
});
