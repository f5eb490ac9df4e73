import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read off a screen (no I, L, O, 0, 1). */
export const UNAMBIGUOUS_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code of `length` characters from a cryptographic source. */
export function randomCode(length: number, alphabet: string = UNAMBIGUOUS_ALPHABET): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

const JOIN_CODE_LENGTH = 6;

/** A session's join code (what the session QR encodes): 6 characters, about 887 million codes. */
export const newJoinCode = () => randomCode(JOIN_CODE_LENGTH);

/** How people type a join code: case and surrounding spaces do not matter. */
export const normaliseJoinCode = (code: string) => code.trim().toUpperCase();

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are uuids; anything else cannot name a row (and must not reach a uuid column). */
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/** Postgres' unique_violation, whether the driver error is thrown bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
