import { SOCKET_RECONNECTION } from '@levelup/shared';
import type { ClientToServerEvents, ServerToClientEvents } from '@levelup/shared/session';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/** Realtime connection statuses (spec 2, section 4); a socket starts at connecting. */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'error';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type RealtimeSocketOptions = Partial<ManagerOptions & SocketOptions>;

/** Opens a socket; tests pass their own to keep a handle on it. */
export type SocketFactory = (
  url: string | undefined,
  options: RealtimeSocketOptions,
) => RealtimeSocket;

/** How long an emitted event waits for the server's acknowledgement. */
export const ACK_TIMEOUT_MS = SOCKET_RECONNECTION.timeoutMs;

/** Handshake `auth`, read again before every connection attempt. */
export type HandshakeAuth = (callback: (auth: Record<string, unknown>) => void) => void;

/** The spec's connection settings: polling then websocket, unlimited retries 500-5000 ms, 10 s. */
export function realtimeSocketOptions(auth: HandshakeAuth): RealtimeSocketOptions {
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

/** The backend's origin: `VITE_API_URL` when set, else the page's own origin (the server serves the app). */
export function defaultRealtimeUrl(): string | undefined {
  const configured = import.meta.env.VITE_API_URL;
  return configured ? configured.replace(/\/+$/, '') : undefined;
}

export const openSocket: SocketFactory = (url, options) =>
  url === undefined ? io(options) : io(url, options);

/**
 * Delays for retries the socket library does not make itself (a connection the server refused,
 * a join that failed): the same 500 ms doubling up to 5000 ms as reconnection.
 */
export function createRetryDelay(): { next(): number; reset(): void } {
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
