import { createHash, randomBytes } from 'node:crypto';
import {
  EMAIL_CHANGE_TTL_MINUTES,
  type EmailChangeRequest,
  emailChangeLink,
  emailChangeMessages,
  serverMessages,
} from '@levelup/shared';
import { DEFAULT_LOCALE, inLocale, type Locale } from '@levelup/shared/i18n';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { emailChanges, users } from '../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound } from '../http/errors';
import type { MailMessage } from '../mail/mailer';
import type { UserAccounts } from '../users';
import { verifyAgainstDecoy, verifyPassword } from './passwords';

export type EmailChanges = {
  /**
   * Checks the person's current password and answers the confirmation mail for the new address;
   * the account keeps its email until the link comes back. Throws the refusal to answer. The mail
   * is in `locale`, the language the person asked in.
   */
  request(userId: string, body: EmailChangeRequest, locale?: Locale): Promise<MailMessage>;
  /**
   * Spends the link's secret and moves the account to the new address; answers that address and
   * the notice for the old one (in `locale`, the confirming request's language). Throws 400 for a
   * secret that is wrong, spent or expired.
   */
  confirm(token: string, locale?: Locale): Promise<{ email: string; notice: MailMessage }>;
};

/**
 * The secret is 32 random bytes, far beyond any offline guessing, so a plain hash keeps a database
 * reader from using it (the six-digit reset code needs a keyed one).
 */
export const hashEmailChangeToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

const invalidLink = () =>
  new AppError(400, 'INVALID_SECRET', serverMessages.invalidEmailChangeLink);

/** A client's change of their own email (security issue 28; OWASP ASVS V6 identifiers). */
export function createEmailChanges(deps: {
  db: Database;
  accounts: UserAccounts;
  publicUrl: string;
  now: () => Date;
}): EmailChanges {
  const { db, accounts, now } = deps;

  return {
    async request(userId, { newEmail, currentPassword }, locale = DEFAULT_LOCALE) {
      const user = await accounts.findById(userId);
      if (!user) throw notFound();
      if (!user.passwordHash) {
        // A Google-only account has no password to re-authenticate with; a reset sets one, and
        // that mail goes to the current address, so its owner stays the one who decides.
        await verifyAgainstDecoy(currentPassword);
        throw forbidden(serverMessages.emailChangeNeedsPassword);
      }
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        // Not 401: the session is fine, and a 401 would have the web app refresh it.
        throw new AppError(400, 'INVALID_SECRET', serverMessages.wrongPassword, [
          { path: 'currentPassword', message: serverMessages.wrongPassword },
        ]);
      }
      if (newEmail === user.email) {
        throw badRequest(serverMessages.sameEmail, [
          { path: 'newEmail', message: serverMessages.sameEmail },
        ]);
      }
      if (await accounts.findByEmail(newEmail)) throw conflict(serverMessages.emailTaken);

      const token = randomBytes(32).toString('base64url');
      const issuedAt = now();
      await db.transaction(async (tx) => {
        // One pending change per account: a new request voids the link of the one before.
        await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
        await tx.insert(emailChanges).values({
          userId: user.id,
          newEmail,
          tokenHash: hashEmailChangeToken(token),
          expiresAt: new Date(issuedAt.getTime() + EMAIL_CHANGE_TTL_MINUTES * 60_000),
          createdAt: issuedAt,
        });
      });
      const m = inLocale(emailChangeMessages, locale);
      return {
        to: newEmail,
        subject: m.confirmSubject,
        text: m.confirmBody(emailChangeLink(deps.publicUrl, token), EMAIL_CHANGE_TTL_MINUTES),
      };
    },

    async confirm(token, locale = DEFAULT_LOCALE) {
      try {
        return await db.transaction(async (tx) => {
          const at = now();
          // Spent and checked in one statement, so two clicks at once change the email once.
          const [change] = await tx
            .update(emailChanges)
            .set({ usedAt: at })
            .where(
              and(
                eq(emailChanges.tokenHash, hashEmailChangeToken(token)),
                isNull(emailChanges.usedAt),
                gt(emailChanges.expiresAt, at),
              ),
            )
            .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
          if (!change) throw invalidLink();
          const [account] = await tx
            .select({ email: users.email })
            .from(users)
            .where(and(eq(users.id, change.userId), isNull(users.disabledAt)))
            .for('update');
          if (!account) throw invalidLink();
          // Confirming proves the person knows the new address: the coach's notice is answered.
          await tx
            .update(users)
            .set({ email: change.newEmail, coachSetupNotice: false })
            .where(eq(users.id, change.userId));
          const m = inLocale(emailChangeMessages, locale);
          return {
            email: change.newEmail,
            notice: {
              to: account.email,
              subject: m.changedSubject,
              text: m.changedBody(change.newEmail),
            },
          };
        });
      } catch (error) {
        // The address got an account of its own since the request.
        if (isUniqueViolation(error)) throw conflict(serverMessages.emailTaken);
        throw error;
      }
    },
  };
}
