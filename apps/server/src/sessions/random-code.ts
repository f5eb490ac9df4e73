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

/** Postgres' unique_violation, whether the driver error is thrown bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
