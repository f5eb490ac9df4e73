import { randomUUID } from 'node:crypto';
import { serverMessages } from '@levelup/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import type { Database } from '../src/db/connect';
import { exercises, users } from '../src/db/schema';
import { committedSeq } from '../src/sessions/op-log-repository';
import { insertClientWithPassword, signIn, type TokenAnswer } from './auth-helpers';
import { insertUser } from './factories';
import {
  closeSocketsAfterAll,
  connectSocket,
  listen,
  makeOp,
  nextMessage,
  request,
  userSocket,
} from './realtime-clients';
import { createSession, seedDemoGym } from './sessions-helpers';
import { type TestContext, testDatabaseKinds, useTestApp } from './test-app';
import { twoServers } from './two-servers';

const unauthorizedBody = { error: 'UNAUTHORIZED', message: serverMessages.unauthorized };

const deleteAccount = (db: Database, id: string) => db.delete(users).where(eq(users.id, id));
const disableAccount = (db: Database, id: string, at: Date | null = new Date()) =>
  db.update(users).set({ disabledAt: at }).where(eq(users.id, id));
const setRole = (db: Database, id: string, role: AuthUser['role']) =>
  db.update(users).set({ role }).where(eq(users.id, id));

/**
 * Every route that needs a signed-in user, called as a trainer would call it (valid bodies, so
 * nothing but the account can be what is refused). Issue 15's route matrix will cover every route
 * generically; until then this list names them all.
 */
function signedInRoutes(sessionId: string, exerciseId: string, joinCode: string) {
  return [
    { method: 'GET', url: '/api/me' },
    { method: 'GET', url: '/api/clients' },
    { method: 'GET', url: '/api/teams' },
    { method: 'GET', url: '/api/exercises' },
    { method: 'GET', url: '/api/training-goals' },
    { method: 'POST', url: '/api/sessions', payload: {} },
    { method: 'GET', url: `/api/sessions/${sessionId}/state` },
    { method: 'GET', url: `/api/sessions/${sessionId}/plan` },
    {
      method: 'POST',
      url: `/api/sessions/${sessionId}/logs`,
      payload: {
        logs: [
          {
            clientId: sessionId,
            exerciseId,
            kg: 50,
            reps: 5,
            isWarmup: false,
            verification: 'none',
            flag: 'ok',
          },
        ],
      },
    },
    { method: 'POST', url: `/api/sessions/${joinCode}/join` },
    { method: 'POST', url: `/api/sessions/${sessionId}/end` },
    { method: 'POST', url: '/cast/connect', payload: { screenId: 'SCREEN42', sessionId } },
    { method: 'POST', url: '/cast/disconnect', payload: { sessionId } },
  ] as const;
}

