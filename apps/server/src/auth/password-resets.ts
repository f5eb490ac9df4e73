import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  passwordResetMessages,
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_TRIES,
  RESET_CODE_TTL_MINUTES,
} from '@levelup/shared';
import { DEFAULT_LOCALE, inLocale, type Locale } from '@levelup/shared/i18n';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { passwordResets } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import type { UserAccounts } from '../users';
import { hashPassword } from './passwords';
import type { RefreshTokenStore } from './refresh-tokens';

export type PasswordResets = {
  /**
   * Replaces any earlier code of the account; answers the mail to send, in the language of the
   * request that asked for it, or null for no account.
   */
  request(email: string, locale?: Locale): Promise<MailMessage | null>;
  /** Sets the new password and signs the account out everywhere; false for a bad code. */
  complete(email: string, secret: string, newPassword: string): Promise<boolean>;
};

/** A uniformly random code of RESET_CODE_LENGTH digits, leading zeros kept. */
export function newResetCode() {
  return String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
}

/**
 * Six digits are guessed offline in a moment from a plain hash, so the stored value is an HMAC
 * under a pepper that lives outside the database (derived from the server's signing secret).
 */
export function resetCodeHasher(serverSecret: string) {
  const pepper = createHmac('sha256', serverSecret).update('password-reset-code').digest();
  return (userId: string, code: string) =>
    createHmac('sha256', pepper).update(`${userId}:${code}`).digest('hex');
}

export function createPasswordResets(deps: {
  db: Database;
  accounts: UserAccounts;
  refreshTokens: RefreshTokenStore;
  serverSecret: string;
  now: () => Date;
}): PasswordResets {
  const { db, accounts, now } = deps;
  const hashCode = resetCodeHasher(deps.serverSecret);

  return {
    async request(email, locale = DEFAULT_LOCALE) {
      const user = await accounts.findByEmail(email);
      if (!user) return null;
      const code = newResetCode();
      const issuedAt = now();
      await db.transaction(async (tx) => {
        await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
        await tx.insert(passwordResets).values({
          userId: user.id,
          codeHash: hashCode(user.id, code),
          expiresAt: new Date(issuedAt.getTime() + RESET_CODE_TTL_MINUTES * 60_000),
          createdAt: issuedAt,
        });
      });
      const m = inLocale(passwordResetMessages, locale);
      return {
        to: user.email,
        subject: m.emailSubject,
        text: m.emailBody(code, RESET_CODE_TTL_MINUTES),
      };
    },

    async complete(email, secret, newPassword) {
      const user = await accounts.findByEmail(email);
      if (!user) return false;
      const [reset] = await db
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
        .orderBy(desc(passwordResets.createdAt))
        .limit(1);
      if (!reset || reset.expiresAt.getTime() <= now().getTime()) return false;

      // Every try is counted before the comparison, atomically, so parallel guesses cannot
      // exceed the allowance.
      const counted = await db
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(
          and(eq(passwordResets.id, reset.id), lt(passwordResets.attempts, RESET_CODE_MAX_TRIES)),
        )
        .returning({ id: passwordResets.id });
      if (counted.length === 0) return false;

      const expected = Buffer.from(reset.codeHash, 'hex');
      const presented = Buffer.from(hashCode(user.id, secret.trim()), 'hex');
      if (!timingSafeEqual(expected, presented)) return false;

      const spent = await db
        .update(passwordResets)
        .set({ usedAt: now() })
        .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (spent.length === 0) return false;

      await accounts.setPasswordHash(user.id, await hashPassword(newPassword));
      await deps.refreshTokens.revokeAllForUser(user.id);
      return true;
    },
  };
}
