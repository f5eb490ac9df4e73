import { randomUUID } from 'node:crypto';
import { SESSION_PROTOCOL_VERSION, type SequencedSessionOp } from '@levelup/shared/session';
import { io, type Socket } from 'socket.io-client';
import { expect } from './test';

/**
 * A second device of the coach's, as the specs set up the floor with it: a session socket that
 * has joined the session, sends ops (each expected to be taken) and timer syncs, and hears what
 * the session's other devices did.
 */
export async function coachSocket(baseURL: string, token: string, sessionId: string) {
  const socket: Socket = io(baseURL, {
    auth: { token, protocolVersion: SESSION_PROTOCOL_VERSION },
    transports: ['websocket'],
    forceNew: true,
  });
  const heardTypes = new Set<string>();
  socket.on('session:op', (message: SequencedSessionOp) => heardTypes.add(message.op.type));
  const ask = (event: string, payload: object) =>
    socket.timeout(5_000).emitWithAck(event, payload) as Promise<{ ok: boolean }>;
  expect((await ask('session:join', { sessionId })).ok).toBe(true);
  return {
    socket,
    op: async (type: string, payload: object) =>
      expect(
        (await ask('session:op', { sessionId, op: { id: randomUUID(), type, payload } })).ok,
      ).toBe(true),
    /** Waits until the server has broadcast an op of this type, committed, to the session. */
    heard: (type: string) => expect.poll(() => heardTypes.has(type)).toBe(true),
    timer: async (sync: { phase: string; remainingMs: number; isRunning: boolean }) =>
      expect((await ask('timer:sync', { sessionId, ...sync })).ok).toBe(true),
  };
}