describe.each(testDatabaseKinds)('accounts that are gone or disabled (%s)', (kind) => {
  const t = useTestApp(kind);
  let url: string;
  let coach: AuthUser;
  let exerciseId: string;

  beforeAll(async () => {
    ({ coach } = await seedDemoGym(t.database.db));
    const [exercise] = await t.database.db.select({ id: exercises.id }).from(exercises).limit(1);
    exerciseId = exercise!.id;
    url = await listen(t.app);
  });

  const track = closeSocketsAfterAll();
  const call = (
    route: { method: 'GET' | 'POST'; url: string; payload?: object },
    headers: { authorization: string },
  ) => t.app.inject({ ...route, headers });

  it('answers 401 to a deleted user’s token on every route that needs a signed-in user', async () => {
    const trainer = await insertUser(t.database.db, { role: 'trainer' });
    const headers = await t.authHeader({ id: trainer.id, role: 'trainer' });
    const { id, joinCode } = await createSession(t, coach);
    const routes = signedInRoutes(id, exerciseId, joinCode);

    // While the account exists, none of these refuses the token itself.
    for (const route of routes) expect((await call(route, headers)).statusCode).not.toBe(401);

    await deleteAccount(t.database.db, trainer.id);
    for (const route of routes) {
      const res = await call(route, headers);
      expect({ route: route.url, status: res.statusCode, body: res.json() }).toEqual({
        route: route.url,
        status: 401,
        body: unauthorizedBody,
      });
    }
  });

  it('refuses a disabled account’s access token, refresh token and password, and takes it back when enabled', async () => {
    const email = `disabled-${randomUUID()}@example.com`;
    const user = await insertClientWithPassword(t.database.db, email, 'pass1234');
    const signedIn = (await signIn(t.app, email, 'pass1234')).json() as TokenAnswer;
    const me = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      });
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refreshToken } });
    expect((await me(signedIn.token)).statusCode).toBe(200);

    await disableAccount(t.database.db, user.id);
    const refused = await me(signedIn.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(unauthorizedBody);
    expect((await refresh(signedIn.refreshToken)).statusCode).toBe(401);
    const password = await signIn(t.app, email, 'pass1234');
    expect(password.statusCode).toBe(401);
    expect(password.json()).toEqual({
      error: 'UNAUTHORIZED',
      message: serverMessages.invalidCredentials,
    });

    await disableAccount(t.database.db, user.id, null);
    const back = await signIn(t.app, email, 'pass1234');
    expect(back.statusCode).toBe(200);
    expect((await me((back.json() as TokenAnswer).token)).statusCode).toBe(200);
  });

  it('refuses the socket handshake of a deleted or a disabled account', async () => {
    const gone = await insertUser(t.database.db, { role: 'trainer' });
    const disabled = await insertUser(t.database.db, { role: 'trainer' });
    const goneToken = await t.app.accessTokens.sign({ id: gone.id, role: 'trainer' });
    const disabledToken = await t.app.accessTokens.sign({ id: disabled.id, role: 'trainer' });
    await deleteAccount(t.database.db, gone.id);
    await disableAccount(t.database.db, disabled.id);
    for (const token of [goneToken, disabledToken]) {
      const error = await connectSocket(url, { token }).then(
        () => null,
        (e: { data?: unknown }) => e,
      );
      expect(error?.data).toEqual(unauthorizedBody);
    }
  });

  it('drops the socket of an account removed mid-session, and its token cannot come back', async () => {
    const helper = await insertUser(t.database.db, { role: 'admin' });
    const { id } = await createSession(t, coach);
    const user: AuthUser = { id: helper.id, role: 'admin' };
    const socket = track(await userSocket(t.app, url, user));
    expect((await request(socket, 'session:join', { sessionId: id })).ok).toBe(true);

    const dropped = nextMessage(socket, 'disconnect');
    await deleteAccount(t.database.db, helper.id);
    expect(await dropped).toBe('io server disconnect');
    const error = await userSocket(t.app, url, user).then(
      () => null,
      (e: { data?: unknown }) => e,
    );
    expect(error?.data).toEqual(unauthorizedBody);
  });

  it('applies a role change from the next request, and the next refresh says so', async () => {
    const email = `promoted-${randomUUID()}@example.com`;
    const user = await insertClientWithPassword(t.database.db, email, 'pass1234');
    const signedIn = (await signIn(t.app, email, 'pass1234')).json() as TokenAnswer;
    const headers = { authorization: `Bearer ${signedIn.token}` };
    const newSession = () =>
      t.app.inject({ method: 'POST', url: '/api/sessions', headers, payload: {} });
    expect((await newSession()).statusCode).toBe(403);

    await setRole(t.database.db, user.id, 'trainer');
    expect((await newSession()).statusCode).toBe(201);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refreshToken: signedIn.refreshToken },
    });
    const claims = JSON.parse(
      Buffer.from((refreshed.json() as TokenAnswer).token.split('.')[1]!, 'base64url').toString(),
    );
    expect(claims.role).toBe('trainer');

    await setRole(t.database.db, user.id, 'client');
    expect((await newSession()).statusCode).toBe(403);
  });

  it('drops a joined socket whose role changed or whose account was disabled; back, it gets what the new role may', async () => {
    const demoted = await insertUser(t.database.db, { role: 'admin' });
    const disabled = await insertUser(t.database.db, { role: 'admin' });
    const { id } = await createSession(t, coach);
    const send = (socket: Awaited<ReturnType<typeof userSocket>>) =>
      request(socket, 'session:op', {
        sessionId: id,
        op: makeOp('cast:qr:visibility', { visible: true }),
      });
    const [demotedSocket, disabledSocket] = await Promise.all(
      [demoted, disabled].map(async (row) => {
        const socket = track(await userSocket(t.app, url, { id: row.id, role: 'admin' }));
        expect((await request(socket, 'session:join', { sessionId: id })).ok).toBe(true);
        expect((await send(socket)).ok).toBe(true);
        return socket;
      }),
    );

    const dropped = [
      nextMessage(demotedSocket!, 'disconnect'),
      nextMessage(disabledSocket!, 'disconnect'),
    ];
    await setRole(t.database.db, demoted.id, 'trainer');
    await disableAccount(t.database.db, disabled.id);
    expect(await Promise.all(dropped)).toEqual(['io server disconnect', 'io server disconnect']);

    // An admin made a trainer no longer manages another trainer's session.
    const again = track(await userSocket(t.app, url, { id: demoted.id, role: 'trainer' }));
    expect(await request(again, 'session:join', { sessionId: id })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
      message: serverMessages.forbidden,
    });
  });
});

