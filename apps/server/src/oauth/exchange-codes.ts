import { OAUTH_EXCHANGE_CODE_TTL_SECONDS } from '@levelup/shared';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { hashOpaqueToken, newOpaqueToken } from '../auth';
import type { Database } from '../db/connect';
import { oauthCodes } from '../db/schema';

export type ExchangeCodes = {
  /** A one-time code for `userId`, valid OAUTH_EXCHANGE_CODE_TTL_SECONDS; only its hash is kept. */
  issue(userId: string): Promise<string>;
  /** The code's user, spending the code; null when unknown, spent or expired. */
  redeem(code: string): Promise<string | null>;
};

export function createExchangeCodes(db: Database, now: () => Date): ExchangeCodes {
  return {
    async issue(userId) {
      const issuedAt = now();
      // Spent and expired codes are worthless; dropping them here keeps the table small.
      await db.delete(oauthCodes).where(lt(oauthCodes.expiresAt, issuedAt));
      const code = newOpaqueToken();
      await db.insert(oauthCodes).values({
        codeHash: hashOpaqueToken(code),
        userId,
        expiresAt: new Date(issuedAt.getTime() + OAUTH_EXCHANGE_CODE_TTL_SECONDS * 1000),
        createdAt: issuedAt,
      });
      return code;
    },
    async redeem(code) {
      const at = now();
      const [spent] = await db
        .update(oauthCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(oauthCodes.codeHash, hashOpaqueToken(code)),
            isNull(oauthCodes.usedAt),
            gt(oauthCodes.expiresAt, at),
          ),
        )
        .returning({ userId: oauthCodes.userId });
      return spent?.userId ?? null;
    },
  };
}
