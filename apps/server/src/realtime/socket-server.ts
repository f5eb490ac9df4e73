import type { Server as HttpServer } from 'node:http';
import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
} from '@levelup/shared/session';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AuthUser } from '../auth';
import { connectRedis } from '../redis/connect';

/** Who is on the other end of a socket, settled once by the handshake. */
export type SocketIdentity =
  | { kind: 'user'; user: AuthUser }
  | { kind: 'screen'; screenId: string };

export type SocketData = { identity: SocketIdentity };

export type LiveServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type LiveSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const screenRoom = (screenId: string) => `cast:${screenId}`;
/**
 * The athletes following a session on their phones (issue 30), who get its ops as
 * `athleteOpView` shows them, and each athlete's own room, for the ops private to them. Neither
 * starts with `session:`, so no code that reads the session rooms mistakes them for one.
 */
export const athletesRoom = (sessionId: string) => `athletes:${sessionId}`;
export const athleteRoom = (sessionId: string, clientId: string) =>
  `athlete:${sessionId}:${clientId}`;
/**
 * The gym TVs showing a session (issue 31), which get its state and ops as `screenStateView` and
 * `screenOpView` show them: no one's health data, and initials for who chose them.
 */
export const screensRoom = (sessionId: string) => `screens:${sessionId}`;

/**
 * Whether a screen has a socket connected (on any process, through the adapter), for the
 * session it shows: what the coach's cast button says about a TV that went away.
 */
export async function screenPresence(io: LiveServer, screenId: string, sessionId: string) {
  const sockets = await io.in(screenRoom(screenId)).fetchSockets();
  return { sessionId, screenId, online: sockets.length > 0 };
}

export type SocketServerOptions = {
  corsOrigins: readonly string[];
  redisUrl: string | undefined;
  onRedisError(error: unknown): void;
};

export type SocketServer = {
  io: LiveServer;
  /** The Redis client for small shared values (the last timer), when Redis is configured. */
  redis: Redis | null;
  close(): Promise<void>;
};

async function connectPubSub(url: string, onError: (error: unknown) => void) {
  const pub = await connectRedis(url, onError);
  try {
    return { pub, sub: await connectRedis(url, onError) };
  } catch (error) {
    pub.disconnect();
    throw error;
  }
}

/**
 * Socket.IO on the app's own HTTP server (polling, then websocket, as the spec's clients
 * connect). With a Redis URL the rooms are shared by every server process through the Redis
 * adapter; ops stay in order per session because each is applied under the session's row lock.
 */
export async function createSocketServer(
  httpServer: HttpServer,
  options: SocketServerOptions,
): Promise<SocketServer> {
  // Redis first: a server that cannot reach it should fail before it takes any socket.
  const redis = options.redisUrl
    ? await connectPubSub(options.redisUrl, options.onRedisError)
    : null;
  const io: LiveServer = new Server(httpServer, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    cors:
      options.corsOrigins.length > 0
        ? { origin: [...options.corsOrigins], credentials: true }
        : undefined,
    // A full session state is well under this; anything larger is not a message we expect.
    maxHttpBufferSize: 1_000_000,
  });
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub));

  return {
    io,
    redis: redis?.pub ?? null,
    async close() {
      await io.close();
      if (redis) {
        await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
      }
    },
  };
}
