import { realtimeMessages } from '@levelup/shared';
import {
  type Ack,
  type AckError,
  type CastScreenPresence,
  type CellValue,
  getCell,
  type PresenceBroadcast,
  parseInboundEvent,
  parseSessionOp,
  type presencePayloadSchema,
  SESSION_PROTOCOL_VERSION,
  type SelectionBroadcast,
  type SequencedSessionOp,
  type SessionOp,
  type SessionOpInput,
  type SessionOpType,
  type SessionState,
  type selectionPayloadSchema,
  type UnseenOverwrite,
  unseenOverwrite,
} from '@levelup/shared/session';
import type { TimerSync } from '@levelup/shared/timer';
import type { z } from 'zod/mini';
import { apiClient } from '../api-client';
import { type LazyModule, lazyModule } from '../lazy-module';
import { randomUuid } from '../random-uuid';
import { tokenStore } from '../token-store';
import {
  ACK_TIMEOUT_MS,
  createListeners,
  createRealtimeConnection,
  type HandshakeAuth,
  isRetryableError,
  logRealtimeFailure,
  openSocket,
  type RealtimeStatus,
  type SocketFactory,
} from './connection';
import { createSessionFeed } from './feed';
import { createSessionOpQueue } from './offline-queue';
import { createIndexedDbOpJournal, type OpJournal } from './op-journal';
import {
  acknowledge,
  addPending,
  applyLocally,
  createSessionSync,
  dropPending,
  type SessionReducer,
  type SessionSync,
  settle,
  visibleState,
} from './sync';

/** The payload a sender writes for an op type (defaults not yet applied). */
export type SessionOpPayload<T extends SessionOpType> = Extract<
  SessionOpInput,
  { type: T }
>['payload'];
export type SelectionInput = Omit<z.input<typeof selectionPayloadSchema>, 'sessionId'>;
export type PresenceInput = Omit<z.input<typeof presencePayloadSchema>, 'sessionId'>;
export type TimerSyncMessage = TimerSync & { sessionId: string };

export interface SessionSocketOptions {
  /** The backend's address; the page's own origin when not given. */
  url?: string;
  sessionId: string;
  /** The access token for each (re)connection; by default the app's, refreshed when expiring. */
  getToken?: () => string | null | Promise<string | null>;
  /** State already loaded (`GET /api/sessions/{id}/state`), shown until the socket joins. */
  initial?: { state: SessionState; seq: number };
  onState?: (state: SessionState) => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** Realtime toasts of spec 2, section 8. */
  onToast?: (message: string) => void;
  /** The server refused one of this device's ops for good; its change has been undone. */
  onOpRefused?: (op: SessionOp, refusal: AckError) => void;
  io?: SocketFactory;
  /** Keeps unacknowledged ops across reloads; IndexedDB by default, none with `null`. */
  journal?: OpJournal | null;
  /** Where the reducer's code comes from; `sessionReducer` by default. */
  reducer?: LazyModule<SessionReducer>;
  /**
   * The connection, and the fetch of the reducer's and the socket library's code, wait for this:
   * a screen lets its first paint of the loaded state go first. Edits meanwhile are queued.
   */
  connectWhen?: Promise<void>;
}

/**
 * The session reducer is not part of the live screen's first load: its first state paints
 * without it. The screen fetches it after that first paint; a session socket waits for it before
 * it connects.
 */
export const sessionReducer: LazyModule<SessionReducer> = lazyModule(
  () => import('./session-reducer'),
);

