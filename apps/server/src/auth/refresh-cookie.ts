import { REFRESH_TOKEN_COOKIE, REFRESH_TOKEN_HEADER } from '@levelup/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The refresh cookie is sent only to the token routes. */
const REFRESH_COOKIE_PATH = '/api/token';

export type RefreshCookiePolicy = {
  /** Origins whose pages may use the cookie: the app's own and the configured CORS origins. */
  allowedOrigins: string[];
  /** Secure cookies when the app is served over https. */
  secure: boolean;
};

export function refreshCookiePolicy(publicUrl: string, corsOrigins: string[]): RefreshCookiePolicy {
  const own = new URL(publicUrl);
  return {
    allowedOrigins: [own.origin, ...corsOrigins.map(originOf).filter((o) => o !== null)],
    secure: own.protocol === 'https:',
  };
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Clearing must name the same path and flags the cookie was set with, or the browser keeps it. */
function cookieOptions(reply: FastifyReply, policy: RefreshCookiePolicy) {
  return {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: policy.secure || reply.request.protocol === 'https',
  };
}

export function setRefreshCookie(
  reply: FastifyReply,
  policy: RefreshCookiePolicy,
  token: string,
  expiresAt: Date,
  now: Date,
) {
  reply.setCookie(REFRESH_TOKEN_COOKIE, token, {
    ...cookieOptions(reply, policy),
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearRefreshCookie(reply: FastifyReply, policy: RefreshCookiePolicy) {
  reply.clearCookie(REFRESH_TOKEN_COOKIE, cookieOptions(reply, policy));
}

function isJsonRequest(request: FastifyRequest) {
  const type = request.headers['content-type'];
  return (
    typeof type === 'string' && type.split(';')[0]?.trim().toLowerCase() === 'application/json'
  );
}

/**
 * A cookie rides along on any request to our origin, so it is honoured only where a cross-site
 * page cannot forge the call: a JSON POST (which needs a CORS preflight from another origin) whose
 * Origin, when sent, is our own or an allowed one.
 */
function cookieIsTrusted(request: FastifyRequest, policy: RefreshCookiePolicy) {
  if (request.method !== 'POST' || !isJsonRequest(request)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const requestOrigin = `${request.protocol}://${request.host}`;
  return origin === requestOrigin || policy.allowedOrigins.includes(origin);
}

export type RefreshTokenCarrier = 'body' | 'header' | 'cookie';

/** The presented refresh token: body `refreshToken` or X-Refresh-Token (native), else the cookie. */
export function presentedRefreshToken(
  request: FastifyRequest,
  bodyToken: string | undefined,
  policy: RefreshCookiePolicy,
): { token: string; carrier: RefreshTokenCarrier } | null {
  if (bodyToken) return { token: bodyToken, carrier: 'body' };
  const header = request.headers[REFRESH_TOKEN_HEADER];
  if (typeof header === 'string' && header.length > 0) return { token: header, carrier: 'header' };
  const cookie = request.cookies[REFRESH_TOKEN_COOKIE];
  if (cookie && cookieIsTrusted(request, policy)) return { token: cookie, carrier: 'cookie' };
  return null;
}