describe.each(testDatabaseKinds)('open sockets of changed accounts (%s)', (kind) => {
  // The periodic sweep is made rare here, so what closes a socket is the account's change notice
  // (issue 28: a demoted or disabled account's sockets are dropped at once).
  const t = useTestApp(kind, { deps: { accountCheckMs: 10 * 60_000 } });
  let url: string;
  let coach: AuthUser;

  beforeAll(async () => {
    ({ coach } = await seedDemoGym(t.database.db));
    url = await listen(t.app);
  });

  const track = closeSocketsAfterAll();

  /** An admin's socket joined to one of the coach's sessions, sending nothing. */
  async function listeningSocket() {
    const row = await insertUser(t.database.db, { role: 'admin' });
    const user: AuthUser = { id: row.id, role: 'admin' };
    const { id } = await createSession(t, coach);
    const socket = track(await userSocket(t.app, url, user));
    expect((await request(socket, 'session:join', { sessionId: id })).ok).toBe(true);
    return { socket, user, sessionId: id };
  }

  it('disconnects a listening socket whose account was removed or disabled', async () => {
    const removed = await listeningSocket();
    const disabled = await listeningSocket();
    const untouched = await listeningSocket();
    const gone = [
      nextMessage(removed.socket, 'disconnect'),
      nextMessage(disabled.socket, 'disconnect'),
    ];
    await deleteAccount(t.database.db, removed.user.id);
    await disableAccount(t.database.db, disabled.user.id);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(untouched.socket.connected).toBe(true);
  });

  it('disconnects a socket whose role changed, so it reconnects under the new role', async () => {
    const { socket, user, sessionId } = await listeningSocket();
    const dropped = nextMessage(socket, 'disconnect');
    await setRole(t.database.db, user.id, 'trainer');
    expect(await dropped).toBe('io server disconnect');

    // Back with the same token, it is a trainer now: the coach's session is no longer its to read.
    const again = track(await userSocket(t.app, url, user));
    expect(await request(again, 'session:join', { sessionId })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
      message: serverMessages.forbidden,
    });
  });

  it('closes a demoted trainer’s socket before it can relay another timer or selection', async () => {
    const row = await insertUser(t.database.db, { role: 'trainer' });
    const trainer: AuthUser = { id: row.id, role: 'trainer' };
    const { id: sessionId } = await createSession(t, trainer);
    const demoted = track(await userSocket(t.app, url, trainer));
    const watcher = track(await userSocket(t.app, url, trainer));
    for (const socket of [demoted, watcher]) {
      expect((await request(socket, 'session:join', { sessionId })).ok).toBe(true);
    }
    const sync = { sessionId, phase: 'work', remainingMs: 30_000, isRunning: true };
    const relayed = nextMessage(watcher, 'timer:sync');
    expect((await request(demoted, 'timer:sync', sync)).ok).toBe(true);
    expect(await relayed).toEqual(sync);

    const dropped = [nextMessage(demoted, 'disconnect'), nextMessage(watcher, 'disconnect')];
    await setRole(t.database.db, trainer.id, 'client');
    expect(await Promise.all(dropped)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(demoted.connected).toBe(false);
  });
});

