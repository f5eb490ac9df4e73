/**
 * Every user-facing message of the product, word for word from the spec (sections 5 and 8 of both
 * documents, plus the toasts of the trainer area). Templated messages are functions so callers
 * cannot misspell the fixed part. The server sends the `serverMessages` in its `{error, message}`
 * bodies, so the web app can show `message` as is.
 */

export * from './messages/all';
export * from './messages/auth-screen';
export * from './messages/cast';
export * from './messages/check-in';
export * from './messages/chunk';
export * from './messages/client';
export * from './messages/client-area';
export * from './messages/common';
export * from './messages/connect-screen';
export * from './messages/email-change';
export * from './messages/exercise';
export * from './messages/exercise-wizard';
export * from './messages/export';
export * from './messages/feedback';
export * from './messages/gym-tv';
export * from './messages/history';
export * from './messages/http';
export * from './messages/intake-wizard';
export * from './messages/live-coaching';
export * from './messages/live-session';
export * from './messages/login';
export * from './messages/manage-clients';
export * from './messages/manage-clients-extra';
export * from './messages/navigation';
export * from './messages/oauth';
export * from './messages/pairing';
export * from './messages/password-reset';
export * from './messages/qr-join';
export * from './messages/ready-screen';
export * from './messages/realtime';
export * from './messages/registration';
export * from './messages/resume-session';
export * from './messages/server';
export * from './messages/session';
export * from './messages/socket';
export * from './messages/step-wizard';
export * from './messages/trainer-home';
export * from './messages/validation';
export * from './messages/workout-builder';
export * from './messages/workout-builder-screen';
export * from './messages/workout-picker';
export * from './messages/workout-validation';
