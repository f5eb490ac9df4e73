import { localized } from '../i18n/catalog';
import { emailChangeMessages } from './email-change';
import { httpMessages } from './http';

/** Messages the server puts in `{error, message}` bodies (clear English, no internals). */
const serverMessagesEnglish = {
  unauthorized: httpMessages.unauthorized,
  forbidden: httpMessages.forbidden,
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  notFound: 'The requested resource was not found.',
  emailTaken: 'An account with this email already exists.',
  malformedJson: 'The request body is not valid JSON.',
  validationFailed: 'Some fields are missing or invalid.',
  internal: 'Something went wrong on our side. Please try again.',
  invalidCredentials: 'Invalid credentials. Please check your email and password.',
  invalidSecret: 'That reset code is incorrect or has expired.',
  passwordResetRequested: 'If an account exists for this email, a reset code is on its way.',
  invalidRefreshToken: 'Your session has expired. Please log in again.',
  invalidExchangeCode: 'OAuth exchange failed',
  oauthDisabled: 'Sign in with Google is not enabled.',
  invalidRedirect: 'This return address is not allowed.',
  lifestyleLogExists: 'A check-in for this day already exists.',
  feedbackAlreadyGiven: 'Feedback for this session was already submitted.',
  feedbackNotPending: 'There is no pending feedback for this session.',
  sessionNotFound: 'Session not found. Check the code and try again.',
  sessionFinished: 'This session has already finished.',
  screenNotFound: 'Screen not found. Check the screen ID.',
  screenInUse: 'This screen is showing another live session. Disconnect it there first.',
  exerciseNameTaken: 'An exercise with this name already exists.',
  clientOwnsEmail:
    'This client has signed in with this email, so only they can change it, from their profile.',
  wrongPassword: 'That password is incorrect.',
  emailChangeNeedsPassword:
    'Your account signs in with Google only. Set a password with "Forgot password" first, then change your email here.',
  sameEmail: emailChangeMessages.sameEmail,
  invalidEmailChangeLink: 'This confirmation link is incorrect, already used or has expired.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be a UUID.',
  idempotencyKeyReused: 'This request id was already used for a different request.',
  idempotentRequestInProgress: 'This request is still being processed. Please try again shortly.',
} as const;
export type ServerMessages = typeof serverMessagesEnglish;
export const serverMessages = localized(serverMessagesEnglish, {
  es: () => import('./es/server').then((m) => m.serverMessagesEs),
});
