/*
 * What other features may use of live sessions: the store and service the realtime plugin wires,
 * the ports other features are given (ports.ts), the server's own actor for ops it makes, the
 * codes handed out for pairing, and the session rows and logs a client's self-logged training
 * is kept in (own-training/).
 */
export { createEngineMetrics, type EngineFigures, type EngineMetrics } from './engine-metrics';
export type { LiveCheckIns, LiveSessionOps } from './ports';
export { newScreenId } from './random-code';
export { existingExerciseIds } from './roster-records';
export { SERVER_ACTOR } from './sequenced-op';
export { logSets } from './session-logs-repository';
export {
  insertSelfLoggedSession,
  insertSelfLoggedSessions,
  selfLoggedTraining,
} from './session-repository';
export { createSessionService, SESSION_IDLE_END_MS, type SessionService } from './session-service';
export { createSessionStore, type SessionStore, type SessionStoreOptions } from './session-store';
