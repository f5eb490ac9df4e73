import { connect, createServer, type Socket } from 'node:net';
import { createTestApp } from '@levelup/server/testing';
import type { SessionState } from '@levelup/shared/session';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
// Tests only: the real server's demo data and room names, by path (the web app never imports them).
import { seedDemoData } from '../../../server/src/db/seed';
import { sessionRoom } from '../../../server/src/realtime/socket-server';
import {
  openSocket,
  type RealtimeSocket,
  type RealtimeStatus,
  type SocketFactory,
} from './realtime-connection';

/** Everything runs on this machine, so a missing message is a failure, not a slow network. */
export const WAIT_MS = 8000;

/** Waits until `check` passes, or fails with its last error (vitest's waitFor). */
export async function eventually(check: () => void, timeoutMs = WAIT_MS): Promise<void> {
  await vi.waitFor(check, { timeout: timeoutMs, interval: 20 });
}

/** A port nothing listens on yet, for a server that starts later. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/**
 * A TCP relay in front of the server: stopping it is the network going away (connections cut,
 * new ones refused), starting it again on the same port is the network coming back.
 */
export async function startNetworkRelay(targetUrl: string, options: { startNow?: boolean } = {}) {
  const target = new URL(targetUrl);
  const port = await freePort();
  const open = new Set<Socket>();
  const relay = createServer((incoming) => {
    const outgoing = connect(Number(target.port), target.hostname);
    for (const socket of [incoming, outgoing]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        incoming.destroy();
        outgoing.destroy();
      });
    }
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
  });
  let listening = false;

  const handle = {
    url: `http://127.0.0.1:${port}`,
    get up() {
      return listening;
    },
    start(): Promise<void> {
      if (listening) return Promise.resolve();
      return new Promise((resolve, reject) => {
        relay.once('error', reject);
        relay.listen(port, '127.0.0.1', () => {
          relay.off('error', reject);
          listening = true;
          resolve();
        });
      });
    },
    stop(): Promise<void> {
      for (const socket of open) socket.destroy();
      open.clear();
      if (!listening) return Promise.resolve();
      listening = false;
      return new Promise((resolve) => relay.close(() => resolve()));
    },
  };
  if (options.startNow !== false) await handle.start();
  return handle;
}

export type NetworkRelay = Awaited<ReturnType<typeof startNetworkRelay>>;

type Json = Record<string, unknown>;

/**
 * The real server (every route and the Socket.IO server) on an in-memory PGlite database with
 * the demo gym seeded, signed in as the demo trainer.
 */
export async function startLiveServer() {
  const context = await createTestApp('pglite');
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
    close: () => context.close(),
  };
}

export type LiveServer = Awaited<ReturnType<typeof startLiveServer>>;

/**
 * The live server for a test file: started and listening before its tests, closed after them.
 * What a test opened (devices, screens, network relays) is closed once that test is over.
 */
export function setUpLiveServer(onStarted: (server: LiveServer) => void) {
  let server: LiveServer | undefined;
  const opened: { close(): void }[] = [];
  const relays: NetworkRelay[] = [];

  beforeAll(async () => {
    server = await startLiveServer();
    await server.listen();
    onStarted(server);
  });

  afterEach(async () => {
    for (const socket of opened.splice(0)) socket.close();
    for (const relay of relays.splice(0)) await relay.stop();
  });

  afterAll(async () => {
    await server?.close();
  });

  return {
    /** Closes `socket` when the test is over. */
    closeAfterTest<T extends { close(): void }>(socket: T): T {
      opened.push(socket);
      return socket;
    },
    /** A network relay to `url`, stopped when the test is over. */
    async relayTo(url: string, startNow = true): Promise<NetworkRelay> {
      const relay = await startNetworkRelay(url, { startNow });
      relays.push(relay);
      return relay;
    },
  };
}

/** A socket factory that keeps a handle on the socket it opens, for tests that go behind it. */
export function keptSocket(onOpen?: (socket: RealtimeSocket) => void) {
  let raw: RealtimeSocket | undefined;
  const io: SocketFactory = (url, options) => {
    raw = openSocket(url, options);
    onOpen?.(raw);
    return raw;
  };
  return {
    io,
    raw: (): RealtimeSocket => {
      if (!raw) throw new Error('no socket opened');
      return raw;
    },
  };
}

export async function connected(socket: { readonly status: RealtimeStatus }): Promise<void> {
  await eventually(() => expect(socket.status).toBe('connected'));
}

/** The texts of a client's notes, oldest first. */
export const noteTexts = (state: SessionState | null, clientId: string) =>
  (state?.notes.byTrainee[clientId] ?? []).map((n) => n.text);