describe.each(testDatabaseKinds)(
  'the next op of a changed account, on two servers (%s)',
  (kind) => {
    const track = closeSocketsAfterAll();

    /**
     * What became of an op sent right after its sender's account changed: its answer, or the
     * disconnect that came first (the change notice may close the socket before the op is read).
     */
    const outcome = async (
      socket: Awaited<ReturnType<typeof userSocket>>,
      sessionId: string,
      op: object,
    ) => {
      const dropped = { ok: false, disconnected: true };
      if (!socket.connected) return dropped;
      return Promise.race([
        request(socket, 'session:op', { sessionId, op }).catch(() => dropped),
        nextMessage(socket, 'disconnect').then(() => dropped),
      ]);
    };

    it('refuses a disabled athlete’s and a demoted coach’s next op at once, though each server had their account in memory', async () => {
      // The sweep of open sockets is made rare: what refuses the op is the check of the op itself.
      const servers = await twoServers(kind, { deps: { accountCheckMs: 10 * 60_000 } });
      const { database, apps, urls, coach, client: athlete } = servers;
      const [one, two] = apps as unknown as [TestContext, TestContext];
      const [exercise] = await database.db.select({ id: exercises.id }).from(exercises).limit(1);
      const { id: sessionId } = await createSession(one, coach);
      const tablet = track(await userSocket(one.app, urls[0]!, coach));
      const phone = track(await userSocket(two.app, urls[1]!, athlete));
      const coachOp = (type: string, payload: object) =>
        request(tablet, 'session:op', { sessionId, op: makeOp(type, payload) });
      expect((await request(tablet, 'session:join', { sessionId })).ok).toBe(true);
      expect(await coachOp('clients:add', { clientIds: [athlete.id] })).toMatchObject({ ok: true });
      expect(await coachOp('exercises:add', { exerciseIds: [exercise!.id] })).toMatchObject({
        ok: true,
      });
      expect((await request(phone, 'session:join', { sessionId })).ok).toBe(true);
      const setLog = (setIndex: number) =>
        makeOp('set:log', {
          exerciseId: exercise!.id,
          clientId: athlete.id,
          setIndex,
          kg: 60,
          reps: 5,
        });
      // Two ops each, so each server's group commit has read and kept the sender's account.
      for (const setIndex of [0, 1]) {
        expect(
          await request(phone, 'session:op', { sessionId, op: setLog(setIndex) }),
        ).toMatchObject({ ok: true });
        expect(await coachOp('cast:qr:visibility', { visible: setIndex === 0 })).toMatchObject({
          ok: true,
        });
      }
      const seqBefore = await committedSeq(database.db, sessionId);

      await disableAccount(database.db, athlete.id);
      expect(await outcome(phone, sessionId, setLog(2))).toMatchObject({ ok: false });
      await setRole(database.db, coach.id, 'client');
      expect(
        await outcome(tablet, sessionId, makeOp('cast:qr:visibility', { visible: true })),
      ).toMatchObject({ ok: false });

      expect(await committedSeq(database.db, sessionId)).toBe(seqBefore);
    });
  },
);
