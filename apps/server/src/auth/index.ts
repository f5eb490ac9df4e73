/*
 * What other features may use of sign-in: the signed-in user, access tokens, the guess limits and
 * the password and opaque-token hashing. app.ts registers the plugins from their own files.
 */
export { type AccessTokens, type AuthUser, createAccessTokens } from './access-token';
export type { AccountServices } from './account-services';
export { currentUser } from './authenticate';
export { createGuessLimit } from './guess-limit';
export { hashPassword } from './passwords';
export { type LimiterStore, type RateLimits, refuseIfLimited } from './rate-limiter';
export { hashOpaqueToken, newOpaqueToken } from './refresh-tokens';
export type { SignIns } from './sign-ins';
