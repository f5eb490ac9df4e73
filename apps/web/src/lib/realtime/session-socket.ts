import { translateText } from '@levelup/shared/i18n';
import {
  type PresenceBroadcast,
  parseSessionOp,
  type SelectionBroadcast,
  type SequencedSessionOp,
  type SessionOp,
  type SessionOpType,
  type SessionState,
  type UnseenOverwrite,
  unseenOverwrite,
} from '@levelup/shared/session';
import type { TimerSync } from '@levelup/shared/timer';
import { realtimeMessages } from '@/messages';
import { type LazyModule, lazyModule } from '../lazy-module';
import { randomUuid } from '../random-uuid';
import {
  ACK_TIMEOUT_MS,
  createListeners,
  createRealtimeConnection,
  isRetryableError,
  logRealtimeFailure,
  openSocket,
} from './connection';
import { createSessionFeed } from './feed';
import { createSessionOpQueue } from './offline-queue';
import { createIndexedDbOpJournal, type OpJournal } from './op-journal';
import { withSeen } from './seen-values';
import { currentAccessToken, sessionHandshakeAuth } from './session-handshake';
import { createSessionRelays } from './session-relays';
import type {
  SessionOpPayload,
  SessionSocket,
  SessionSocketOptions,
  TimerSyncMessage,
} from './session-socket-types';
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

export { currentAccessToken } from './session-handshake';
export type {
  PresenceInput,
  SelectionInput,
  SessionOpPayload,
  SessionSocket,
  SessionSocketOptions,
  TimerSyncMessage,
} from './session-socket-types';

/**
 * The session reducer is not part of the live screen's first load: its first state paints
 * without it. The screen fetches it after that first paint; a session socket waits for it before
 * it connects.
 */
export const sessionReducer: LazyModule<SessionReducer> = lazyModule(
  () => import('./session-reducer'),
);

export function createSessionSocket(options: SessionSocketOptions): SessionSocket {
  const { sessionId } = options;

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
    auth: sessionHandshakeAuth(options.getToken ?? currentAccessToken),
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
  const relays = createSessionRelays({
    socket,
    sessionId,
    canRelay,
    onToast: options.onToast,
  });

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
            // The server words its refusals in English (its catalog's text): shown in the page's.
            options.onOpRefused?.(op, { ...ack, message: translateText(ack.message) });
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

  function sendTimerSync(timer: TimerSync) {
    if (connection.closed || silentDepth > 0) return;
    if (!feed.joined) {
      unsentTimer = timer;
      return;
    }
    unsentTimer = null;
    relays.sendTimerSync(timer);
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
    sendSelection: relays.sendSelection,
    sendPresence: relays.sendPresence,
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
