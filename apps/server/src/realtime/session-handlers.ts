import { type ApiIssue, normaliseScreenId, serverMessages, socketMessages } from '@levelup/shared';
import {
  type AckError,
  athleteOpOwner,
  athleteOpView,
  athleteStateView,
  checkSessionOp,
  type InboundEvent,
  type InboundPayload,
  parseInboundEvent,
  presenceColor,
  type SequencedSessionOp,
  screenOpView,
  screenStateView,
} from '@levelup/shared/session';
import type { FastifyBaseLogger } from 'fastify';
import {
  isAthlete,
  refusalToChangeSession,
  refusalToJoinScreen,
  refusalToJoinSession,
  refusalToReadSession,
  refusalToSendOp,
  type SocketRefusal,
} from '../access/who-may-act';
import type { AuthUser } from '../auth';
import type { CastService } from '../cast';
import { AppError } from '../http/errors';
import type { SessionService, SessionStore } from '../sessions';
import type { UserAccounts } from '../users';
import type { LiveServer, LiveSocket } from './socket-server';
import {
  athleteRoom,
  athletesRoom,
  screenPresence,
  screenRoom,
  screensRoom,
  sessionRoom,
} from './socket-server';
import type { TimerMemory } from './timer-memory';

class Refusal extends Error {
  constructor(
    readonly code: AckError['error'],
    message: string,
    /** The socket is closed once the refusal is acked (its account is gone). */
    readonly disconnect = false,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
  }
}

const forbid = (message: string) => new Refusal('FORBIDDEN', message);

/** Who may do what is settled in access/who-may-act.ts; a refusal it gives is acked here. */
function refuseIf(refusal: SocketRefusal) {
  if (refusal !== null) throw forbid(refusal);
}

export type SessionHandlerDeps = {
  io: LiveServer;
  store: SessionStore;
  sessions: SessionService;
  cast: CastService;
  timers: TimerMemory;
  accounts: Pick<UserAccounts, 'activeAccount'>;
  now: () => Date;
  log: FastifyBaseLogger;
};

/**
 * The socket events of DESIGN 4.9. Every payload is parsed with the shared schemas before
 * anything else; a failure is acked as an error and never reaches the room. Every event asks
 * access/who-may-act.ts (DESIGN 4.1): the session's trainer (or admin and above) reads and
 * changes it, a cast screen reads only the session it is paired with, and clients' sockets do
 * neither. Joining and sending an op read the account afresh (an op, in the transaction that
 * commits it): a removed or disabled account is refused and its socket closed, and a changed role
 * applies at once.
 */
