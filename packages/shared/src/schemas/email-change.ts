import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { emailChangeMessages as m } from '../messages/email-change';
import { normalizedEmailSchema } from './common';
import { text } from './text';

/** The link's secret: 32 random bytes in base64url (43 characters). */
export const EMAIL_CHANGE_TOKEN_LENGTH = 43;

/**
 * POST /api/users/{id}/email-change: the client's new email and their current password, which
 * re-authenticates them (a stolen session alone cannot move the account to another address).
 */
export const emailChangeRequestSchema = z.strictObject({
  newEmail: normalizedEmailSchema(m.invalidEmail),
  currentPassword: text({ error: m.missingPassword }).check(
    z.minLength(1, m.missingPassword),
    z.maxLength(PASSWORD_MAX_LENGTH, m.missingPassword),
  ),
});
export type EmailChangeRequestInput = z.input<typeof emailChangeRequestSchema>;
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** The request's answer (202): the address the link went to. */
export const emailChangeRequestedSchema = z.object({ sentTo: text() });
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

/** POST /api/email-change/confirm: the secret of the link mailed to the new address. */
export const emailChangeConfirmationSchema = z.strictObject({
  token: text().check(
    z.length(EMAIL_CHANGE_TOKEN_LENGTH),
    z.regex(/^[A-Za-z0-9_-]+$/, 'The token is not in base64url'),
  ),
});
export type EmailChangeConfirmation = z.infer<typeof emailChangeConfirmationSchema>;

/** The confirmation's answer: the email the account signs in with now. */
export const emailChangeConfirmedSchema = z.object({ email: text() });
export type EmailChangeConfirmed = z.infer<typeof emailChangeConfirmedSchema>;

/** The path of the screen the mailed link opens; the secret rides in the fragment. */
const EMAIL_CHANGE_CONFIRM_PATH = '/confirm-email';

/**
 * The link mailed to the new address. The secret is in the fragment, which browsers never send to
 * a server, so it stays out of access logs and Referer headers.
 */
export function emailChangeLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${EMAIL_CHANGE_CONFIRM_PATH}#token=${token}`;
}

/** The secret a confirmation screen's fragment (`#token=...`) carries, or null. */
export function tokenFromFragment(hash: string): string | null {
  const token = /(?:^#?|&)token=([^&]*)/.exec(hash)?.[1];
  return token && emailChangeConfirmationSchema.safeParse({ token }).success ? token : null;
}
