import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when there is no hash to check (unknown email, or an
 * account without a password), so response times do not reveal which emails have accounts.
 */
export async function verifyAgainstDecoy(password: string) {
  decoyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await decoyHash, password);
  return false;
}
