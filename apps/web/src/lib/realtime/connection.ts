import { SOCKET_RECONNECTION } from '@levelup/shared';
import { backendOrigin } from '../api-client';
import { createRetryDelay, errorCodeOf, logRealtimeFailure } from './failures';
import { createListeners } from './listeners';
import {
  deferSocket,
  type LiveSocket,
  openSocket,
  type RealtimeSocketOptions,
  type SocketFactory,
} from './live-socket';

export { errorCodeOf, isRetryableError, logRealtimeFailure } from './failures';
export { createListeners } from './listeners';
export {
  type LiveSocket,
  openSocket,
  prefetchSocketLibrary,
  type RealtimeSocket,
  type RealtimeSocketOptions,
  type SocketFactory,
} from './live-socket';

/** Realtime connection statuses (spec 2, section 4); a socket starts at connecting. */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'error';

/** How long an emitted event waits for the server's acknowledgement. */
export const ACK_TIMEOUT_MS = SOCKET_RECONNECTION.timeoutMs;

/** Handshake `auth`, read again before every connection attempt. */
export type HandshakeAuth = (callback: (auth: Record<string, unknown>) => void) => void;

/** The spec's connection settings: polling then websocket, unlimited retries 500-5000 ms, 10 s. */
function realtimeSocketOptions(auth: HandshakeAuth): RealtimeSocketOptions {
  return {
    transports: ['polling', 'websocket'],
    reconnection: true,
    reconnectionAttempts: SOCKET_RECONNECTION.attempts,
    reconnectionDelay: SOCKET_RECONNECTION.delayMs,
    reconnectionDelayMax: SOCKET_RECONNECTION.delayMaxMs,
    timeout: SOCKET_RECONNECTION.timeoutMs,
    // Each handle owns its connection: closing one must not cut another sharing the address.
    forceNew: true,
    auth,
  };
}

export interface RealtimeConnectionOptions {
  /** The backend's address; the page's own origin when not given. */
  url?: string;
  io?: SocketFactory;
  auth: HandshakeAuth;
  onStatus?: (status: RealtimeStatus) => void;
  onToast?: (message: string) => void;
  /** Told once per outage when the server cannot be reached or refuses the connection. */
  unreachableMessage: string;
  /** Told once per outage when a live connection drops; nothing is told when not given. */
  droppedMessage?: string;
  /** A connection is up, the first or a later one: join what the owner follows. */
  onConnect(): void;
  /** The connection is gone, also when `close` ended it: answers on their way are stale. */
  onDisconnect(): void;
  /** The product's disconnect is under way: drop what the owner keeps for the next connection. */
  onClose(): void;
}

/**
 * What a session device and a cast screen share of a live connection: the socket with the spec's
 * settings, its status, one toast per outage, and the retries the socket library does not make.
 */
export interface RealtimeConnection {
  readonly socket: LiveSocket;
  readonly status: RealtimeStatus;
  /**
   * An outage is under way: the server could not be reached, refused, or dropped the connection,
   * and nothing has been joined since. The first connection attempt of a screen is not one.
   */
  readonly offline: boolean;
  readonly closed: boolean;
  /** Bumped on every connect and disconnect; an answer from an older connection is stale. */
  readonly generation: number;
  setStatus(next: RealtimeStatus): void;
  /** Tells the owner's subscribers that something they read changed. */
  notify(): void;
  subscribe(listener: () => void): () => void;
  /** Tells `message`, unless this outage was told already. */
  toastOutage(message: string): void;
  /** Joined again: the outage is over, and the retry delays and the outage toast start over. */
  outageOver(): void;
  /** Runs `retry` after the next retry delay unless closed by then; replaces a waiting retry. */
  retryLater(retry: () => void): void;
  nextRetryDelay(): number;
  /** The product's disconnect: back to idle. */
  close(): void;
}

export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const socket = deferSocket(() =>
    (options.io ?? openSocket)(
      // The page's own origin when `VITE_API_URL` is not set (the server serves the app).
      options.url ?? (backendOrigin || undefined),
      realtimeSocketOptions(options.auth),
    ),
  );
  const changeListeners = createListeners<void>();
  const retryDelay = createRetryDelay();

  let status: RealtimeStatus = 'connecting';
  let offline = false;
  let closed = false;
  let generation = 0;
  // One toast per outage: set when the first failure is told, cleared once joined again.
  let outageTold = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function notify() {
    changeListeners.emit();
  }

  function setStatus(next: RealtimeStatus) {
    if (next === 'error') offline = true;
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
    notify();
  }

  function wentOffline() {
    if (offline) return;
    offline = true;
    notify();
  }

  function toastOutage(message: string) {
    if (outageTold) return;
    outageTold = true;
    options.onToast?.(message);
  }

  function retryLater(retry: () => void) {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!closed) retry();
    }, retryDelay.next());
  }

  function reconnectLater() {
    retryLater(() => {
      if (!socket.connected && !socket.active) socket.connect();
    });
  }

  socket.on('connect', () => {
    generation += 1;
    clearTimeout(retryTimer);
    setStatus('connecting');
    options.onConnect();
  });

  socket.on('connect_error', (error) => {
    if (closed) return;
    wentOffline();
    toastOutage(options.unreachableMessage);
    if (socket.active) {
      setStatus('connecting');
      return;
    }
    // Refused by the server (an expired token, an unknown screen, another protocol version): the
    // socket library does not retry that itself; the next attempt reads the handshake afresh.
    logRealtimeFailure('connection refused', errorCodeOf(error) ?? error.message);
    setStatus('error');
    reconnectLater();
  });

  socket.on('disconnect', (reason) => {
    generation += 1;
    options.onDisconnect();
    if (closed) return;
    wentOffline();
    setStatus('connecting');
    if (options.droppedMessage) toastOutage(options.droppedMessage);
    if (reason === 'io server disconnect') reconnectLater();
  });

  return {
    socket,
    get status() {
      return status;
    },
    get offline() {
      return offline;
    },
    get closed() {
      return closed;
    },
    get generation() {
      return generation;
    },
    setStatus,
    notify,
    subscribe: (listener) => changeListeners.add(listener),
    toastOutage,
    outageOver() {
      retryDelay.reset();
      outageTold = false;
      if (!offline) return;
      offline = false;
      notify();
    },
    retryLater,
    nextRetryDelay: () => retryDelay.next(),
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(retryTimer);
      options.onClose();
      socket.disconnect();
      setStatus('idle');
    },
  };
}
