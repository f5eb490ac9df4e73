import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { REFRESH_REUSE_LEEWAY_SECONDS, REFRESH_TOKEN_TTL_DAYS } from '@levelup/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { refreshTokens } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export type IssuedRefreshToken = { token: string; expiresAt: Date };

export type RotationResult =
  | { ok: true; userId: string; refreshToken: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

export type RefreshTokenStore = {
  /** Starts a new family at sign-in; the family expires REFRESH_TOKEN_TTL_DAYS from now. */
  issue(userId: string): Promise<IssuedRefreshToken>;
  /**
   * Spends `token` and returns its successor. A spent token presented again revokes its family,
   * unless it comes within the reuse leeway of its first use (concurrent tabs).
   */
  rotate(token: string): Promise<RotationResult>;
  /** Revokes the family of `token`, if it names one. */
  revokeFamily(token: string): Promise<void>;
  /** Revokes every family of the user (password reset). */
  revokeAllForUser(userId: string): Promise<void>;
};

/** Only the SHA-256 of a token is stored: a database dump yields no usable token. */
export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newOpaqueToken = () => randomBytes(32).toString('base64url');

export function createRefreshTokenStore(db: Database, now: () => Date): RefreshTokenStore {
  async function insert(userId: string, familyId: string, expiresAt: Date) {
    const token = newOpaqueToken();
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashOpaqueToken(token),
      expiresAt,
      createdAt: now(),
    });
    return { token, expiresAt };
  }

  async function revokeFamilyById(familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async function find(token: string) {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
    return row;
  }

  return {
    issue(userId) {
      return insert(
        userId,
        randomUUID(),
        new Date(now().getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
      );
    },

    async rotate(token) {
      const row = await find(token);
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revokedAt) return { ok: false, reason: 'revoked' };
      if (row.expiresAt.getTime() <= now().getTime()) return { ok: false, reason: 'expired' };
      // The successor keeps the family's expiry: rotation never extends a sign-in.
      const successor = async (): Promise<RotationResult> => ({
        ok: true,
        userId: row.userId,
        refreshToken: await insert(row.userId, row.familyId, row.expiresAt),
      });
      const replayed = async (usedAt: Date): Promise<RotationResult> => {
        if (now().getTime() - usedAt.getTime() <= REFRESH_REUSE_LEEWAY_SECONDS * 1000) {
          return successor();
        }
        await revokeFamilyById(row.familyId);
        return { ok: false, reason: 'reused' };
      };
      if (row.usedAt) return replayed(row.usedAt);
      // The conditional update makes spending atomic: of two concurrent uses only one spends the
      // token; the other is a replay a moment after that use.
      const spent = await db
        .update(refreshTokens)
        .set({ usedAt: now() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (spent.length === 0) return replayed(now());
      return successor();
    },

    async revokeFamily(token) {
      const row = await find(token);
      if (row) await revokeFamilyById(row.familyId);
    },

    async revokeAllForUser(userId) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}
