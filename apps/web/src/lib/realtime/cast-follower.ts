/*
 * What a cast screen needs to follow a session, a chunk of its own: a TV waiting to be paired
 * loads none of the session's schemas and reducers, and fetches them when it is paired.
 */
export { createSessionFeed } from './feed';
export * as reducer from './session-reducer';
export { visibleState } from './sync';
