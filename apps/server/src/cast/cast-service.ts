import { randomUUID } from 'node:crypto';
import { normaliseScreenId, serverMessages, socketMessages } from '@levelup/shared';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import { assertCanManageSession, canManageSession } from '../access/who-may-act';
import { type AuthUser, hashOpaqueToken, newOpaqueToken } from '../auth';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { castScreens, sessions as sessionRows } from '../db/schema';
import type { Transaction } from '../db/transaction';
import { conflict, notFound, unauthorized } from '../http/errors';
import { newScreenId, SERVER_ACTOR, type SessionService, type SessionStore } from '../sessions';

/** Screens never paired for this long are forgotten (the TV asks for a new id when it reloads). */
const UNUSED_SCREEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What the cast routes tell the sockets of a screen (through the Socket.IO rooms). */
export type CastSignals = {
  /** The screen's sockets follow the session: they join its room and get `cast:connect`. */
  connected(screenId: string, sessionId: string): void;
  /** The screen's sockets leave the session's room and get `cast:disconnect`. */
  disconnected(screenId: string, sessionId: string): void;
  /** The screen's sockets leave the session's room quietly (it is being paired elsewhere). */
  left(screenId: string, sessionId: string): void;
};

export type CastServiceDeps = {
  db: Database;
  store: SessionStore;
  sessions: SessionService;
  signals: CastSignals;
  now: () => Date;
};

/** A screen the server knows, and the session it is paired with (null: waiting on /cast). */
export type KnownScreen = { id: string; sessionId: string | null };

/**
 * Cast screens (DESIGN 4.6): a TV gets a public screen id and a secret token; the session's
 * trainer pairs it with a session. A session shows on one screen at a time and a screen shows one
 * session. The pairing is stored, so it survives a restart.
 */
