import type { Role } from '@levelup/shared';
import { ACCESS_TOKEN_TTL_SECONDS, accessTokenClaimsSchema } from '@levelup/shared';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'levelup';
const AUDIENCE = 'levelup-api';

export type AuthUser = { id: string; role: Role };

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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
        });
        const claims = accessTokenClaimsSchema.safeParse(payload);
        return claims.success ? { id: claims.data.sub, role: claims.data.role } : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
