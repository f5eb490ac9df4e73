import type { Role } from '@levelup/shared';
import { ACCESS_TOKEN_TTL_SECONDS, accessTokenClaimsSchema } from '@levelup/shared';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'levelup';
const AUDIENCE = 'levelup-api';

export type AuthUser = { id: string; role: Role };

/** Verified tokens remembered at most (a few per signed-in device). */
const VERIFIED_TOKENS_KEPT = 10_000;

export type AccessTokens = {
  sign(user: AuthUser): Promise<string>;
  /** Resolves the token's user, or null for a bad, expired or tampered token. */
  verify(token: string): Promise<AuthUser | null>;
};

/**
 * Short-lived HS256 access tokens. Only HS256 is accepted, which rejects `alg: none` and any
 * algorithm-confusion attempt.
 */
export function createAccessTokens(
  secret: string,
  now: () => Date = () => new Date(),
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  /**
   * Tokens already verified, with their expiry: a device sends the same token with every request
   * for its 300 s, and checking the signature again would tell nothing new. Expiry is checked on
   * every use, as jose checks it (valid while the current second is before `exp`).
   */
  const verified = new Map<string, { user: AuthUser; exp: number }>();
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  return {
    async sign(user) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ role: user.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      const hit = verified.get(token);
      if (hit && nowSeconds() < hit.exp) return hit.user;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
        });
        const claims = accessTokenClaimsSchema.safeParse(payload);
        if (!claims.success) return null;
        const user: AuthUser = { id: claims.data.sub, role: claims.data.role };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
          verified.set(token, { user, exp: payload.exp });
        }
        return user;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
