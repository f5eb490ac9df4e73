import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RefreshCookiePolicy } from './refresh-cookie';

export const DEVICE_COOKIE = 'levelup_device';
/** Sent only with sign-in: it changes nothing but how that browser's attempts are throttled. */
const DEVICE_COOKIE_PATH = '/api/token/auth';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export type DeviceCookies = {
  /** Marks the browser of `reply` as one that signed in to `userId`. */
  issue(reply: FastifyReply, userId: string): void;
  /** The device's id when the request carries a valid device cookie for `userId`, else null. */
  trustedDevice(request: FastifyRequest, userId: string): string | null;
};

/**
 * OWASP's device cookies against malicious lockout: a browser that signed in to an account gets a
 * cookie naming the account and a random device id, signed with a key derived from the server's
 * secret. Its sign-ins to that account are then throttled by its own failures only, so failures
 * from elsewhere cannot keep the owner out. One cookie per browser, for the account it last
 * signed in to.
 */
export function createDeviceCookies(
  serverSecret: string,
  policy: RefreshCookiePolicy,
): DeviceCookies {
  const key = createHmac('sha256', serverSecret).update('device-cookie').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    issue(reply, userId) {
      const payload = `${userId}.${randomBytes(16).toString('base64url')}`;
      reply.setCookie(DEVICE_COOKIE, `${payload}.${sign(payload)}`, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: policy.secure || reply.request.protocol === 'https',
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
    },
    trustedDevice(request, userId) {
      const [cookieUser, deviceId, signature, ...rest] = (
        request.cookies[DEVICE_COOKIE] ?? ''
      ).split('.');
      if (!cookieUser || !deviceId || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(`${cookieUser}.${deviceId}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return cookieUser === userId ? deviceId : null;
    },
  };
}
