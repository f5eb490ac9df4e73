import { connect, createServer, type Socket } from 'node:net';
import { type LiveServer, startLiveServer } from '@levelup/server/testing';
import type { SessionOp, SessionState } from '@levelup/shared/session';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import {
  openSocket,
  type RealtimeSocket,
  type RealtimeStatus,
  type SocketFactory,
} from '@/lib/realtime/connection';

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
  const io: SocketFactory = async (url, options) => {
    raw = await openSocket(url, options);
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

/** A journal in memory that outlives the sockets a test makes, as IndexedDB outlives a reload. */
export function memoryOpJournal() {
  const entries = new Map<string, SessionOp[]>();
  return {
    entries,
    async load(sessionId: string) {
      return [...(entries.get(sessionId) ?? [])];
    },
    async save(sessionId: string, ops: readonly SessionOp[]) {
      if (ops.length === 0) entries.delete(sessionId);
      else entries.set(sessionId, [...ops]);
    },
  };
}
