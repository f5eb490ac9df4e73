import { randomUUID } from 'node:crypto';
import {
  applyOp,
  checkInvariants,
  getCell,
  type SequencedSessionOp,
  type SessionState,
  screenStateView,
  unseenOverwrite,
} from '@levelup/shared/session';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { sessions } from '../src/db/schema';
import { insertUser } from './factories';
import {
  closeSocketsAfterAll,
  connectSocket,
  eventually,
  firstCell,
  listen,
  makeOp,
  nextMessage,
  request,
  type TestSocket,
  userSocket,
} from './realtime-clients';
import {
  joinedScreen,
  pairScreen,
  createSession as postSession,
  seatClients,
  seedDemoGym,
  sessionState,
} from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

/** Applies received ops in seq order after `fromSeq`, as a device does. */
function replay(state: SessionState, ops: readonly SequencedSessionOp[], fromSeq: number) {
  return [...ops]
    .filter((o) => o.seq > fromSeq)
    .sort((a, b) => a.seq - b.seq)
    .reduce((s, o) => applyOp(s, o.op), state);
}

const seqsAfter = (socket: TestSocket, sessionId: string, fromSeq: number) =>
  socket.ops.filter((o) => o.sessionId === sessionId && o.seq > fromSeq).map((o) => o.seq);

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe.each(testDatabaseKinds)('realtime session sync (%s)', (kind) => {
  const t = useTestApp(kind);
  let url: string;
  let coach: AuthUser;
  let admin: AuthUser;
  let client: AuthUser;
  let otherTrainer: AuthUser;
  let workoutId: string;

  beforeAll(async () => {
    ({ coach, admin, client, otherTrainer, workoutId } = await seedDemoGym(t.database.db));
    url = await listen(t.app);
  });

  const track = closeSocketsAfterAll();
  const socketFor = async (user: AuthUser) => track(await userSocket(t.app, url, user));
  /** A session of the demo workout with the trainer's clients put on the grid (seq 1 if any). */
  async function createSession(user: AuthUser = coach) {
    const created = await postSession(t, user, { workoutId });
    const waiting = (await sessionState(t, user, created.id)).state.availableClients;
    if (waiting.length > 0) {
      await seatClients(
        t,
        user,
        created.id,
        waiting.map((c) => c.id),
      );
    }
    return created;
  }
  const httpState = (sessionId: string) => sessionState(t, coach, sessionId);

  /** A cast screen paired with the session and joined to it. */
  async function pairedScreen(sessionId: string) {
    const paired = await joinedScreen(t.app, url);
    const screen = track(paired.socket);
    await pairScreen(t, coach, paired, sessionId);
    const joined = await request(screen, 'session:join', { sessionId });
    expect(joined.ok).toBe(true);
    return {
      screen,
      screenId: paired.screenId,
      joined: joined as { state: SessionState; seq: number },
    };
  }

  it('keeps two trainer devices and a paired cast in sync', async () => {
    const { id } = await createSession();
    const { screen, screenId, joined: onScreen } = await pairedScreen(id);
    const deviceA = await socketFor(coach);
    const deviceB = await socketFor(admin);
    const joinA = await request(deviceA, 'session:join', { sessionId: id });
    const joinB = await request(deviceB, 'session:join', { sessionId: id });
    // Seq 1 put the clients on the grid, seq 2 paired the cast.
    expect(joinA).toMatchObject({ ok: true, seq: 2 });
    expect(joinA.state.castConnection).toMatchObject({ screenId, status: 'connected' });
    expect(joinB.seq).toBe(2);
    const start = joinA.seq as number;
    const state = joinA.state as SessionState;
    const [c0, c1, c2] = state.clients;
    const [e0, e1] = state.exercises;

    const fromA = [
      makeOp('session:start', { startedAt: new Date().toISOString() }),
      ...range(1, 8).map((i) =>
        makeOp('cell:update', { exerciseId: e0!.id, userId: c0!.id, value: { kg: 20 + i * 2.5 } }),
      ),
      makeOp('client:assign', { userId: c1!.id, exerciseId: e1!.id }),
    ];
    const fromB = [
      ...range(1, 8).map((i) =>
        makeOp('cell:update', { exerciseId: e1!.id, userId: c2!.id, value: { reps: i } }),
      ),
      makeOp('note:add', { scope: 'trainee', userId: c2!.id, text: 'Watch the knees' }),
      makeOp('summary:mode', { mode: 'comparison' }),
    ];
    // Both devices send at once; the server orders them.
    const acks = await Promise.all([
      (async () => {
        const out = [];
        for (const op of fromA)
          out.push(await request(deviceA, 'session:op', { sessionId: id, op }));
        return out;
      })(),
      (async () => {
        const out = [];
        for (const op of fromB)
          out.push(await request(deviceB, 'session:op', { sessionId: id, op }));
        return out;
      })(),
    ]);
    const seqs = acks.flat().map((ack) => {
      expect(ack.ok).toBe(true);
      return ack.seq as number;
    });
    const last = start + fromA.length + fromB.length;
    expect([...seqs].sort((a, b) => a - b)).toEqual(range(start + 1, last));

    for (const socket of [deviceA, deviceB, screen]) {
      await eventually(() => expect(seqsAfter(socket, id, start)).toEqual(range(start + 1, last)));
    }
    const opIds = (socket: TestSocket) =>
      socket.ops.filter((o) => o.sessionId === id && o.seq > start).map((o) => o.op.id);
    expect(opIds(deviceB)).toEqual(opIds(deviceA));
    expect(opIds(screen)).toEqual(opIds(deviceA));
    expect(deviceA.ops.find((o) => o.op.id === fromB[0]!.id)?.actorId).toBe(admin.id);

    const server = await httpState(id);
    expect(server.seq).toBe(last);
    for (const socket of [deviceA, deviceB]) {
      expect(replay(state, socket.ops, start)).toEqual(server.state);
    }
    // The TV holds the session without the coach's note (health data stays off shared screens).
    expect(onScreen.seq).toBe(start);
    expect(replay(onScreen.state, screen.ops, start)).toEqual(screenStateView(server.state));
    expect(JSON.stringify(screen.ops)).not.toContain('Watch the knees');
    expect(checkInvariants(server.state)).toEqual([]);
    expect(server.state.cells[e0!.id]![c0!.id]!.kg).toBe(40);
    expect(server.state.summaryMode).toBe('comparison');
  });

  it('applies a duplicate op id once', async () => {
    const { id } = await createSession();
    const device = await socketFor(coach);
    const { seq: start, state } = await request(device, 'session:join', { sessionId: id });
    const op = makeOp('cell:update', { ...firstCell(state), value: { kg: 50 } });
    const first = await request(device, 'session:op', { sessionId: id, op });
    const again = await request(device, 'session:op', { sessionId: id, op });
    expect(first).toEqual({ ok: true, seq: start + 1 });
    expect(again).toEqual({ ok: true, seq: start + 1 });
    const next = makeOp('cell:update', { ...firstCell(state), value: { reps: 5 } });
    expect(await request(device, 'session:op', { sessionId: id, op: next })).toEqual({
      ok: true,
      seq: start + 2,
    });
    await eventually(() => expect(seqsAfter(device, id, start)).toEqual([start + 1, start + 2]));
    expect((await httpState(id)).seq).toBe(start + 2);
  });

  it('keeps the later edit by the server’s order, and the device it overwrote can tell', async () => {
    const { id } = await createSession();
    const online = await socketFor(coach);
    const offline = await socketFor(admin);
    const { seq: start, state } = await request(online, 'session:join', { sessionId: id });
    await request(offline, 'session:join', { sessionId: id });
    const cell = firstCell(state);
    // The offline device queued its edit while its grid still showed the empty cell.
    const stale = makeOp('cell:update', { ...cell, value: { kg: 60 }, seen: { kg: 0 } });
    const newer = makeOp('cell:update', { ...cell, value: { kg: 70 }, seen: { kg: 0 } });
    expect(await request(online, 'session:op', { sessionId: id, op: newer })).toEqual({
      ok: true,
      seq: start + 1,
    });
    // Back online, the queued edit lands after it.
    expect(await request(offline, 'session:op', { sessionId: id, op: stale })).toEqual({
      ok: true,
      seq: start + 2,
    });
    const { state: after } = await httpState(id);
    expect(getCell(after, cell.exerciseId, cell.userId)?.kg).toBe(60);

    // The online device hears the stale edit with what its sender saw, and judges it on its state.
    await eventually(() => expect(seqsAfter(online, id, start)).toEqual([start + 1, start + 2]));
    const [first, second] = online.ops
      .filter((o) => o.sessionId === id && o.seq > start)
      .sort((a, b) => a.seq - b.seq);
    expect(second?.op).toMatchObject({ id: stale.id, payload: { seen: { kg: 0 } } });
    expect(unseenOverwrite(replay(state, [first!], start), second!.op)).toMatchObject({
      ...cell,
      replaced: { kg: 70 },
      now: { kg: 60 },
    });
    // The newer edit saw the value it replaced: it tells nobody.
    expect(unseenOverwrite(state, first!.op)).toBeNull();
  });

  it('acks malformed ops with an error and changes nothing', async () => {
    const { id } = await createSession();
    const device = await socketFor(coach);
    const watcher = await socketFor(coach);
    const { seq: start, state } = await request(device, 'session:join', { sessionId: id });
    await request(watcher, 'session:join', { sessionId: id });
    const cell = firstCell(state);
    const tooMany = Array.from({ length: 1001 }, () => randomUUID());
    const hostile = [
      makeOp('cell:update', { ...cell, value: { kg: 'heavy' } }),
      makeOp('cell:update', { exerciseId: cell.exerciseId, value: { kg: 10 } }),
      makeOp('no:such:op', { anything: true }),
      { id: 'not-a-uuid', type: 'summary:mode', payload: { mode: 'comparison' } },
      { type: 'summary:mode', payload: { mode: 'comparison' } },
      makeOp('clients:add', { clientIds: tooMany }),
      makeOp('exercises:remove', { exerciseIds: tooMany.slice(0, 201) }),
      makeOp('cell:update', { exerciseId: '__proto__', userId: cell.userId, value: { kg: 5 } }),
      JSON.parse(
        `{"id":"${randomUUID()}","type":"cell:update","payload":{"__proto__":{"exerciseId":"${cell.exerciseId}","userId":"${cell.userId}","value":{"kg":5}}}}`,
      ),
      JSON.parse(`{"id":"${randomUUID()}","type":"__proto__","payload":{}}`),
      'a string',
      null,
      [1, 2, 3],
    ];
    for (const op of hostile) {
      const ack = await request(device, 'session:op', { sessionId: id, op });
      expect(ack).toMatchObject({ ok: false, error: 'VALIDATION_FAILED' });
      expect(typeof ack.message).toBe('string');
    }
    for (const payload of [
      undefined,
      null,
      42,
      { op: makeOp('summary:mode', { mode: 'comparison' }) },
    ]) {
      expect(await request(device, 'session:op', payload)).toMatchObject({
        ok: false,
        error: 'VALIDATION_FAILED',
      });
    }
    // No ack callback: the server must neither crash nor apply the bad op.
    device.emit('session:op', { sessionId: id, op: makeOp('no:such:op') });
    device.emit('session:op', { sessionId: id });
    expect(({} as Record<string, unknown>).exerciseId).toBeUndefined();

    const after = await httpState(id);
    expect(after.seq).toBe(start);
    expect(after.state).toEqual(state);
    expect(seqsAfter(watcher, id, start)).toEqual([]);
    expect(seqsAfter(device, id, start)).toEqual([]);
    // The socket still works.
    const fine = makeOp('summary:mode', { mode: 'comparison' });
    expect(await request(device, 'session:op', { sessionId: id, op: fine })).toEqual({
      ok: true,
      seq: start + 1,
    });
  });

  it('refuses other trainers, clients and cast screens where DESIGN 4.1 says so', async () => {
    const { id } = await createSession();
    const op = () => makeOp('summary:mode', { mode: 'comparison' });

    const other = await socketFor(otherTrainer);
    expect(await request(other, 'session:join', { sessionId: id })).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(await request(other, 'session:op', { sessionId: id, op: op() })).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(await request(other, 'session:sync', { sessionId: id, sinceSeq: 0 })).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
    });
    const otherSession = await createSession(otherTrainer);
    expect((await request(other, 'session:join', { sessionId: otherSession.id })).ok).toBe(true);
    // Being in one room gives no right to another.
    expect(await request(other, 'session:op', { sessionId: id, op: op() })).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
    });

    // A client on the grid follows the session as an athlete (issue 30) and changes nothing
    // but their own sets (athletes-live.integration.test.ts).
    const clientSocket = await socketFor(client);
    expect(await request(clientSocket, 'session:join', { sessionId: id })).toMatchObject({
      ok: true,
    });
    expect(await request(clientSocket, 'session:op', { sessionId: id, op: op() })).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
    });

    const unknown = await socketFor(coach);
    expect(
      await request(unknown, 'session:join', { sessionId: '00000000-0000-4000-8000-000000000000' }),
    ).toMatchObject({ ok: false, error: 'NOT_FOUND' });

    const { screenId, socket: unpaired } = await joinedScreen(t.app, url);
    track(unpaired);
    expect(await request(unpaired, 'cast:join', { screenId: 'ABCDEFGH' })).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(await request(unpaired, 'session:join', { sessionId: id })).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
    });
    expect(await request(other, 'cast:join', { screenId })).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
    });

    const { screen } = await pairedScreen(id);
    expect(await request(screen, 'session:op', { sessionId: id, op: op() })).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
    });
    for (const event of ['selection:set', 'presence']) {
      expect(await request(screen, event, { sessionId: id })).toMatchObject({ ok: false });
    }
    expect(
      await request(screen, 'timer:sync', {
        sessionId: id,
        phase: 'work',
        remainingMs: 1000,
        isRunning: true,
      }),
    ).toMatchObject({ ok: false, error: 'FORBIDDEN' });
    // Only the clients:add and the cast pairing were applied.
    expect((await httpState(id)).seq).toBe(2);
  });

  it('refuses a handshake without credentials, with a bad token, or on another protocol', async () => {
    await expect(connectSocket(url, {})).rejects.toMatchObject({
      data: { error: 'UNAUTHORIZED' },
    });
    await expect(connectSocket(url, { token: 'nope' })).rejects.toMatchObject({
      data: { error: 'UNAUTHORIZED' },
    });
    await expect(connectSocket(url, { screenToken: 'nope' })).rejects.toMatchObject({
      data: { error: 'UNAUTHORIZED' },
    });
    const token = await t.app.accessTokens.sign(coach);
    const old = connectSocket(url, { token, protocolVersion: 0 });
    await expect(old).rejects.toMatchObject({ data: { error: 'PROTOCOL_MISMATCH' } });
    await expect(old).rejects.toThrow(/out of date/);
    await expect(connectSocket(url, { token, protocolVersion: 99 })).rejects.toThrow(
      /server is older/,
    );
    await expect(connectSocket(url, { token, protocolVersion: undefined })).rejects.toMatchObject({
      data: { error: 'PROTOCOL_MISMATCH' },
    });
    // Long-polling first, as the web client connects.
    const polling = track(
      await connectSocket(url, { token }, { transports: ['polling', 'websocket'] }),
    );
    expect(polling.connected).toBe(true);
  });

  it('shows a client who joins by code on every device', async () => {
    const trainer = await insertUser(t.database.db, { role: 'trainer' });
    const trainerUser: AuthUser = { id: trainer.id, role: 'trainer' };
    const { id, joinCode } = await createSession(trainerUser);
    const a = await socketFor(trainerUser);
    const b = await socketFor(trainerUser);
    const { seq: start, state: before } = await request(a, 'session:join', { sessionId: id });
    await request(b, 'session:join', { sessionId: id });

    const joiner = await insertUser(t.database.db, { role: 'client', firstName: 'Sam' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${joinCode}/join`,
      headers: await t.authHeader({ id: joiner.id, role: 'client' }),
    });
    expect(res.json()).toEqual({ sessionId: id, displayName: 'Sam' });
    // The arrival, then the coaching the server works out for the newcomer.
    const { seq: end } = await sessionState(t, trainerUser, id);
    for (const socket of [a, b]) {
      await eventually(() => expect(seqsAfter(socket, id, start)).toEqual(range(start + 1, end)));
      const message = socket.ops.find((o) => o.seq === start + 1)!;
      expect(message.op.type).toBe('clients:add');
      expect(message.actorId).toBeNull();
      const state = replay(before, socket.ops, start);
      expect(state.clients.map((c) => c.id)).toEqual([joiner.id]);
    }
  });

  it('lets a device that missed ops catch up with session:sync', async () => {
    const { id } = await createSession();
    const stay = await socketFor(coach);
    const leave = await socketFor(coach);
    const joined = await request(stay, 'session:join', { sessionId: id });
    const leaveJoin = await request(leave, 'session:join', { sessionId: id });
    const cell = firstCell(joined.state);
    await request(stay, 'session:op', {
      sessionId: id,
      op: makeOp('cell:update', { ...cell, value: { kg: 10 } }),
    });
    await eventually(() => expect(leave.ops).toHaveLength(1));
    const seenState = replay(leaveJoin.state, leave.ops, leaveJoin.seq);
    const seenSeq = leave.ops.at(-1)!.seq;
    leave.close();

    for (let i = 1; i <= 5; i++) {
      await request(stay, 'session:op', {
        sessionId: id,
        op: makeOp('cell:update', { ...cell, value: { reps: i } }),
      });
    }
    const back = await socketFor(coach);
    expect(await request(back, 'session:sync', { sessionId: id, sinceSeq: seenSeq })).toMatchObject(
      {
        ok: false,
        error: 'FORBIDDEN',
      },
    );
    await request(back, 'session:join', { sessionId: id });
    const sync = await request(back, 'session:sync', { sessionId: id, sinceSeq: seenSeq });
    expect(sync.ok).toBe(true);
    expect(sync.ops.map((o: SequencedSessionOp) => o.seq)).toEqual(range(seenSeq + 1, seenSeq + 5));
    const server = await httpState(id);
    expect(sync.seq).toBe(server.seq);
    expect(replay(seenState, sync.ops, seenSeq)).toEqual(server.state);

    // A seq the session never had gets the whole state.
    const whole = await request(back, 'session:sync', { sessionId: id, sinceSeq: server.seq + 10 });
    expect(whole).toEqual({ ok: true, state: server.state, seq: server.seq });
    expect(await request(back, 'session:sync', { sessionId: id, sinceSeq: -1 })).toMatchObject({
      ok: false,
      error: 'VALIDATION_FAILED',
    });
  });

  it('relays selection, presence and the timer without logging them, and replays the timer to late joiners', async () => {
    const { id } = await createSession();
    const a = await socketFor(coach);
    const b = await socketFor(admin);
    const { seq: start } = await request(a, 'session:join', { sessionId: id });
    await request(b, 'session:join', { sessionId: id });
    let echoed = 0;
    a.on('selection:set', () => echoed++);

    const selection = nextMessage(b, 'selection:set');
    expect(
      await request(a, 'selection:set', {
        sessionId: id,
        rowIds: ['x'],
        mode: 'kg',
        selectionType: 'row',
      }),
    ).toEqual({ ok: true });
    expect(await selection).toMatchObject({
      sessionId: id,
      rowIds: ['x'],
      colIds: [],
      mode: 'kg',
      selectionType: 'row',
      actorId: coach.id,
      at: expect.any(Number),
    });

    const presence = nextMessage(b, 'presence');
    expect(await request(a, 'presence', { sessionId: id, exerciseId: 'x' })).toEqual({ ok: true });
    expect(await presence).toMatchObject({ userId: coach.id, color: expect.stringMatching(/^#/) });

    const timer = nextMessage(b, 'timer:sync');
    const sync = { sessionId: id, phase: 'work', remainingMs: 30_000, isRunning: true };
    expect(await request(a, 'timer:sync', sync)).toEqual({ ok: true });
    expect(await timer).toEqual(sync);
    expect(await request(a, 'timer:sync', { ...sync, remainingMs: -5 })).toMatchObject({
      ok: false,
      error: 'VALIDATION_FAILED',
    });

    const { screen } = await pairedScreen(id);
    // pairedScreen joined after the timer was set: the screen gets the last one.
    const late = await socketFor(coach);
    const lateTimer = nextMessage(late, 'timer:sync');
    await request(late, 'session:join', { sessionId: id });
    const replayed = await lateTimer;
    expect(replayed).toMatchObject({ sessionId: id, phase: 'work', isRunning: true });
    expect(replayed.remainingMs).toBeLessThanOrEqual(30_000);
    expect(replayed.remainingMs).toBeGreaterThan(25_000);
    expect(screen.connected).toBe(true);

    expect(echoed).toBe(0);
    // Only the cast pairing entered the log.
    expect((await httpState(id)).seq).toBe(start + 1);
  });

  it('broadcasts the end made through the end route', async () => {
    const { id } = await createSession();
    const device = await socketFor(coach);
    const { seq: start } = await request(device, 'session:join', { sessionId: id });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/end`,
      headers: await t.authHeader(coach),
    });
    expect(res.json()).toEqual({ ok: true, seq: start + 1 });
    await eventually(() => expect(seqsAfter(device, id, start)).toEqual([start + 1]));
    expect(device.ops.at(-1)).toMatchObject({ actorId: null, op: { type: 'session:end' } });
  });

  it('ends the session when a device sends session:end', async () => {
    const { id } = await createSession();
    const device = await socketFor(coach);
    const { seq: start } = await request(device, 'session:join', { sessionId: id });
    const end = makeOp('session:end', {});
    expect(await request(device, 'session:op', { sessionId: id, op: end })).toEqual({
      ok: true,
      seq: start + 1,
    });
    expect(await request(device, 'session:op', { sessionId: id, op: end })).toEqual({
      ok: true,
      seq: start + 1,
    });
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row!.status).toBe('finished');
    await eventually(() => expect(device.ops.at(-1)?.op.id).toBe(end.id));

    const refused = await request(device, 'session:op', {
      sessionId: id,
      op: makeOp('cell:update', { ...firstCell((await httpState(id)).state), value: { kg: 5 } }),
    });
    expect(refused).toMatchObject({ ok: false, error: 'CONFLICT' });
    const summary = makeOp('summary:mode', { mode: 'comparison' });
    expect(await request(device, 'session:op', { sessionId: id, op: summary })).toEqual({
      ok: true,
      seq: start + 2,
    });
  });
});
