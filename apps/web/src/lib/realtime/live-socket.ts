import type { ClientToServerEvents, ServerToClientEvents } from '@levelup/shared/session';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { createRetryDelay, logRealtimeFailure } from './failures';

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

type AnyListener = (...args: never[]) => void;
type TimedSocket = ReturnType<LiveSocket['timeout']>;

/**
 * A socket from a factory that may still be fetching it. Listeners added meanwhile are handed
 * over in order before it can connect, an emit waits for it (as the library buffers one made
 * while disconnected), and a product disconnect meanwhile means it never connects. A fetch that
 * fails (offline without the code cached) is told to `connect_error` listeners as an unreachable
 * server is, and tried again after the reconnection delays.
 */
export function deferSocket(open: () => RealtimeSocket | Promise<RealtimeSocket>): LiveSocket {
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
