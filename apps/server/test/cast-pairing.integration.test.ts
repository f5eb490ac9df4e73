import { serverMessages } from '@levelup/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { hashOpaqueToken } from '../src/auth/refresh-tokens';
import { castScreens } from '../src/db/schema';
import {
  closeSocketsAfterAll,
  connectSocket,
  eventually,
  listen,
  makeOp,
  nextMessage,
  request,
  userSocket,
} from './realtime-clients';
import {
  createSession,
  endSession,
  joinedScreen,
  seedDemoGym,
  sessionState,
} from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

describe.each(testDatabaseKinds)('cast screens (%s)', (kind) => {
  const t = useTestApp(kind);
  let url: string;
  let coach: AuthUser;
  let otherTrainer: AuthUser;
  let admin: AuthUser;
  let client: AuthUser;

  beforeAll(async () => {
    ({ coach, otherTrainer, admin, client } = await seedDemoGym(t.database.db));
    url = await listen(t.app);
  });

  const track = closeSocketsAfterAll();

  const post = async (user: AuthUser, path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: path, headers: await t.authHeader(user), payload });

  async function newScreen() {
    const screen = await joinedScreen(t.app, url);
    track(screen.socket);
    return screen;
  }

  const newSession = async (trainer: AuthUser = coach) => (await createSession(t, trainer)).id;
  const stateOf = (sessionId: string) => sessionState(t, admin, sessionId);
  const pairedWith = async (screenId: string) => {
    const [row] = await t.database.db
      .select({ sessionId: castScreens.sessionId })
      .from(castScreens)
      .where(eq(castScreens.id, screenId));
    return row?.sessionId;
  };

  /** The coach's live session shown on a TV whose socket records every cast:disconnect. */
  async function coachOnTv() {
    const sessionId = await newSession();
    const screen = await newScreen();
    const dropped: unknown[] = [];
    screen.socket.on('cast:disconnect', (message: unknown) => dropped.push(message));
    const connect = nextMessage(screen.socket, 'cast:connect');
    expect(
      (await post(coach, '/cast/connect', { screenId: screen.screenId, sessionId })).statusCode,
    ).toBe(200);
    await connect;
    expect((await request(screen.socket, 'session:join', { sessionId })).ok).toBe(true);
    return { ...screen, sessionId, dropped };
  }

  /**
   * The TV still shows the coach's session: its state, its row and its socket (which follows the
   * session's next op and heard no cast:disconnect before it, the server's messages to one socket
   * keeping their order).
   */
  async function expectStillOnTv(tv: Awaited<ReturnType<typeof coachOnTv>>) {
    expect((await stateOf(tv.sessionId)).state.castConnection).toMatchObject({
      screenId: tv.screenId,
      status: 'connected',
    });
    expect(await pairedWith(tv.screenId)).toBe(tv.sessionId);
    const trainer = await userSocket(t.app, url, coach);
    track(trainer);
    await request(trainer, 'session:join', { sessionId: tv.sessionId });
    const op = makeOp('summary:mode', { mode: 'comparison' });
    expect((await request(trainer, 'session:op', { sessionId: tv.sessionId, op })).ok).toBe(true);
    await eventually(() => expect(tv.socket.ops.at(-1)?.op.id).toBe(op.id));
    expect(tv.dropped).toEqual([]);
  }

  it('hands out a screen id and a secret token, stored only as a hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cast/screen-id' });
    const { screenId, screenToken } = res.json() as { screenId: string; screenToken: string };
    expect(screenId).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
    expect(screenToken.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.database.db
      .select()
      .from(castScreens)
      .where(eq(castScreens.id, screenId));
    expect(row!.tokenHash).toBe(hashOpaqueToken(screenToken));
    expect(row!.tokenHash).not.toContain(screenToken);
    expect(row!.sessionId).toBeNull();
  });

  it('pairs a screen with the trainer’s session, and unpairs it', async () => {
    const sessionId = await newSession();
    const { screenId, socket } = await newScreen();
    const trainer = await userSocket(t.app, url, coach);
    track(trainer);
    await request(trainer, 'session:join', { sessionId });

    const connect = nextMessage(socket, 'cast:connect');
    const res = await post(coach, '/cast/connect', { screenId: screenId.toLowerCase(), sessionId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, screenId, sessionId });
    expect(await connect).toEqual({ sessionId });
    await eventually(() => expect(trainer.ops.map((o) => o.op.type)).toEqual(['cast:connected']));
    const paired = await stateOf(sessionId);
    expect(paired.state.castConnection).toMatchObject({ screenId, status: 'connected' });

    const joined = await request(socket, 'session:join', { sessionId });
    expect(joined).toMatchObject({ ok: true, seq: paired.seq, state: paired.state });

    // The screen follows the session's ops.
    const op = makeOp('summary:mode', { mode: 'comparison' });
    await request(trainer, 'session:op', { sessionId, op });
    await eventually(() => expect(socket.ops.at(-1)?.op.id).toBe(op.id));

    const disconnect = nextMessage(socket, 'cast:disconnect');
    const off = await post(coach, '/cast/disconnect', { screenId, sessionId });
    expect(off.json()).toEqual({ ok: true });
    expect(await disconnect).toEqual({});
    expect((await stateOf(sessionId)).state.castConnection).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(castScreens)
      .where(eq(castScreens.id, screenId));
    expect(row!.sessionId).toBeNull();

    expect(await request(socket, 'session:join', { sessionId })).toMatchObject({
      ok: false,
      error: 'FORBIDDEN',
    });
    const seen = socket.ops.length;
    await request(trainer, 'session:op', {
      sessionId,
      op: makeOp('summary:mode', { mode: 'progress' }),
    });
    await eventually(() => expect(trainer.ops.at(-1)?.op.type).toBe('summary:mode'));
    expect(socket.ops).toHaveLength(seen);

    // Unpairing again is harmless.
    expect((await post(coach, '/cast/disconnect', { sessionId })).json()).toEqual({ ok: true });
  });

  it('shows a session on one screen at a time, and a screen shows one session', async () => {
    const first = await newScreen();
    const second = await newScreen();
    const sessionA = await newSession();
    const sessionB = await newSession();

    await post(coach, '/cast/connect', { screenId: first.screenId, sessionId: sessionA });
    const firstDropped = nextMessage(first.socket, 'cast:disconnect');
    await post(coach, '/cast/connect', { screenId: second.screenId, sessionId: sessionA });
    expect(await firstDropped).toEqual({});
    expect((await stateOf(sessionA)).state.castConnection?.screenId).toBe(second.screenId);

    const moved = nextMessage(second.socket, 'cast:connect');
    await post(coach, '/cast/connect', { screenId: second.screenId, sessionId: sessionB });
    expect(await moved).toEqual({ sessionId: sessionB });
    expect((await stateOf(sessionA)).state.castConnection).toBeNull();
    expect((await stateOf(sessionB)).state.castConnection?.screenId).toBe(second.screenId);
    expect(await request(second.socket, 'session:join', { sessionId: sessionA })).toMatchObject({
      ok: false,
    });
    expect((await request(second.socket, 'session:join', { sessionId: sessionB })).ok).toBe(true);
  });

  it('tells a screen that joins late which session it is paired with', async () => {
    const sessionId = await newSession();
    const { screenId, screenToken, socket } = await newScreen();
    await post(coach, '/cast/connect', { screenId, sessionId });
    socket.close();

    const again = await connectSocket(url, { screenToken });
    track(again);
    const connect = nextMessage(again, 'cast:connect');
    expect(await request(again, 'cast:join', { screenId })).toEqual({ ok: true });
    expect(await connect).toEqual({ sessionId });

    // Pairing the screen already shown tells it again without another op.
    const { seq } = await stateOf(sessionId);
    const reminded = nextMessage(again, 'cast:connect');
    const res = await post(coach, '/cast/connect', { screenId, sessionId });
    expect(res.statusCode).toBe(200);
    expect(await reminded).toEqual({ sessionId });
    expect((await stateOf(sessionId)).seq).toBe(seq);
  });

  it('refuses unknown screens, other trainers and bad bodies', async () => {
    const sessionId = await newSession();
    const { screenId } = await newScreen();

    const unknown = await post(coach, '/cast/connect', { screenId: 'ZZZZZZZZ', sessionId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'NOT_FOUND', message: serverMessages.screenNotFound });
    const unknownOff = await post(coach, '/cast/disconnect', { screenId: 'ZZZZZZZZ', sessionId });
    expect(unknownOff.statusCode).toBe(404);

    expect((await post(otherTrainer, '/cast/connect', { screenId, sessionId })).statusCode).toBe(
      403,
    );
    const short = await post(coach, '/cast/connect', { screenId: 'ABC', sessionId });
    expect(short.statusCode).toBe(400);
    expect((await post(coach, '/cast/disconnect', {})).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/cast/connect',
      payload: { screenId, sessionId },
    });
    expect(anonymous.statusCode).toBe(401);

    await post(coach, '/cast/connect', { screenId, sessionId });
    expect((await post(otherTrainer, '/cast/disconnect', { screenId })).statusCode).toBe(403);
    await post(coach, `/api/sessions/${sessionId}/end`, {});
    const finished = await post(coach, '/cast/connect', { screenId, sessionId });
    expect(finished.statusCode).toBe(409);
  });

  it('keeps a TV with the live session that paired it: another trainer gets 409', async () => {
    const tv = await coachOnTv();
    const theirs = await newSession(otherTrainer);

    const taken = await post(otherTrainer, '/cast/connect', {
      screenId: tv.screenId,
      sessionId: theirs,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'CONFLICT', message: serverMessages.screenInUse });
    // Typed as the TV shows it, lower case and grouped: the same screen, the same answer.
    const grouped = tv.screenId.toLowerCase().replace(/(.{4})(?!$)/g, '$1-');
    const typed = await post(otherTrainer, '/cast/connect', {
      screenId: grouped,
      sessionId: theirs,
    });
    expect(typed.statusCode).toBe(409);
    expect((await stateOf(theirs)).state.castConnection).toBeNull();
    await expectStillOnTv(tv);
  });

  it('answers every caller against a TV on the coach’s live session', async () => {
    const tv = await coachOnTv();
    const theirs = await newSession(otherTrainer);
    const as = async (token: string | null, path: string, payload: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: path,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          payload,
        })
      ).statusCode;
    const sign = (user: AuthUser) => t.app.accessTokens.sign(user);
    const { screenId, sessionId } = tv;

    for (const [token, status] of [
      [null, 401],
      [tv.screenToken, 401],
      [await sign(client), 403],
    ] as const) {
      expect(await as(token, '/cast/connect', { screenId, sessionId: theirs })).toBe(status);
      expect(await as(token, '/cast/disconnect', { screenId })).toBe(status);
      expect(await as(token, '/cast/disconnect', { sessionId })).toBe(status);
    }
    const other = await sign(otherTrainer);
    expect(await as(other, '/cast/connect', { screenId, sessionId: theirs })).toBe(409);
    expect(await as(other, '/cast/connect', { screenId, sessionId })).toBe(403);
    expect(await as(other, '/cast/disconnect', { screenId })).toBe(403);
    expect(await as(other, '/cast/disconnect', { sessionId })).toBe(403);
    // Naming their own session unpairs nothing of the coach's.
    expect(await as(other, '/cast/disconnect', { screenId, sessionId: theirs })).toBe(200);
    await expectStillOnTv(tv);

    // The coach moves the TV to their next session; an admin may move it and unpair it.
    const next = await newSession();
    const moved = nextMessage(tv.socket, 'cast:connect');
    expect(await as(await sign(coach), '/cast/connect', { screenId, sessionId: next })).toBe(200);
    expect(await moved).toEqual({ sessionId: next });
    expect(await pairedWith(screenId)).toBe(next);
    const adminSession = await newSession(admin);
    expect(
      await as(await sign(admin), '/cast/connect', { screenId, sessionId: adminSession }),
    ).toBe(200);
    expect((await stateOf(next)).state.castConnection).toBeNull();
    const dropped = nextMessage(tv.socket, 'cast:disconnect');
    expect(await as(await sign(admin), '/cast/disconnect', { screenId })).toBe(200);
    expect(await dropped).toEqual({});
    expect(await pairedWith(screenId)).toBeNull();
    // A TV waiting on /cast is anyone's to pair.
    expect(await as(other, '/cast/connect', { screenId, sessionId: theirs })).toBe(200);
  });

  it('frees a TV when its session finishes: another trainer may pair it', async () => {
    const tv = await coachOnTv();
    await endSession(t, coach, tv.sessionId);
    const theirs = await newSession(otherTrainer);

    const connect = nextMessage(tv.socket, 'cast:connect');
    const res = await post(otherTrainer, '/cast/connect', {
      screenId: tv.screenId,
      sessionId: theirs,
    });
    expect(res.statusCode).toBe(200);
    expect(await connect).toEqual({ sessionId: theirs });
    expect(await pairedWith(tv.screenId)).toBe(theirs);
    expect((await stateOf(theirs)).state.castConnection?.screenId).toBe(tv.screenId);
    expect((await stateOf(tv.sessionId)).state.castConnection).toBeNull();
  });
});
