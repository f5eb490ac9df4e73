import { z } from 'zod/mini';
import { validationMessages } from '../messages/validation';

/**
 * NUL, or one half of a surrogate pair without the other. Postgres refuses both (in text and in
 * jsonb) while PGlite stores them, so text that holds them would pass every test on the embedded
 * database and fail in production; no person types them, so they are refused at the edge.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this pattern exists to find.
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored as it is: no NUL and no unpaired surrogate. */
export const isSafeText = (value: string): boolean => !UNSAFE_TEXT.test(value);

/** The string with each NUL or unpaired surrogate replaced by U+FFFD, for echoing input back. */
export const toSafeText = (value: string): string =>
  value.replace(new RegExp(UNSAFE_TEXT.source, 'g'), '\uFFFD');

/**
 * Every string the shared schemas accept is one of these: a string that refuses NUL and unpaired
 * surrogates (before any trim or format check, so the field's name comes with this message).
 * A test walks every exported schema and fails on a string that is not made here.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .check(z.refine(isSafeText, { message: validationMessages.unsafeText, abort: true }));
}

/** The years a date the product stores may fall in (birth dates, check-ins, session times). */
export const DATE_YEARS = { from: 1900, to: 2100 } as const;

/**
 * Whether an ISO date or timestamp (its first four digits are the year) falls in DATE_YEARS.
 * Postgres refuses year 0, and no person of this product was born, or trained, outside them.
 */
export function isYearInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEARS.from && year <= DATE_YEARS.to;
}

export const dateOutOfRangeMessage = validationMessages.dateOutOfRange(
  DATE_YEARS.from,
  DATE_YEARS.to,
);
