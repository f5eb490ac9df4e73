/*
 * What other features may use of live sessions: the store and service the realtime plugin wires,
 * the ports other features are given (ports.ts), the server's own actor for ops it makes, and the
 * codes handed out for pairing.
 */
export type { LiveCheckIns, LiveSessionOps } from './ports';
export { newScreenId } from './random-code';
export { SERVER_ACTOR } from './sequenced-op';
export { createSessionService, SESSION_IDLE_END_MS, type SessionService } from './session-service';
export { createSessionStore, type SessionStore, type SessionStoreOptions } from './session-store';
