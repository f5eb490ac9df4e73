import {
  SESSION_PROTOCOL_VERSION,
  type SequencedSessionOp,
  type SessionOp,
  type SessionState,
} from '@levelup/shared/session';
import { type TimerSync, timerSyncSchema } from '@levelup/shared/timer';
import { realtimeMessages } from '@/messages';
import { lazyModule } from '../lazy-module';
import {
  ACK_TIMEOUT_MS,
  createRealtimeConnection,
  errorCodeOf,
  isRetryableError,
  logRealtimeFailure,
  type RealtimeStatus,
  type SocketFactory,
} from './connection';
import type { SessionFeed } from './feed';
import { createCastMessageQueue } from './offline-queue';

/** Fetched when the screen is first paired (or opens on a session), never while it waits. */
const castFollower = lazyModule(() => import('./cast-follower'));

export interface CastSocketOptions {
  /** The backend's address; the page's own origin when not given. */
  url?: string;
  screenId: string;
  screenToken: string;
  /** The session the screen shows already (the /cast/{id} route); later ones come by cast:connect. */
  sessionId?: string | null;
  onStatus?: (status: RealtimeStatus) => void;
  /** The trainer paired this screen with a session. */
  onConnect?: (sessionId: string) => void;
  /** The screen was unpaired (or is no longer allowed to show the session). */
  onDisconnect?: () => void;
  /** The followed session's state; null when the screen follows none. */
  onState?: (state: SessionState | null) => void;
  /** Each op of the followed session, as it is applied in seq order. */
  onOp?: (op: SessionOp, seq: number) => void;
  onTimerSync?: (timer: TimerSync) => void;
  /** The followed session was finished (a session:end op). */
  onSessionEnd?: () => void;
  /** Realtime toasts of spec 2, section 8. */
  onToast?: (message: string) => void;
  io?: SocketFactory;
}

/** A cast screen's live connection: read-only, it follows the session it is paired with. */
export interface CastSocket {
  readonly screenId: string;
  readonly status: RealtimeStatus;
  /** Cut off from the server after having tried (not while the first connection is made). */
  readonly offline: boolean;
  /** The session the screen follows, or null while it waits to be paired. */
  readonly sessionId: string | null;
  readonly state: SessionState | null;
  readonly seq: number;
  /** The followed session's timer, as the trainer last synced it. */
  readonly timer: TimerSync | null;
  /** Messages waiting for the connection, oldest first. */
  readonly queuedMessages: readonly CastMessage[];
  /** Any change of status, session, state or timer, for `useSyncExternalStore`. */
  subscribe(listener: () => void): () => void;
  /** The product's disconnect: back to idle, and the queue is dropped. */
  close(): void;
}

/** What a cast screen sends besides its own room join: requests for the followed session. */
export type CastMessage = { type: 'session:join'; sessionId: string };

