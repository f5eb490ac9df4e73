/**
 * Every user-facing message of the product, word for word from the spec (sections 5 and 8 of both
 * documents, plus the toasts of the trainer area). Templated messages are functions so callers
 * cannot misspell the fixed part. The server sends the `serverMessages` in its `{error, message}`
 * bodies, so the web app can show `message` as is.
 */

export * from './messages/all';
export * from './messages/challenges';
export * from './messages/check-in';
export * from './messages/connect-screen';
export * from './messages/email-change';
export * from './messages/gym-settings';
export * from './messages/http';
export * from './messages/import';
export * from './messages/live-session';
export * from './messages/loads';
export * from './messages/login';
export * from './messages/own-training';
export * from './messages/pairing';
export * from './messages/password-reset';
export * from './messages/qr-join';
export * from './messages/registration';
export * from './messages/server';
export * from './messages/session';
export * from './messages/socket';
export * from './messages/teams';
export * from './messages/validation';
export * from './messages/workout-builder';
export * from './messages/workout-validation';
