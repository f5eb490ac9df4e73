import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

export type RunningServer = { url: string; close(): Promise<void> };

type Ack = (reply: unknown) => void;

function roomOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const sessionId = (payload as { sessionId?: unknown }).sessionId;
  return typeof sessionId === 'string' ? sessionId : undefined;
}

/**
 * The baseline of the fan-out benchmark: Socket.IO with nothing behind it. It speaks the app's
 * events (`cast:join`, `session:join`, `session:op` with the same acks) with no auth, no
 * validation and no database: a screen's join is acked, a session join joins the room, an op gets
 * the room's next seq, is broadcast to the whole room (sender included, as the app does) and acked.
 */
export async function startBareSocketServer(): Promise<RunningServer> {
  const httpServer = createServer();
  const io = new Server(httpServer, { serveClient: false });
  const seqByRoom = new Map<string, number>();
  io.on('connection', (socket) => {
    socket.on('session:join', (payload: unknown, ack: Ack) => {
      const room = roomOf(payload);
      if (room === undefined) return ack({ ok: false, error: 'bad_request', message: 'no room' });
      void socket.join(room);
      ack({ ok: true, state: {}, seq: seqByRoom.get(room) ?? 0 });
    });
    // A TV joins its screen's room first; the relay has no pairing to check.
    socket.on('cast:join', (_payload: unknown, ack: Ack) => ack({ ok: true }));
    socket.on('session:op', (payload: unknown, ack: Ack) => {
      const room = roomOf(payload);
      if (room === undefined) return ack({ ok: false, error: 'bad_request', message: 'no room' });
      const seq = (seqByRoom.get(room) ?? 0) + 1;
      seqByRoom.set(room, seq);
      const { op } = payload as { op?: unknown };
      io.to(room).emit('session:op', { sessionId: room, seq, op, actorId: socket.id });
      ack({ ok: true, seq });
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}
