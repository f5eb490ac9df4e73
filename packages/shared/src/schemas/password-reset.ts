import { z } from 'zod/mini';
import { MIN_PASSWORD_LENGTH, PASSWORD_MAX_LENGTH } from '../constants';
import { passwordResetMessages as m } from '../messages';
import { normalizedEmailSchema } from './common';
import { text } from './text';

const RESET_SECRET_MAX_LENGTH = 100;

const resetEmailSchema = normalizedEmailSchema(m.invalidEmail, m.missingEmail);

const secretSchema = text({ error: m.missingCode }).check(
  z.trim(),
  z.minLength(1, m.missingCode),
  z.maxLength(RESET_SECRET_MAX_LENGTH, m.invalidSecret),
);

const newPasswordSchema = text({ error: m.weakPassword }).check(
  z.minLength(MIN_PASSWORD_LENGTH, m.weakPassword),
  z.maxLength(PASSWORD_MAX_LENGTH, m.weakPassword),
);

/** POST /api/user/password-reset {email}: asks for a code. The email is trimmed and lowercased. */
export const passwordResetRequestSchema = z.strictObject({
  email: resetEmailSchema,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The same path with {email, secret, newPassword}: completes the reset. */
export const passwordResetCompletionSchema = z.strictObject({
  email: resetEmailSchema,
  secret: secretSchema,
  newPassword: newPasswordSchema,
});
export type PasswordResetCompletion = z.infer<typeof passwordResetCompletionSchema>;

/**
 * The one body both calls share on the same path: a request when neither secret nor newPassword
 * is present, otherwise a completion that needs both.
 */
export const passwordResetBodySchema = z
  .strictObject({
    email: resetEmailSchema,
    secret: z.optional(secretSchema),
    newPassword: z.optional(newPasswordSchema),
  })
  .check(
    z.superRefine((body, ctx) => {
      const completing = body.secret !== undefined || body.newPassword !== undefined;
      if (!completing) return;
      if (body.secret === undefined) {
        ctx.addIssue({ code: 'custom', path: ['secret'], message: m.missingCode });
      }
      if (body.newPassword === undefined) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: m.weakPassword });
      }
    }),
  );
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** The answer of a reset request (202): the same sentence whether or not the account exists. */
export const passwordResetRequestedSchema = z.object({ message: text() });

/** The answer of a completed reset: the new password is set. */
export const passwordResetCompletedSchema = z.object({ ok: z.literal(true) });

export function isPasswordResetCompletion(
  body: PasswordResetBody,
): body is PasswordResetCompletion {
  return body.secret !== undefined && body.newPassword !== undefined;
}

/**
 * The verify step's form check (section 5, reset completion), in the screen's order: code, then
 * password, then confirmation. Returns the alert to show, or null when the form may be sent.
 */
export function checkResetCompletionForm(form: {
  secret: string;
  newPassword: string;
  confirmPassword: string;
}): { title: string; message: string } | null {
  if (form.secret.trim() === '') return { title: m.missingCodeTitle, message: m.missingCode };
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) {
    return { title: m.weakPasswordTitle, message: m.weakPassword };
  }
  if (form.newPassword !== form.confirmPassword) {
    return { title: m.mismatchTitle, message: m.mismatch };
  }
  return null;
}

/** The request step's form check: the alert to show, or null when the email may be sent. */
export function checkResetRequestForm(email: string): { title: string; message: string } | null {
  const result = resetEmailSchema.safeParse(email);
  if (result.success) return null;
  return email.trim() === ''
    ? { title: m.missingEmailTitle, message: m.missingEmail }
    : { title: m.invalidEmailTitle, message: m.invalidEmail };
}