export function createCastSocket(options: CastSocketOptions): CastSocket {
  const { screenId, screenToken } = options;
  const queue = createCastMessageQueue<CastMessage>();

  let ready = false;
  let feed: SessionFeed | null = null;
  /** The session the screen is to follow while the code that follows it is fetched. */
  let following: string | null = null;
  let state: SessionState | null = null;
  let timer: TimerSync | null = null;

  const connection = createRealtimeConnection({
    url: options.url,
    io: options.io,
    auth: (callback) => callback({ screenToken, protocolVersion: SESSION_PROTOCOL_VERSION }),
    onStatus: options.onStatus,
    onToast: options.onToast,
    unreachableMessage: realtimeMessages.castUnavailable,
    onConnect() {
      ready = false;
      joinScreenRoom();
    },
    onDisconnect() {
      ready = false;
      feed?.disconnected();
      // The followed session is joined again on the next connection.
      if (!connection.closed && feed) send({ type: 'session:join', sessionId: feed.sessionId });
    },
    onClose() {
      queue.clear();
      feed?.disconnected();
    },
  });
  const { socket, notify } = connection;

  function publishState() {
    const follower = castFollower.current;
    const next = feed && follower ? follower.visibleState(feed.sync, follower.reducer) : null;
    if (next === state) return;
    state = next;
    options.onState?.(next);
    notify();
  }

  function unfollow() {
    following = null;
    if (!feed) return;
    feed.disconnected();
    feed = null;
    timer = null;
    queue.clear();
    publishState();
    notify();
  }

  function follow(sessionId: string) {
    if ((feed?.sessionId ?? following) === sessionId) return;
    unfollow();
    following = sessionId;
    notify();
    castFollower.load().then(
      (follower) => {
        if (following !== sessionId || connection.closed) return;
        following = null;
        startFeed(follower, sessionId);
      },
      (error: unknown) => {
        if (following !== sessionId) return;
        logRealtimeFailure('cast follower failed to load', error);
        connection.retryLater(() => {
          if (following === sessionId) {
            following = null;
            follow(sessionId);
          }
        });
      },
    );
  }

  function startFeed(follower: NonNullable<typeof castFollower.current>, sessionId: string) {
    const followed: SessionFeed = follower.createSessionFeed({
      socket,
      sessionId,
      reducer: () => follower.reducer,
      onChange: () => {
        if (feed === followed) publishState();
      },
      onJoinFailed(reason) {
        if (feed !== followed) return;
        const code = errorCodeOf(reason);
        logRealtimeFailure('session:join failed', reason);
        if (isRetryableError(code)) {
          connection.retryLater(() => {
            if (feed === followed && ready) followed.join();
          });
          return;
        }
        // Not paired any more, or not a session at all: the screen goes back to waiting.
        unfollow();
        options.onDisconnect?.();
      },
      onApplied(seq, op) {
        if (feed !== followed || !op) return;
        options.onOp?.(op, seq);
        if (op.type === 'session:end') options.onSessionEnd?.();
      },
    });
    feed = followed;
    notify();
    // A join asked for while the code was fetched found no feed to join: it joins now.
    if (ready) followed.join();
  }

  /** Sends a message now, or keeps it (50 at most, oldest dropped) for the next connection. */
  function send(message: CastMessage) {
    if (ready) {
      deliver(message);
      return;
    }
    queue.removeAll((queued) => queued.type === message.type);
    queue.push(message);
  }

  function deliver(message: CastMessage) {
    if (message.type === 'session:join' && feed?.sessionId === message.sessionId) feed.join();
  }

  function joinScreenRoom() {
    const current = connection.generation;
    const stale = () => current !== connection.generation || connection.closed;
    const failed = (reason: unknown) => {
      if (stale()) return;
      logRealtimeFailure('cast:join failed', reason);
      connection.toastOutage(realtimeMessages.castUnavailable);
      connection.setStatus('error');
      connection.retryLater(() => {
        if (current === connection.generation && socket.connected) joinScreenRoom();
      });
    };
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('cast:join', { screenId })
      .then((ack) => {
        if (stale()) return;
        if (!ack.ok) {
          failed(ack);
          return;
        }
        ready = true;
        connection.outageOver();
        for (const message of queue.drain()) deliver(message);
        connection.setStatus('connected');
      }, failed);
  }

  socket.on('cast:connect', (message) => {
    const sessionId = message?.sessionId;
    if (typeof sessionId !== 'string' || connection.closed) return;
    // The server repeats the pairing after every cast:join; the followed session is rejoined
    // from the queue already.
    if ((feed?.sessionId ?? following) === sessionId) return;
    follow(sessionId);
    options.onConnect?.(sessionId);
    send({ type: 'session:join', sessionId });
  });

  socket.on('cast:disconnect', () => {
    if (connection.closed || !feed) return;
    unfollow();
    options.onDisconnect?.();
  });

  socket.on('session:op', (message: SequencedSessionOp) => feed?.receive(message));

  socket.on('timer:sync', (message) => {
    if (!feed || message?.sessionId !== feed.sessionId) return;
    const parsed = timerSyncSchema.safeParse(message);
    if (!parsed.success) return;
    timer = parsed.data;
    options.onTimerSync?.(parsed.data);
    notify();
  });

  if (options.sessionId) {
    follow(options.sessionId);
    send({ type: 'session:join', sessionId: options.sessionId });
  }

  return {
    screenId,
    get status() {
      return connection.status;
    },
    get offline() {
      return connection.offline;
    },
    get sessionId() {
      return feed?.sessionId ?? following;
    },
    get state() {
      return state;
    },
    get seq() {
      return feed?.sync.seq ?? 0;
    },
    get timer() {
      return timer;
    },
    get queuedMessages() {
      return queue.toArray();
    },
    subscribe: connection.subscribe,
    close: connection.close,
  };
}
