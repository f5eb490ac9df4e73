import type { clientProfiles, users } from '../db/schema';
import { isClaimed } from '../users';

type UserRow = typeof users.$inferSelect;

/**
 * Accounts need a unique email, but intake may skip it: such a client gets an address on the
 * reserved `.invalid` domain (RFC 2606), which never receives mail and reads back as no email.
 */
const NO_EMAIL_DOMAIN = '@no-email.invalid';

export function placeholderEmail(userId: string): string {
  return `client-${userId}${NO_EMAIL_DOMAIN}`;
}

export function isPlaceholderEmail(email: string): boolean {
  return email.endsWith(NO_EMAIL_DOMAIN);
}
type ProfileRow = typeof clientProfiles.$inferSelect;

/** Whole years between a YYYY-MM-DD birth date and `today`, or null when unknown. */
export function ageOn(dateOfBirth: string | null, today: Date): number | null {
  if (!dateOfBirth) return null;
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  if (!year || !month || !day) return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A client as the trainer screens read it (spec 2, section 3 "Client (as read)"). */
export function toClientView(
  user: UserRow,
  profile: ProfileRow | null,
  goalIds: string[],
  today: Date,
) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name,
    email: isPlaceholderEmail(user.email) ? null : user.email,
    claimed: isClaimed(user),
    sex: user.gender === 'female' ? ('F' as const) : ('M' as const),
    gender: user.gender,
    dob: user.dateOfBirth,
    age: ageOn(user.dateOfBirth, today),
    weightKg: user.weightKg,
    heightCm: user.heightCm,
    trainerId: profile?.trainerId ?? null,
    teamId: profile?.teamId ?? null,
    trainingLevel: profile?.trainingLevel ?? null,
    workType: profile?.workType ?? null,
    motivationLevel: profile?.motivationLevel ?? null,
    thoracicScore: profile?.thoracicScore ?? null,
    ankleMobility: profile?.ankleMobility ?? null,
    averageSleep: profile?.averageSleep ?? null,
    injuries: profile?.injuries ?? [],
    notes: profile?.notes ?? null,
    goals: goalIds,
    startingEstimates: profile?.startingEstimates ?? null,
    lastSessionAt: profile?.lastSessionAt?.toISOString() ?? null,
  };
}

export type ClientView = ReturnType<typeof toClientView>;
