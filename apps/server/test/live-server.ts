import type { SessionState } from '@levelup/shared/session';
import { seedDemoData } from '../src/db/seed';
import { screensRoom, sessionRoom } from '../src/realtime/socket-server';
import { createTestApp, type TestDatabaseKind } from './test-app';

type Json = Record<string, unknown>;

/**
 * The real server (every route and the Socket.IO server) on a fresh test database with the demo
 * gym seeded, signed in as the demo trainer: what the web app's realtime tests run against.
 */
export async function startLiveServer(kind: TestDatabaseKind = 'pglite') {
  const context = await createTestApp(kind);
  await seedDemoData(context.database.db);
  const { app } = context;

  const login = await app.inject({
    method: 'POST',
    url: '/api/token/auth',
    payload: { email: 'coach@example.com', password: 'coach1234' },
  });
  if (login.statusCode !== 200) throw new Error(`demo sign-in failed: ${login.body}`);
  const { token, user } = login.json() as { token: string; user: { id: string } };
  const headers = { authorization: `Bearer ${token}` };

  async function call(method: 'GET' | 'POST', url: string, payload?: Json) {
    const response = await app.inject({ method, url, headers, payload });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json() as Json;
  }

  let url: string | null = null;

  return {
    app,
    token,
    coachId: user.id,
    /** Listens (on `port`, or any free one) and answers the base URL. */
    async listen(port = 0): Promise<string> {
      await app.listen({ port, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address !== 'object') throw new Error('not listening');
      url = `http://127.0.0.1:${address.port}`;
      return url;
    },
    get url(): string {
      if (!url) throw new Error('the server is not listening');
      return url;
    },
    async createSession(): Promise<string> {
      const created = await call('POST', '/api/sessions', {});
      return created.id as string;
    },
    /** The exercise library as the add-exercise picker reads it (GET /api/exercises). */
    async exerciseLibrary(): Promise<{ id: string; name: string; type: string }[]> {
      const response = await app.inject({ method: 'GET', url: '/api/exercises', headers });
      if (response.statusCode !== 200) throw new Error(`GET /api/exercises: ${response.body}`);
      return (response.json() as { id: string; name: string; type: string }[]).map(
        ({ id, name, type }) => ({ id, name, type }),
      );
    },
    async sessionState(sessionId: string): Promise<{ state: SessionState; seq: number }> {
      return (await call('GET', `/api/sessions/${sessionId}/state`)) as unknown as {
        state: SessionState;
        seq: number;
      };
    },
    /** The ops the server applied after `sinceSeq`, in seq order. */
    async opLog(sessionId: string, sinceSeq = 0) {
      const answer = await app.liveSessions.store.opsSince(sessionId, sinceSeq);
      if (answer.kind !== 'ops') throw new Error('the op log was not kept');
      return answer.ops;
    },
    async newScreen(): Promise<{ screenId: string; screenToken: string }> {
      const response = await app.inject({ method: 'GET', url: '/cast/screen-id' });
      return response.json() as { screenId: string; screenToken: string };
    },
    pairScreen(screenId: string, sessionId: string) {
      return call('POST', '/cast/connect', { screenId, sessionId });
    },
    unpairScreen(screenId: string, sessionId: string) {
      return call('POST', '/cast/disconnect', { screenId, sessionId });
    },
    /** Forces every socket off, as a server does when it drops its clients. */
    disconnectAllSockets() {
      app.liveSessions.io.local.disconnectSockets(true);
    },
    /** Takes every socket out of the session's room, so they miss its broadcasts. */
    async leaveRoom(sessionId: string) {
      app.liveSessions.io.local.socketsLeave(sessionRoom(sessionId));
    },
    /** Puts a socket back in the session's room without it asking. */
    joinRoom(socketId: string, sessionId: string) {
      app.liveSessions.io.in(socketId).socketsJoin(sessionRoom(sessionId));
    },
    /** Takes a cast screen's socket out of the session's screens room, so it misses broadcasts. */
    leaveScreensRoom(socketId: string, sessionId: string) {
      app.liveSessions.io.in(socketId).socketsLeave(screensRoom(sessionId));
    },
    /** Puts a cast screen's socket back in the session's screens room without it asking. */
    joinScreensRoom(socketId: string, sessionId: string) {
      app.liveSessions.io.in(socketId).socketsJoin(screensRoom(sessionId));
    },
    close: () => context.close(),
  };
}

export type LiveServer = Awaited<ReturnType<typeof startLiveServer>>;