export function registerSessionHandlers(deps: SessionHandlerDeps) {
  const { io, store, sessions, cast, timers, accounts, log } = deps;

  // Every op committed in this process reaches the session's room, its TVs and its athletes, each
  // as they may see it: an op private to one athlete reaches them whole and the others as a
  // stand-in that keeps the seq order. The rooms that see the op as it is (most ops: a cell, a
  // set) get it in one emit, so it is encoded once (and with Redis published once), not per room.
  store.onApplied((applied) => {
    const { sessionId, op } = applied;
    const owner = athleteOpOwner(op);
    const forScreens = screenOpView(op);
    const forAthletes = athleteOpView(op, null);
    const asItIs = [sessionRoom(sessionId)];
    if (forScreens === op) asItIs.push(screensRoom(sessionId));
    else io.to(screensRoom(sessionId)).emit('session:op', { ...applied, op: forScreens });
    if (owner === null && forAthletes === op) {
      io.to([...asItIs, athletesRoom(sessionId)]).emit('session:op', applied);
      return;
    }
    io.to(asItIs).emit('session:op', applied);
    const everyone = { ...applied, op: forAthletes };
    if (owner === null) {
      io.to(athletesRoom(sessionId)).emit('session:op', everyone);
      return;
    }
    io.to(athletesRoom(sessionId))
      .except(athleteRoom(sessionId, owner))
      .emit('session:op', everyone);
    io.to(athleteRoom(sessionId, owner)).emit('session:op', {
      ...applied,
      op: athleteOpView(op, owner),
    });
  });

  /** An op as the athlete `viewerId` receives it (see the broadcast above). */
  const seenBy = (applied: SequencedSessionOp, viewerId: string): SequencedSessionOp => {
    const owner = athleteOpOwner(applied.op);
    return { ...applied, op: athleteOpView(applied.op, owner === viewerId ? viewerId : null) };
  };

  function toAckError(error: unknown): AckError {
    if (error instanceof Refusal) {
      const { code, message, issues } = error;
      return { ok: false, error: code, message, ...(issues ? { issues } : {}) };
    }
    if (error instanceof AppError) return { ok: false, error: error.code, message: error.message };
    log.error({ err: error }, 'socket event failed');
    return { ok: false, error: 'INTERNAL', message: serverMessages.internal };
  }

  function userOf(socket: LiveSocket): AuthUser {
    const { identity } = socket.data;
    if (identity.kind !== 'user') throw forbid(socketMessages.screenReadOnly);
    return identity.user;
  }

  /** The socket's user as the accounts say now; a gone or disabled account is refused and dropped. */
  async function currentUserOf(socket: LiveSocket): Promise<AuthUser> {
    const user = await accounts.activeAccount(userOf(socket).id);
    if (!user) throw new Refusal('UNAUTHORIZED', serverMessages.unauthorized, true);
    return user;
  }

  /** The athlete a socket follows a session as, once it joined as one; null for a coach or screen. */
  function athleteOf(socket: LiveSocket, sessionId: string): string | null {
    const { identity } = socket.data;
    if (identity.kind !== 'user' || !socket.rooms.has(athletesRoom(sessionId))) return null;
    return identity.user.id;
  }

  /** A trainer's (or admin's) socket that has joined the session's room. */
  function assertJoinedTrainer(socket: LiveSocket, sessionId: string): AuthUser {
    refuseIf(
      refusalToChangeSession(socket.data.identity, socket.rooms.has(sessionRoom(sessionId))),
    );
    return userOf(socket);
  }

  /**
   * Wires one event: the payload is parsed, the handler runs, and the ack gets `{ok: true, ...}`
   * or `{ok: false, error, message}`. A client that sent no ack callback gets nothing back.
   */
  function handle<E extends InboundEvent>(
    socket: LiveSocket,
    event: E,
    handler: (payload: InboundPayload<E>) => Promise<object>,
    after?: (payload: InboundPayload<E>) => Promise<void>,
  ) {
    const on = socket.on.bind(socket) as (
      name: string,
      listener: (...args: unknown[]) => void,
    ) => void;
    on(event, (...args: unknown[]) => {
      const last = args[args.length - 1];
      const ack = typeof last === 'function' ? (last as (reply: object) => void) : () => {};
      const payload = parseInboundEvent(event, typeof args[0] === 'function' ? undefined : args[0]);
      if (!payload) {
        ack({ ok: false, error: 'VALIDATION_FAILED', message: serverMessages.validationFailed });
        return;
      }
      handler(payload).then(
        (result) => {
          ack({ ok: true, ...result });
          if (after) after(payload).catch((error: unknown) => log.warn({ err: error }, event));
        },
        (error: unknown) => {
          ack(toAckError(error));
          // An account found gone under a session's lock is refused like one found gone before it.
          const gone = error instanceof AppError && error.code === 'UNAUTHORIZED';
          if ((error instanceof Refusal && error.disconnect) || gone) socket.disconnect(true);
        },
      );
    });
  }

  io.on('connection', (socket) => {
    const { identity } = socket.data;

    handle(
      socket,
      'session:join',
      async ({ sessionId }) => {
        const actor =
          identity.kind === 'screen'
            ? identity
            : { kind: 'user' as const, user: await currentUserOf(socket) };
        refuseIf(
          await refusalToJoinSession(actor, {
            screenIsPaired: (screenId) => cast.isPaired(screenId, sessionId),
            session: () => sessions.findSession(sessionId),
            onGrid: async (clientId) =>
              (await store.readState(sessionId)).state.clients.some((c) => c.id === clientId),
          }),
        );
        // Joining before reading means no op can fall between the state and the room's stream.
        if (actor.kind === 'screen') {
          await socket.join(screensRoom(sessionId));
          const { state, seq } = await store.readState(sessionId);
          return { state: screenStateView(state), seq };
        }
        if (isAthlete(actor.user)) {
          await socket.join([athletesRoom(sessionId), athleteRoom(sessionId, actor.user.id)]);
          const { state, seq } = await store.readState(sessionId);
          return { state: athleteStateView(state, actor.user.id), seq };
        }
        await socket.join(sessionRoom(sessionId));
        const { state, seq } = await store.readState(sessionId);
        return { state, seq };
      },
      async ({ sessionId }) => {
        const timer = await timers.last(sessionId);
        if (timer) socket.emit('timer:sync', { ...timer, sessionId });
        // A coach (re)joining learns whether the paired TV is there to see the session.
        if (identity.kind !== 'user' || isAthlete(identity.user)) return;
        const screenId = (await store.readState(sessionId)).state.castConnection?.screenId;
        if (screenId) socket.emit('cast:screen', await screenPresence(io, screenId, sessionId));
      },
    );

    handle(socket, 'session:op', async ({ sessionId, op: raw }) => {
      const signedIn = userOf(socket);
      const joined = {
        asCoach: socket.rooms.has(sessionRoom(sessionId)),
        asAthlete: socket.rooms.has(athletesRoom(sessionId)),
      };
      if (!joined.asCoach && !joined.asAthlete) refuseIf(socketMessages.notJoined);
      const checked = checkSessionOp(raw);
      if (!('op' in checked)) {
        throw new Refusal('VALIDATION_FAILED', socketMessages.invalidOp, false, checked.issues);
      }
      const { op } = checked;
      refuseIf(refusalToSendOp(identity, joined, op));
      // Most ops have the account read in their own transaction, shared by the ops committed
      // with them, rather than in a query of their own before it (see applyDeviceOp).
      const user = sessions.needsAccountFirst(op) ? await currentUserOf(socket) : signedIn;
      refuseIf(refusalToSendOp({ kind: 'user', user }, joined, op));
      const { seq } = await sessions.applyDeviceOp(user, sessionId, op);
      return { seq };
    });

    handle(socket, 'session:sync', async ({ sessionId, sinceSeq }) => {
      const athlete = athleteOf(socket, sessionId);
      const screen = socket.rooms.has(screensRoom(sessionId));
      refuseIf(
        refusalToReadSession(
          athlete !== null || screen || socket.rooms.has(sessionRoom(sessionId)),
        ),
      );
      const answer = await store.opsSince(sessionId, sinceSeq);
      if (screen) {
        return answer.kind === 'ops'
          ? {
              ops: answer.ops.map((applied) => ({ ...applied, op: screenOpView(applied.op) })),
              seq: answer.seq,
            }
          : { state: screenStateView(answer.state), seq: answer.seq };
      }
      if (athlete !== null) {
        return answer.kind === 'ops'
          ? { ops: answer.ops.map((applied) => seenBy(applied, athlete)), seq: answer.seq }
          : { state: athleteStateView(answer.state, athlete), seq: answer.seq };
      }
      return answer.kind === 'ops'
        ? { ops: answer.ops, seq: answer.seq }
        : { state: answer.state, seq: answer.seq };
    });

    handle(
      socket,
      'cast:join',
      async ({ screenId }) => {
        refuseIf(refusalToJoinScreen(identity, screenId));
        await socket.join(screenRoom(normaliseScreenId(screenId)));
        return {};
      },
      async () => {
        if (identity.kind !== 'screen') return;
        const screen = await cast.findScreen(identity.screenId);
        if (!screen.sessionId) return;
        await socket.join(screensRoom(screen.sessionId));
        socket.emit('cast:connect', { sessionId: screen.sessionId });
        io.to(sessionRoom(screen.sessionId)).emit('cast:screen', {
          sessionId: screen.sessionId,
          screenId: identity.screenId,
          online: true,
        });
      },
    );

    if (identity.kind === 'screen') {
      // The rooms are left by the time 'disconnect' fires: read the sessions shown before that.
      let shown: string[] = [];
      socket.on('disconnecting', () => {
        const prefix = screensRoom('');
        shown = [...socket.rooms].flatMap((room) =>
          room.startsWith(prefix) ? [room.slice(prefix.length)] : [],
        );
      });
      socket.on('disconnect', () => {
        for (const sessionId of shown) {
          screenPresence(io, identity.screenId, sessionId).then(
            (presence) => io.to(sessionRoom(sessionId)).emit('cast:screen', presence),
            (error: unknown) => log.warn({ err: error }, 'screen presence'),
          );
        }
      });
    }

    handle(socket, 'selection:set', async (payload) => {
      const user = assertJoinedTrainer(socket, payload.sessionId);
      socket
        .to(sessionRoom(payload.sessionId))
        .emit('selection:set', { ...payload, actorId: user.id, at: deps.now().getTime() });
      return {};
    });

    handle(socket, 'presence', async (payload) => {
      const user = assertJoinedTrainer(socket, payload.sessionId);
      socket
        .to(sessionRoom(payload.sessionId))
        .emit('presence', { ...payload, userId: user.id, color: presenceColor(user.id) });
      return {};
    });

    handle(socket, 'timer:sync', async ({ sessionId, ...sync }) => {
      assertJoinedTrainer(socket, sessionId);
      timers.remember(sessionId, sync);
      // Athletes run the interval timer on their phones too.
      socket
        .to([sessionRoom(sessionId), athletesRoom(sessionId), screensRoom(sessionId)])
        .emit('timer:sync', { ...sync, sessionId });
      return {};
    });
  });
}
