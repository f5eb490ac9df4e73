import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants';
import { loginMessages } from '../messages';
import { roleSchema } from '../roles';
import { text } from './text';
import { userSchema } from './user';

const TOKEN_MAX_LENGTH = 4096;

/**
 * POST /api/token/auth body. Only presence is checked: a wrong format fails like a wrong password,
 * with one message whatever the cause (no account enumeration).
 */
export const loginCredentialsSchema = z.strictObject({
  email: text({ error: loginMessages.missingFields }).check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, loginMessages.missingFields),
    z.maxLength(EMAIL_MAX_LENGTH, loginMessages.invalidCredentials),
  ),
  password: text({ error: loginMessages.missingFields }).check(
    z.minLength(1, loginMessages.missingFields),
    z.maxLength(PASSWORD_MAX_LENGTH, loginMessages.invalidCredentials),
  ),
});
export type LoginCredentials = z.infer<typeof loginCredentialsSchema>;

/** Answer of login, registration and the OAuth code exchange. */
export const tokenPairResponseSchema = z.object({
  token: text(),
  refreshToken: text(),
  user: userSchema,
});
export type TokenPairResponse = z.infer<typeof tokenPairResponseSchema>;

/**
 * Answer of POST /api/token/refresh: a new pair (refresh tokens are single use) and the user it
 * signs in, so a page restoring its session needs no GET /api/me after it.
 */
export const refreshResponseSchema = z.object({
  token: text(),
  refreshToken: text(),
  user: userSchema,
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** The refresh token travels in the body, the X-Refresh-Token header or the cookie. */
export const refreshBodySchema = z.strictObject({
  refreshToken: z.optional(text().check(z.minLength(1), z.maxLength(TOKEN_MAX_LENGTH))),
});

export const REFRESH_TOKEN_HEADER = 'x-refresh-token';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';

/** POST /api/token/invalidate body (same carriers as refresh). */
export const invalidateBodySchema = refreshBodySchema;

/** POST /api/token/exchange body: the one-time code from the OAuth redirect. */
export const exchangeBodySchema = z.strictObject({
  code: text().check(z.trim(), z.minLength(1), z.maxLength(512)),
});

/** GET /oauth/google query: where to send the browser once signed in (checked against the origins). */
export const oauthStartQuerySchema = z.object({
  redirect: z.optional(text().check(z.maxLength(2048))),
});

/** GET /api/config: what the signed-out screens need to know. */
export const publicConfigSchema = z.object({
  googleEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Claims of the access token (JWT). */
export const accessTokenClaimsSchema = z.object({
  sub: text().check(z.minLength(1)),
  role: roleSchema,
});
