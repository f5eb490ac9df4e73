import type { FastifyBaseLogger } from 'fastify';
import type { CastSignals } from '../cast';
import {
  type LiveServer,
  screenPresence,
  screenRoom,
  screensRoom,
  sessionRoom,
} from './socket-server';

/**
 * What a pairing change tells the sockets: the screen's sockets follow the session's screens room, the
 * screen hears `cast:connect` or `cast:disconnect`, and the coaches see whether the TV is there.
 */
export function castSignals(io: LiveServer, log: FastifyBaseLogger): CastSignals {
  return {
    connected(screenId, sessionId) {
      io.in(screenRoom(screenId)).socketsJoin(screensRoom(sessionId));
      io.to(screenRoom(screenId)).emit('cast:connect', { sessionId });
      screenPresence(io, screenId, sessionId).then(
        (presence) => io.to(sessionRoom(sessionId)).emit('cast:screen', presence),
        (error: unknown) => log.warn({ err: error }, 'screen presence'),
      );
    },
    disconnected(screenId, sessionId) {
      io.to(screenRoom(screenId)).emit('cast:disconnect', {});
      io.in(screenRoom(screenId)).socketsLeave(screensRoom(sessionId));
    },
    left(screenId, sessionId) {
      io.in(screenRoom(screenId)).socketsLeave(screensRoom(sessionId));
    },
  };
}
