import { SOCKET_RECONNECTION } from '@levelup/shared';

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