/** A trainer device's live connection to one session (spec 2, section 4, "Realtime connection"). */
export interface SessionSocket {
  readonly sessionId: string;
  readonly status: RealtimeStatus;
  /** Cut off from the server after having tried (not while the first connection is made). */
  readonly offline: boolean;
  /** The confirmed state with this device's unconfirmed ops on top; null before any state. */
  readonly state: SessionState | null;
  /** The seq of the last op the confirmed state holds. */
  readonly seq: number;
  /** Ops waiting for the server's acknowledgement, oldest first. */
  readonly queuedOps: readonly SessionOp[];
  /** What the server last said of the paired TV's connection; null before it said anything. */
  readonly castScreen: Omit<CastScreenPresence, 'sessionId'> | null;
  /**
   * Makes an op, validates it with the shared schema (an invalid op is not sent: null), applies
   * it at once, and sends it, or queues it while offline. Inside `silently` it is applied only.
   */
  sendOp<T extends SessionOpType>(type: T, payload: SessionOpPayload<T>): SessionOp | null;
  /** Runs `block` with emits suppressed: its ops change this device's state only. */
  silently<R>(block: () => R): R;
  sendSelection(selection: SelectionInput): void;
  sendPresence(presence: PresenceInput): void;
  /** Sent now, or as soon as the socket is back (only the latest matters). */
  sendTimerSync(timer: TimerSync): void;
  onSelection(listener: (selection: SelectionBroadcast) => void): () => void;
  onPresence(listener: (presence: PresenceBroadcast) => void): () => void;
  onTimerSync(listener: (timer: TimerSyncMessage) => void): () => void;
  /** Another device's edit replaced a cell value this device may have set (`unseenOverwrite`). */
  onOverwrite(listener: (overwrite: UnseenOverwrite) => void): () => void;
  /** Any change of status or state, for `useSyncExternalStore`. */
  subscribe(listener: () => void): () => void;
  /** The product's disconnect: back to idle, and the queue is dropped. */
  close(): void;
}

/** The app's access token, refreshed first when it is about to expire. */
export async function currentAccessToken(): Promise<string | null> {
  if (!tokenStore.isExpiringSoon()) return tokenStore.getToken();
  return (await apiClient.refreshAccessToken()) ?? tokenStore.getToken();
}

/**
 * A `cell:update` carries the fields it sets as this device's grid shows them (`seen`), so that,
 * sent late from a queue, it is known to replace a value set meanwhile (protocol 4).
 */
function withSeen(op: SessionOp, shown: SessionState | null): SessionOp {
  if (op.type !== 'cell:update' || shown === null) return op;
  const { exerciseId, userId, value } = op.payload;
  const cell = getCell(shown, exerciseId, userId);
  if (!cell) return op;
  const fields = Object.keys(value) as (keyof CellValue)[];
  const seen = Object.fromEntries(fields.map((field) => [field, cell[field]])) as CellValue;
  return { ...op, payload: { ...op.payload, seen } };
}

