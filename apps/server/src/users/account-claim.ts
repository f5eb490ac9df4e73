import { and, isNull } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * Whose email an account carries (security issue 28). An account a trainer sets up has neither
 * password nor Google sign-in until its person first signs in (a password reset or Google): from
 * then on it is claimed, and its email, how it signs in and where its resets go, is theirs alone.
 * Read from the sign-in columns themselves, so no flag can drift from them.
 */
export function isClaimed(user: { passwordHash: string | null; googleSub: string | null }) {
  return user.passwordHash !== null || user.googleSub !== null;
}

/** The same test in SQL, for updates that must not race a first sign-in. */
export const unclaimedAccount = () => and(isNull(users.passwordHash), isNull(users.googleSub));

/**
 * What may happen to an account's email when someone other than its person writes `next`: the
 * same address is no change (a trainer's form saves its other fields), a new one only while
 * nobody has signed in to the account.
 */
export function emailWriteByOther(
  account: { email: string | null; claimed: boolean },
  next: string | undefined,
): 'keep' | 'change' | 'refuse' {
  if (next === undefined || next === account.email) return 'keep';
  return account.claimed ? 'refuse' : 'change';
}
