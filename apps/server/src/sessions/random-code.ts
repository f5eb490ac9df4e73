import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read off a screen (no I, L, O, 0, 1). */
export const UNAMBIGUOUS_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code of `length` characters from a cryptographic source. */
export function randomCode(length: number, alphabet: string = UNAMBIGUOUS_ALPHABET): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/*
 * Screen ids and join codes are the only secrets the pairing and joining routes ask for, so they
 * are long enough that guessing one is hopeless within the guess limits (`defaultRateLimits`:
 * only guesses that name nothing are counted, per account and per address).
 *
 * Screen id, 12 characters: 31^12 = 7.9e17 ids. A hit is a screen waiting unpaired (one paired
 * with a live session answers 409 anyway); say 10^4 such screens at once (screens unpaired for a
 * week are forgotten). 30 failed guesses per 15 minutes from one address is 1.05e6 a year, so
 * 1.05e6 * 10^4 / 7.9e17 = 1.3e-8: one address finds a waiting screen once in 75 million years.
 *
 * Join code, 10 characters: 31^10 = 8.2e14 codes. Say 10^4 live sessions at once; 60 failed joins
 * per 15 minutes from one address (a gym's members share its Wi-Fi) is 2.1e6 a year, so
 * 2.1e6 * 10^4 / 8.2e14 = 2.6e-5 a year per address, once in 39,000 years. It is the shorter of
 * the two: a client types it when their phone has no camera, and a stranger who joins shows up
 * on the coach's grid. Codes handed out before (6 and 8 characters) still work: lookups match the
 * stored code whatever its length, and the schemas take 6-12 (screens) and 3-100 (join codes).
 */
const SCREEN_ID_LENGTH = 12;
const JOIN_CODE_LENGTH = 10;

/** A cast screen's public id (the TV shows it and its QR code). */
export const newScreenId = () => randomCode(SCREEN_ID_LENGTH);

/** A session's join code (what the session QR encodes). */
export const newJoinCode = () => randomCode(JOIN_CODE_LENGTH);
