import { socketMessages } from '@levelup/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPeoplePolicy } from '../access/who-may-act';
import type { AccessTokens } from '../auth';
import { createCastRelease, createCastService } from '../cast';
import type { Config } from '../config';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/connect';
import {
  createEngineMetrics,
  createSessionService,
  createSessionStore,
  SESSION_IDLE_END_MS,
  type SessionStoreOptions,
} from '../sessions';
import type { UserAccounts } from '../users';
import { castSignals } from './cast-signals';
import { HandshakeRefused, identify } from './handshake';
import { registerSessionHandlers } from './session-handlers';
import { createSocketServer } from './socket-server';
import { createTimerMemory } from './timer-memory';

export type RealtimePluginOptions = {
  config: Pick<Config, 'corsOrigins' | 'redisUrl' | 'castSummarySeconds'>;
  db: Database;
  changes: ChangeFeed;
  now: () => Date;
  accessTokens: AccessTokens;
  accounts: Pick<UserAccounts, 'activeAccount' | 'activeAccounts'>;
  /** Store tuning (snapshot interval, resync limit); tests shorten them. */
  store?: Pick<SessionStoreOptions, 'snapshotEvery' | 'idleSnapshotMs' | 'maxSyncOps'>;
  /** How often this process sweeps the accounts behind its open sockets (default 15 s). */
  accountCheckMs?: number;
  /** Ending untouched sessions: after how long (default 12 h), checked how often (10 min). */
  idleSessionEnd?: IdleSessionEnd;
};

export type IdleSessionEnd = { afterMs?: number; checkEveryMs?: number };

const ACCOUNT_CHECK_MS = 15_000;
const IDLE_SESSION_CHECK_MS = 10 * 60_000;

async function startLiveSessions(app: FastifyInstance, deps: RealtimePluginOptions) {
  const { db, now, changes } = deps;
  const sockets = await createSocketServer(app.server, {
    corsOrigins: deps.config.corsOrigins,
    redisUrl: deps.config.redisUrl,
    onRedisError: (error) => app.log.error({ err: error }, 'redis'),
  });
  const { io } = sockets;

  const metrics = createEngineMetrics();
  const store = createSessionStore({
    ...deps.store,
    db,
    changes,
    metrics,
    onError: (error) => app.log.error({ err: error }, 'session snapshot'),
  });
  const sessions = createSessionService({
    db,
    store,
    changes,
    now,
    people: createPeoplePolicy({ db }),
  });
  const cast = createCastService({
    db,
    store,
    sessions,
    now,
    signals: castSignals(io, app.log),
  });
  const castRelease = createCastRelease({
    db,
    now,
    delayMs: deps.config.castSummarySeconds * 1000,
    release: (sessionId) => cast.releaseFinished(sessionId),
    onError: (error) => app.log.warn({ err: error }, 'cast release'),
  });
  sessions.onEnded((sessionId) => castRelease.afterEnd(sessionId));
  const timers = createTimerMemory({
    redis: sockets.redis,
    now: () => now().getTime(),
    onError: (error) => app.log.warn({ err: error }, 'timer memory'),
  });

  io.use((socket, next) => {
    identify(socket.handshake.auth, {
      accessTokens: deps.accessTokens,
      activeAccount: (id) => deps.accounts.activeAccount(id),
      screenByToken: (token) => cast.screenByToken(token),
    }).then(
      (identity) => {
        socket.data.identity = identity;
        next();
      },
      (error: unknown) => {
        if (error instanceof HandshakeRefused) return next(error);
        app.log.error({ err: error }, 'socket handshake failed');
        next(new HandshakeRefused('INTERNAL', socketMessages.handshakeFailed));
      },
    );
  });
  registerSessionHandlers({
    io,
    store,
    sessions,
    cast,
    timers,
    accounts: deps.accounts,
    now,
    log: app.log,
  });

  /**
   * A socket outlives the access token it connected with, so the accounts behind open sockets are
   * checked: a socket whose account is gone or disabled is closed, and so is one whose role
   * changed, so that it reconnects and rejoins under the new role (ops and joins read the account
   * anyway; this reaches sockets that only listen or relay). `onlyUserId` checks one account's.
   */
  async function checkAccounts(onlyUserId?: string) {
    const userSockets = [...io.of('/').sockets.values()].flatMap((socket) => {
      const { identity } = socket.data;
      if (identity.kind !== 'user') return [];
      if (onlyUserId !== undefined && identity.user.id !== onlyUserId) return [];
      return [{ socket, user: identity.user }];
    });
    if (userSockets.length === 0) return;
    const current = new Map(
      (await deps.accounts.activeAccounts(userSockets.map(({ user }) => user.id))).map((a) => [
        a.id,
        a.role,
      ]),
    );
    for (const { socket, user } of userSockets) {
      if (current.get(user.id) !== user.role) socket.disconnect(true);
    }
  }
  const warnAccountCheck = (error: unknown) => app.log.warn({ err: error }, 'account check');
  // A role change, a disabling or a removal is announced by the users table's trigger to every
  // server process (the change feed), so that account's sockets close at once, wherever they are.
  changes.onChange((change) => {
    if (change.topic === 'users') checkAccounts(change.id).catch(warnAccountCheck);
  });
  // The sweep covers what the feed may have missed while it was not listening.
  const accountCheck = setInterval(() => {
    checkAccounts().catch(warnAccountCheck);
  }, deps.accountCheckMs ?? ACCOUNT_CHECK_MS);
  accountCheck.unref();

  // Sessions left running end by themselves. Every process sweeps; the row locks see to it that
  // a session ends once. A sweep still running when the next is due is left to finish.
  const idleAfterMs = deps.idleSessionEnd?.afterMs ?? SESSION_IDLE_END_MS;
  let idleSweep: Promise<void> | null = null;
  const idleCheck = setInterval(() => {
    idleSweep ??= sessions
      .endIdle(idleAfterMs)
      .then(
        (ended) => {
          if (ended.length > 0) app.log.info({ sessionIds: ended }, 'idle sessions ended');
        },
        (error: unknown) => app.log.warn({ err: error }, 'idle session end'),
      )
      .finally(() => {
        idleSweep = null;
      });
  }, deps.idleSessionEnd?.checkEveryMs ?? IDLE_SESSION_CHECK_MS);
  idleCheck.unref();

  app.addHook('onReady', async () => castRelease.start());
  app.addHook('preClose', async () => {
    clearInterval(accountCheck);
    castRelease.stop();
    clearInterval(idleCheck);
    await idleSweep;
    // Open sockets (long-polls included) would otherwise hold the HTTP server open.
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await store.flushSnapshots();
    await sockets.close();
    metrics.close();
  });

  return { io, store, sessions, cast, castRelease, metrics };
}

export type LiveSessions = Awaited<ReturnType<typeof startLiveSessions>>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The live session store, services and Socket.IO server: app.ts hands them to the session and
     * cast routes and other features' ports (sessions/ports.ts); tests and benchmarks read them.
     */
    liveSessions: LiveSessions;
  }
}

/**
 * Live sessions end to end (DESIGN 4.6, 4.9): Socket.IO on the app's HTTP server (shared through
 * Redis when configured), the session store and service, cast pairing and the socket events; app.ts
 * registers the session and cast routes on the services this decorates. Everything is closed with
 * the app: sockets first (so the HTTP server can stop), then pending snapshots are written, then
 * Socket.IO and Redis.
 */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, options) => {
    app.decorate('liveSessions', await startLiveSessions(app, options));
  },
  { name: 'realtime', dependencies: ['authentication'] },
);
