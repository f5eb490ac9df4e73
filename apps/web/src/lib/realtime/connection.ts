import { SOCKET_RECONNECTION } from '@levelup/shared';
import type { ClientToServerEvents, ServerToClientEvents } from '@levelup/shared/session';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { backendOrigin } from '../api-client';

/** Realtime connection statuses (spec 2, section 4); a socket starts at connecting. */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'error';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type RealtimeSocketOptions = Partial<ManagerOptions & SocketOptions>;

/** Opens a socket, at once or once its library is fetched; tests pass their own. */
export type SocketFactory = (
  url: string | undefined,
  options: RealtimeSocketOptions,
) => RealtimeSocket | Promise<RealtimeSocket>;

/**
 * What the realtime code uses of a socket. It is there from the start, while the socket itself
 * may still be on its way (see `deferSocket`).
 */
export interface LiveSocket {
  readonly connected: boolean;
  /** Connected, or trying to (also while the socket library is fetched). */
  readonly active: boolean;
  /** Adds a listener; it does not return the socket, so calls are not chained. */
  on: RealtimeSocket['on'];
  timeout(ms: number): Pick<ReturnType<RealtimeSocket['timeout']>, 'emitWithAck'>;
  connect(): void;
  disconnect(): void;
}
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

const socketLibrary = () => import('socket.io-client');

/**
 * Starts fetching the socket library for a screen that connects soon, in parallel with what it
 * fetches first (a live screen's state); a failure is left to the connection to tell.
 */
export function prefetchSocketLibrary(): void {
  socketLibrary().catch(() => undefined);
}

/**
 * The socket library (a third of a live screen's code) is not part of the first load: it is
 * fetched when the first connection is made, while the screen shows the state it has over HTTP.
 */
export const openSocket = async (
  url: string | undefined,
  options: RealtimeSocketOptions,
): Promise<RealtimeSocket> => {
  const { io } = await socketLibrary();
  return url === undefined ? io(options) : io(url, options);
};

/**
 * Delays for retries the socket library does not make itself (a connection the server refused,
 * a join that failed): the same 500 ms doubling up to 5000 ms as reconnection.
 */
function createRetryDelay(): { next(): number; reset(): void } {
  let attempt = 0;
  return {
    next() {
      const delay = Math.min(
        SOCKET_RECONNECTION.delayMs * 2 ** attempt,
        SOCKET_RECONNECTION.delayMaxMs,
      );
      attempt = Math.min(attempt + 1, 16);
      return delay;
    },
    reset() {
      attempt = 0;
    },
  };
}

/** The error code of a failed acknowledgement, or of a handshake the server refused. */
export function errorCodeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if ('error' in value && typeof value.error === 'string') return value.error;
  if ('data' in value) return errorCodeOf(value.data);
  return undefined;
}

/** Errors worth retrying: the server failed, not the request. */
export function isRetryableError(code: string | undefined): boolean {
  return code === undefined || code === 'INTERNAL';
}

/** Logs a realtime failure the spec says is only logged (section 8, silent failures). */
export function logRealtimeFailure(what: string, detail?: unknown): void {
  console.warn(`[realtime] ${what}`, detail ?? '');
}

/** A set of listeners for one kind of event, each returning its own unsubscribe. */
export function createListeners<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    add(listener: (value: T) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(value: T) {
      for (const listener of listeners) {
        try {
          listener(value);
        } catch (error) {
          logRealtimeFailure('a listener failed', error);
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}

type AnyListener = (...args: never[]) => void;
type TimedSocket = ReturnType<LiveSocket['timeout']>;

/**
 * A socket from a factory that may still be fetching it. Listeners added meanwhile are handed
 * over in order before it can connect, an emit waits for it (as the library buffers one made
 * while disconnected), and a product disconnect meanwhile means it never connects. A fetch that
 * fails (offline without the code cached) is told to `connect_error` listeners as an unreachable
 * server is, and tried again after the reconnection delays.
 */
function deferSocket(open: () => RealtimeSocket | Promise<RealtimeSocket>): LiveSocket {
  let socket: RealtimeSocket | null = null;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const early: Array<[string, AnyListener]> = [];
  const retryDelay = createRetryDelay();
  let opened: (socket: RealtimeSocket) => void = () => {};
  const ready = new Promise<RealtimeSocket>((resolve) => {
    opened = resolve;
  });

  function adopt(fresh: RealtimeSocket) {
    if (closed) {
      fresh.disconnect();
      return;
    }
    // Added before the socket can have received anything: it connects asynchronously.
    const add = fresh.on as (event: string, listener: AnyListener) => unknown;
    for (const [event, listener] of early.splice(0)) add.call(fresh, event, listener);
    socket = fresh;
    opened(fresh);
  }

  function failed(error: unknown) {
    if (closed) return;
    logRealtimeFailure('could not load the socket library', error);
    const reason = error instanceof Error ? error : new Error(String(error));
    for (const [event, listener] of early) {
      if (event === 'connect_error') (listener as (error: Error) => void)(reason);
    }
    retryTimer = setTimeout(attempt, retryDelay.next());
  }

  function attempt() {
    let fresh: RealtimeSocket | Promise<RealtimeSocket>;
    try {
      fresh = open();
    } catch (error) {
      failed(error);
      return;
    }
    if (fresh instanceof Promise) fresh.then(adopt, failed);
    else adopt(fresh);
  }

  const live: LiveSocket = {
    get connected() {
      return socket?.connected ?? false;
    },
    get active() {
      return socket ? socket.active : !closed;
    },
    on: ((event: string, listener: AnyListener) => {
      if (socket) (socket.on as (event: string, listener: AnyListener) => unknown)(event, listener);
      else early.push([event, listener]);
    }) as unknown as RealtimeSocket['on'],
    timeout(ms) {
      if (socket) return socket.timeout(ms);
      const emitWithAck = async (...args: unknown[]) => {
        const timed = (await ready).timeout(ms);
        return Reflect.apply(timed.emitWithAck, timed, args);
      };
      return { emitWithAck } as unknown as TimedSocket;
    },
    connect() {
      // Before the socket exists there is nothing to do: it connects as soon as it is made.
      socket?.connect();
    },
    disconnect() {
      if (socket) {
        socket.disconnect();
        return;
      }
      closed = true;
      clearTimeout(retryTimer);
    },
  };
  attempt();
  return live;
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
