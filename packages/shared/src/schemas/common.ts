import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NOTE_MAX_LENGTH } from '../constants';
import type { ApiIssue } from './api-error';
import { dateOutOfRangeMessage, isYearInRange, text, toSafeText } from './text';

/** Ids are opaque strings (uuids for stored rows, slugs for seeded catalogues). */
const ID_MAX_LENGTH = 100;
export const idSchema = text().check(z.trim(), z.minLength(1), z.maxLength(ID_MAX_LENGTH));

/** A stored row's id: any 8-4-4-4-12 hex uuid, as Postgres' uuid type reads it. */
export const rowIdSchema = z.guid();

/** Whether a string can name a stored row (and so may reach a uuid column). */
export const isUuid = (value: string): boolean => rowIdSchema.safeParse(value).success;

/**
 * An email that is trimmed and lowercased before its format is checked; `invalid` is the
 * screen's own wording (the registration and reset screens differ by a full stop).
 */
export function normalizedEmailSchema(invalid: string, missing: string = invalid) {
  return z.pipe(
    text({ error: missing }).check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, missing),
      z.maxLength(EMAIL_MAX_LENGTH, invalid),
    ),
    z.email({ error: invalid }),
  );
}

/** A trimmed, required display name. */
export const nameSchema = text().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX_LENGTH));

/** Free text that is trimmed and sent as null when empty (notes to trainer, feedback text). */
export const optionalTextSchema = z.pipe(
  z.nullish(text().check(z.trim(), z.maxLength(NOTE_MAX_LENGTH))),
  z.transform((text) => text || null),
);

/** A calendar date written YYYY-MM-DD that exists (2024-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const calendarDateSchema = text().check(
  z.refine(isCalendarDate, 'Use format YYYY-MM-DD'),
  z.refine(isYearInRange, dateOutOfRangeMessage),
);

/**
 * An ISO timestamp with offset, or a plain calendar date, in the years the product stores
 * (Postgres refuses year 0, which the ISO format allows).
 */
export const isoDateTimeSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .check(z.refine(isYearInRange, dateOutOfRangeMessage));

/** An ISO timestamp with offset in the years the product stores. */
export const isoTimestampSchema = z.iso
  .datetime({ offset: true })
  .check(z.refine(isYearInRange, dateOutOfRangeMessage));

/** Flattens zod issues into the API's `{path, message}` list (path joined with dots). */
export function toApiIssues(error: z.core.$ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    // A refused key is named as sent, less what would make the answer itself refused.
    path: toSafeText(issue.path.map(String).join('.')),
    message: toSafeText(issue.message),
  }));
}

/** The first message per top-level field, for showing errors under form fields. */
export function fieldErrors(error: z.core.$ZodError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
