import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  SESSION_PROTOCOL_VERSION,
  type SequencedSessionOp,
  type SessionOpInput,
  type SessionState,
} from '@levelup/shared/session';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, vi } from 'vitest';
import type { App } from '../src/app';
import type { AuthUser } from '../src/auth/access-token';
import type { Database } from '../src/db/connect';
import { users } from '../src/db/schema';

/** Short waits: everything here is local, so a missing message is a failure, not a slow network. */
export const WAIT_MS = 3000;

/** Listens on a free port and answers the base URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export type TestSocket = Socket & { ops: SequencedSessionOp[] };

/**
 * A real socket.io client that records every `session:op` it receives. Resolves once connected;
 * rejects with the server's refusal.
 */
export function connectSocket(
  url: string,
  auth: Record<string, unknown>,
  options: { transports?: ('polling' | 'websocket')[] } = {},
): Promise<TestSocket> {
  const socket = io(url, {
    path: '/socket.io',
    auth: { protocolVersion: SESSION_PROTOCOL_VERSION, ...auth },
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: WAIT_MS,
  }) as TestSocket;
  socket.ops = [];
  socket.on('session:op', (message: SequencedSessionOp) => socket.ops.push(message));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/**
 * Collects the sockets a test file opens and closes them after all its tests; answers the
 * function that adds one (and gives it back).
 */
export function closeSocketsAfterAll() {
  const opened: TestSocket[] = [];
  afterAll(() => {
    for (const socket of opened) socket.close();
  });
  return (socket: TestSocket) => {
    opened.push(socket);
    return socket;
  };
}

/** A user's socket, signed with the app's key. */
export async function userSocket(app: App, url: string, user: AuthUser) {
  return connectSocket(url, { token: await app.accessTokens.sign(user) });
}

// Acks are checked by the tests; their shapes vary by event.
// biome-ignore lint/suspicious/noExplicitAny: test helper answering any ack shape
export type AnyAck = any;

/** Emits with an ack and waits for it. */
export function request(socket: Socket, event: string, payload?: unknown): Promise<AnyAck> {
  return socket.timeout(WAIT_MS).emitWithAck(event, payload);
}

/** Waits until `check` passes, or fails with its last error (vitest's waitFor). */
export async function eventually(check: () => void, timeoutMs = WAIT_MS) {
  await vi.waitFor(check, { timeout: timeoutMs, interval: 20 });
}

/** Resolves with the next message of `event` on the socket. */
export function nextMessage<T = AnyAck>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${WAIT_MS} ms`)), WAIT_MS);
    socket.once(event, (message: T) => {
      clearTimeout(timer);
      resolve(message);
    });
  });
}

/** An op as a device makes it. */
export function makeOp(type: string, payload: unknown = {}): SessionOpInput {
  return { id: randomUUID(), type, payload } as SessionOpInput;
}

/** A cell value change for the first cell of the state's grid. */
export function firstCell(state: SessionState) {
  const exercise = state.exercises[0];
  const client = state.clients[0];
  if (!exercise || !client) throw new Error('the state has no cells');
  return { exerciseId: exercise.id, userId: client.id };
}

export async function userByEmail(db: Database, email: string): Promise<AuthUser> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`${email} missing`);
  return { id: row.id, role: row.role };
}