export function createSessionSocket(options: SessionSocketOptions): SessionSocket {
  const { sessionId } = options;
  const getToken = options.getToken ?? currentAccessToken;

  const auth: HandshakeAuth = (callback) => {
    Promise.resolve()
      .then(getToken)
      .then(
        (token) => callback({ token: token ?? '', protocolVersion: SESSION_PROTOCOL_VERSION }),
        (error: unknown) => {
          logRealtimeFailure('could not read the access token', error);
          callback({ token: '', protocolVersion: SESSION_PROTOCOL_VERSION });
        },
      );
  };

  const reducer = options.reducer ?? sessionReducer;
  const queue = createSessionOpQueue<SessionOp>();
  const journal = options.journal === undefined ? createIndexedDbOpJournal() : options.journal;
  // Nothing is sent before the journal is read: ops kept from before a reload go out first.
  let restored = journal === null;
  let saving: Promise<void> = Promise.resolve();
  const selectionListeners = createListeners<SelectionBroadcast>();
  const presenceListeners = createListeners<PresenceBroadcast>();
  const timerListeners = createListeners<TimerSyncMessage>();
  const overwriteListeners = createListeners<UnseenOverwrite>();

  let silentDepth = 0;
  let shown: SessionState | null = null;
  let sending: string | null = null;
  let unsentTimer: TimerSync | null = null;
  let castScreen: SessionSocket['castScreen'] = null;
  let sendTimer: ReturnType<typeof setTimeout> | undefined;

  const connection = createRealtimeConnection({
    url: options.url,
    // Nothing from the server is applied before the reducer is here, and a reducer that cannot be
    // fetched (offline, its code not cached) is an unreachable server: told once, tried again.
    io: async (url, socketOptions) => {
      await options.connectWhen;
      await reducer.load();
      reducerArrived();
      return (options.io ?? openSocket)(url, socketOptions);
    },
    auth,
    onStatus: options.onStatus,
    onToast: options.onToast,
    unreachableMessage: realtimeMessages.offline,
    droppedMessage: realtimeMessages.disconnected,
    onConnect() {
      sending = null;
      feed.join();
    },
    onDisconnect() {
      sending = null;
      clearTimeout(sendTimer);
      feed.disconnected();
    },
    onClose() {
      clearTimeout(sendTimer);
      const dropped = queue.drain();
      // The journal keeps them: they are sent when this session is opened again.
      feed.update((sync) => dropped.reduce((s, op) => dropPending(s, op.id), sync));
    },
  });
  const { socket, notify } = connection;

  const feed = createSessionFeed({
    socket,
    sessionId,
    initial: options.initial ? createSessionSync(options.initial) : undefined,
    reducer: () => reducer.current,
    onChange: publishState,
    onApplied: (_seq, op, before) => {
      const overwrite = op && othersOverwrite(before, op);
      if (overwrite) overwriteListeners.emit(overwrite);
    },
    onJoined() {
      connection.outageOver();
      connection.setStatus('connected');
      sendNext();
      if (unsentTimer) sendTimerSync(unsentTimer);
    },
    onJoinFailed(reason) {
      logRealtimeFailure('session:join failed', reason);
      connection.setStatus('error');
      connection.retryLater(() => {
        if (socket.connected) feed.join();
      });
    },
  });
  shown = visibleState(feed.sync, reducer.current);

  /** Local ops made before the reducer was here show now, in the order they were made. */
  function reducerArrived() {
    const loaded = reducer.current;
    if (loaded === null || connection.closed) return;
    feed.update((sync) => settle(sync, loaded));
    publishState();
  }

  /**
   * An op from another device that replaced a value it never saw, judged on the state it was
   * applied to. This device's own ops are its sender's: they tell nothing here.
   */
  function othersOverwrite(before: SessionSync, op: SessionOp): UnseenOverwrite | null {
    const loaded = reducer.current;
    if (loaded === null || before.pending.some((p) => p.op.id === op.id)) return null;
    const { confirmed } = settle(before, loaded);
    return confirmed && unseenOverwrite(confirmed, op);
  }

  /** Writes the queue as it is now; writes are chained so the last one stored is the newest. */
  function persistQueue() {
    if (!journal || !restored) return;
    const ops = queue.toArray();
    saving = saving
      .then(() => journal.save(sessionId, ops))
      .catch((error: unknown) => logRealtimeFailure('could not keep the queued ops', error));
  }

  async function restoreQueue(from: OpJournal) {
    let kept: SessionOp[] = [];
    try {
      kept = await from.load(sessionId);
    } catch (error) {
      logRealtimeFailure('could not read the queued ops', error);
    }
    if (connection.closed) return;
    const made = queue.drain();
    const madeIds = new Set(made.map((op) => op.id));
    const earlier = kept.filter((op) => !madeIds.has(op.id));
    for (const op of [...earlier, ...made]) queue.push(op);
    feed.update((sync) => earlier.reduce((s, op) => addPending(s, op), sync));
    restored = true;
    persistQueue();
    sendNext();
  }
  if (journal) void restoreQueue(journal);

  function publishState() {
    const next = visibleState(feed.sync, reducer.current);
    if (next === shown) return;
    shown = next;
    if (next !== null) options.onState?.(next);
    notify();
  }

  /**
   * Sends the oldest queued op and waits for its ack before the next: the server applies ops in
   * the order it locks the session, not the order they arrive, so only one may be on its way.
   * An op leaves the queue when acknowledged; a drop mid-way leaves it queued for the next
   * connection, and a resend is safe because the server applies an op id once.
   */
  function sendNext() {
    if (connection.closed || !restored || !feed.joined || sending !== null) return;
    const op = queue.peek();
    if (!op) return;
    sending = op.id;
    const sentOn = connection.generation;
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('session:op', { sessionId, op })
      .then(
        (ack) => {
          if (sending !== op.id || sentOn !== connection.generation) return;
          sending = null;
          if (ack.ok) {
            queue.remove((queued) => queued.id === op.id);
            persistQueue();
            feed.update((sync) => acknowledge(sync, op.id, ack.seq));
          } else if (isRetryableError(ack.error)) {
            logRealtimeFailure('session:op failed, retrying', ack);
            clearTimeout(sendTimer);
            sendTimer = setTimeout(sendNext, connection.nextRetryDelay());
            return;
          } else {
            // Refused for good (invalid or not allowed): it will never be confirmed.
            logRealtimeFailure('session:op refused', ack);
            queue.remove((queued) => queued.id === op.id);
            persistQueue();
            feed.update((sync) => dropPending(sync, op.id));
            options.onOpRefused?.(op, ack);
          }
          sendNext();
        },
        (error: unknown) => {
          if (sending !== op.id || sentOn !== connection.generation) return;
          // Not answered in time on a live connection: send it again (its id makes that safe).
          logRealtimeFailure('session:op not acknowledged', error);
          sending = null;
          sendNext();
        },
      );
  }

  function sendOp<T extends SessionOpType>(
    type: T,
    payload: SessionOpPayload<T>,
  ): SessionOp | null {
    if (connection.closed) return null;
    const parsed = parseSessionOp({ id: randomUuid(), type, payload });
    const op = parsed && withSeen(parsed, shown);
    if (!op) {
      logRealtimeFailure(`invalid ${type} op not sent`, payload);
      return null;
    }
    if (silentDepth > 0) {
      feed.update((sync) => applyLocally(sync, op, reducer.current));
      return op;
    }
    const dropped = queue.push(op);
    persistQueue();
    feed.update((sync) => {
      const withOp = addPending(sync, op);
      return dropped ? dropPending(withOp, dropped.id) : withOp;
    });
    sendNext();
    return op;
  }

  function canRelay() {
    return !connection.closed && silentDepth === 0 && feed.joined;
  }

  /** Relays are fire and forget: a failure is logged, and told only for a selection. */
  function watchRelay(event: 'selection:set' | 'presence' | 'timer:sync', answer: Promise<Ack>) {
    answer
      .then((ack) => {
        if (!ack.ok) throw ack;
      })
      .catch((error: unknown) => {
        logRealtimeFailure(`${event} failed`, error);
        if (event === 'selection:set') options.onToast?.(realtimeMessages.selectionBroadcastFailed);
      });
  }

  function sendSelection(selection: SelectionInput) {
    if (!canRelay()) return;
    const payload = parseInboundEvent('selection:set', { ...selection, sessionId });
    if (!payload) {
      logRealtimeFailure('invalid selection not sent', selection);
      return;
    }
    watchRelay(
      'selection:set',
      socket.timeout(ACK_TIMEOUT_MS).emitWithAck('selection:set', payload),
    );
  }

  function sendPresence(presence: PresenceInput) {
    if (!canRelay()) return;
    const payload = parseInboundEvent('presence', { ...presence, sessionId });
    if (!payload) {
      logRealtimeFailure('invalid presence not sent', presence);
      return;
    }
    watchRelay('presence', socket.timeout(ACK_TIMEOUT_MS).emitWithAck('presence', payload));
  }

  function sendTimerSync(timer: TimerSync) {
    if (connection.closed || silentDepth > 0) return;
    if (!feed.joined) {
      unsentTimer = timer;
      return;
    }
    unsentTimer = null;
    const payload = parseInboundEvent('timer:sync', { ...timer, sessionId });
    if (!payload) {
      logRealtimeFailure('invalid timer sync not sent', timer);
      return;
    }
    watchRelay('timer:sync', socket.timeout(ACK_TIMEOUT_MS).emitWithAck('timer:sync', payload));
  }

  socket.on('session:op', (message: SequencedSessionOp) => feed.receive(message));
  socket.on('selection:set', (message) => {
    if (message?.sessionId === sessionId) selectionListeners.emit(message);
  });
  socket.on('presence', (message) => {
    if (message?.sessionId === sessionId) presenceListeners.emit(message);
  });
  socket.on('timer:sync', (message) => {
    if (message?.sessionId === sessionId) timerListeners.emit(message);
  });
  socket.on('cast:screen', (message) => {
    if (message?.sessionId !== sessionId) return;
    castScreen = { screenId: message.screenId, online: message.online };
    notify();
  });

  return {
    sessionId,
    get status() {
      return connection.status;
    },
    get offline() {
      return connection.offline;
    },
    get state() {
      return shown;
    },
    get seq() {
      return feed.sync.seq;
    },
    get queuedOps() {
      return queue.toArray();
    },
    get castScreen() {
      return castScreen;
    },
    sendOp,
    silently(block) {
      silentDepth += 1;
      try {
        return block();
      } finally {
        silentDepth -= 1;
      }
    },
    sendSelection,
    sendPresence,
    sendTimerSync,
    onSelection: selectionListeners.add,
    onPresence: presenceListeners.add,
    onTimerSync: timerListeners.add,
    onOverwrite: overwriteListeners.add,
    subscribe: connection.subscribe,
    close() {
      if (connection.closed) return;
      connection.close();
      selectionListeners.clear();
      presenceListeners.clear();
      timerListeners.clear();
      overwriteListeners.clear();
    },
  };
}