export function createCastService({ db, store, sessions, signals, now }: CastServiceDeps) {
  async function findScreen(screenId: string): Promise<KnownScreen> {
    const [screen] = await db
      .select({ id: castScreens.id, sessionId: castScreens.sessionId })
      .from(castScreens)
      .where(eq(castScreens.id, normaliseScreenId(screenId)));
    if (!screen) throw notFound(serverMessages.screenNotFound);
    return screen;
  }

  /**
   * A TV belongs to the session that paired it until that session's trainer or an admin unpairs
   * it, or the session finishes (a TV that asks for a new id leaves the old one behind, showing
   * nothing). Anyone else who names its id gets 409: otherwise whoever reads or guesses the id
   * could take the gym's TV over and show their own join QR to its members. Who may manage that
   * session (its trainer moving the TV to their next session, an admin) may move it.
   */
  async function assertMayTake(
    user: AuthUser,
    pairedWith: string | null,
    sessionId: string,
    query: Database | Transaction = db,
  ) {
    if (pairedWith === null || pairedWith === sessionId) return;
    const [holder] = await query
      .select({ trainerId: sessionRows.trainerId, status: sessionRows.status })
      .from(sessionRows)
      .where(eq(sessionRows.id, pairedWith));
    if (holder && holder.status !== 'finished' && !canManageSession(user, holder)) {
      throw conflict(serverMessages.screenInUse);
    }
  }

  /**
   * Unpairs the screens (all of the session's, or the one given) and records it in the state;
   * each unpaired screen is then told through `signal`.
   */
  async function unpair(
    sessionId: string,
    screenId: string | null,
    signal: (screenId: string, sessionId: string) => void = signals.disconnected,
  ) {
    const unpaired = await store.transact(sessionId, async (session) => {
      const rows = await session.tx
        .update(castScreens)
        .set({ sessionId: null, connectedAt: null })
        .where(
          and(
            eq(castScreens.sessionId, sessionId),
            screenId === null ? undefined : eq(castScreens.id, screenId),
          ),
        )
        .returning({ id: castScreens.id });
      const state = await session.state();
      const shown = state.castConnection?.screenId;
      if (shown !== undefined && (screenId === null || shown === screenId)) {
        await session.append(
          { id: randomUUID(), type: 'cast:disconnected', payload: {} },
          SERVER_ACTOR,
        );
      }
      return rows.map((r) => r.id);
    });
    for (const id of unpaired) signal(id, sessionId);
  }

  /** The session row of the screen a secret belongs to: 401 for no screen, 404 when unpaired. */
  async function pairedRow(screenToken: string | undefined) {
    if (!screenToken) throw unauthorized(socketMessages.unknownScreen);
    const [screen] = await db
      .select({ sessionId: castScreens.sessionId })
      .from(castScreens)
      .where(eq(castScreens.tokenHash, hashOpaqueToken(screenToken)));
    if (!screen) throw unauthorized(socketMessages.unknownScreen);
    if (!screen.sessionId) throw notFound(socketMessages.notPaired);
    return sessions.findSession(screen.sessionId);
  }

  return {
    findScreen,

    /**
     * A new screen: its public id and the secret its socket proves itself with. Like a refresh
     * token, the secret is stored only as a hash; being 256 random bits it needs no slow hash.
     */
    async newScreen() {
      const screenToken = newOpaqueToken();
      const createdAt = now();
      await db
        .delete(castScreens)
        .where(
          and(
            isNull(castScreens.sessionId),
            lt(castScreens.createdAt, new Date(createdAt.getTime() - UNUSED_SCREEN_TTL_MS)),
          ),
        );
      for (let attempt = 0; ; attempt++) {
        const screenId = newScreenId();
        try {
          await db
            .insert(castScreens)
            .values({ id: screenId, tokenHash: hashOpaqueToken(screenToken), createdAt });
          return { screenId, screenToken };
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 4) throw error;
        }
      }
    },

    /** The screen a socket's token belongs to, or null. */
    async screenByToken(screenToken: string) {
      const [screen] = await db
        .select({ id: castScreens.id, sessionId: castScreens.sessionId })
        .from(castScreens)
        .where(eq(castScreens.tokenHash, hashOpaqueToken(screenToken)));
      return screen ?? null;
    },

    /**
     * Pairs a screen with a session: a screen showing another session leaves it (when the caller
     * may take it from there, see assertMayTake), a screen the session showed before is
     * disconnected, and `cast:connected` enters the session's op log.
     */
    async connect(user: AuthUser, screen: KnownScreen, sessionId: string) {
      const session = await sessions.findSession(sessionId);
      assertCanManageSession(user, session);
      if (session.status === 'finished') throw conflict(serverMessages.sessionFinished);
      await assertMayTake(user, screen.sessionId, sessionId);

      if (screen.sessionId && screen.sessionId !== sessionId) {
        await unpair(screen.sessionId, screen.id, signals.left);
      }

      const paired = await store.transact(sessionId, async (locked) => {
        if (locked.row.status === 'finished') throw conflict(serverMessages.sessionFinished);
        const others = await locked.tx
          .update(castScreens)
          .set({ sessionId: null, connectedAt: null })
          .where(and(eq(castScreens.sessionId, sessionId), ne(castScreens.id, screen.id)))
          .returning({ id: castScreens.id });
        const replaced = others.map((o) => o.id);
        const [current] = await locked.tx
          .select({ sessionId: castScreens.sessionId })
          .from(castScreens)
          .where(eq(castScreens.id, screen.id))
          .for('update');
        // Paired elsewhere since it was read: the same rule, now that the screen's row is locked.
        await assertMayTake(user, current?.sessionId ?? null, sessionId, locked.tx);
        const shown = (await locked.state()).castConnection;
        // Pairing the screen already shown (a TV that reloaded) only tells the screen again.
        if (current?.sessionId === sessionId && shown?.screenId === screen.id) {
          return { replaced, connectedAt: shown.connectedAt };
        }
        const connectedAt = now();
        await locked.tx
          .update(castScreens)
          .set({ sessionId, connectedAt })
          .where(eq(castScreens.id, screen.id));
        await locked.append(
          {
            id: randomUUID(),
            type: 'cast:connected',
            payload: { screenId: screen.id, connectedAt: connectedAt.toISOString() },
          },
          SERVER_ACTOR,
        );
        return { replaced, connectedAt: connectedAt.toISOString() };
      });
      for (const id of paired.replaced) signals.disconnected(id, sessionId);
      signals.connected(screen.id, sessionId);
      return { ok: true as const, screenId: screen.id, sessionId, connectedAt: paired.connectedAt };
    },

    /** Unpairs a screen, or every screen of a session; unpairing twice changes nothing. */
    async disconnect(user: AuthUser, target: { screen: KnownScreen | null; sessionId?: string }) {
      const { screen } = target;
      const sessionId = target.sessionId ?? screen?.sessionId;
      if (!sessionId) return { ok: true as const };
      const session = await sessions.findSession(sessionId);
      assertCanManageSession(user, session);
      await unpair(sessionId, screen ? screen.id : null);
      return { ok: true as const };
    },

    /**
     * The session a screen (known by its secret) is paired with, and its join code, which the TV
     * shows as the join QR when the trainer turns it on.
     */
    async pairedSession(screenToken: string | undefined) {
      const session = await pairedRow(screenToken);
      return { sessionId: session.id, joinCode: session.joinCode };
    },

    /**
     * What the coach chose for the screen's TV (its `castView`) and who runs its session, for
     * what the TV reads beside the session's state (a challenge's board).
     */
    async pairedView(screenToken: string | undefined) {
      const session = await pairedRow(screenToken);
      const { state } = await store.readState(session.id);
      return { trainerId: session.trainerId, castView: state.castView ?? null };
    },

    /**
     * Frees the screens of a finished session once its summary has been shown (cast-release.ts):
     * they go back to /cast and the session's state no longer names a screen.
     */
    async releaseFinished(sessionId: string) {
      await unpair(sessionId, null);
    },

    /** Whether the screen is paired with the session now (read from the database). */
    async isPaired(screenId: string, sessionId: string) {
      const [row] = await db
        .select({ id: castScreens.id })
        .from(castScreens)
        .where(and(eq(castScreens.id, screenId), eq(castScreens.sessionId, sessionId)));
      return row !== undefined;
    },
  };
}

export type CastService = ReturnType<typeof createCastService>;
