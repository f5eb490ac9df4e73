/*
 * The session reducer, a chunk of its own: the live screen paints its first state without it and
 * fetches it meanwhile (`sessionReducer` in session-socket.ts); the TV imports it directly.
 */
export { applyOp, createSessionState } from '@levelup/shared/session';
