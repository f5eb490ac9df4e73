import { registrationPayloadSchema, registrationStep2Schema } from '@levelup/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { hashPassword } from '../auth';
import { createGym, ownGymName } from '../gyms';
import type { Database } from './connect';
import { gyms, users } from './schema';

/** A trainer account as an operator gives it: the rules a client's registration follows. */
export const trainerAccountSchema = z.object({
  email: registrationPayloadSchema.shape.email,
  password: registrationPayloadSchema.shape.password,
  ...registrationStep2Schema.shape,
});
export type TrainerAccount = z.infer<typeof trainerAccountSchema>;

/** The email is another kind of account's (a client's, an admin's): it is not turned into a trainer. */
export class EmailTakenError extends Error {
  constructor(email: string, role: string) {
    super(`${email} is already the email of a ${role} account: no trainer was added.`);
    this.name = 'EmailTakenError';
  }
}

/**
 * Adds a trainer who signs in with `account`'s email and password, in a gym of their own that
 * they are the admin of. A trainer already there is left as it is ('present'), so running the
 * same command twice changes nothing.
 */
export async function addTrainer(
  db: Database,
  account: TrainerAccount,
): Promise<'added' | 'present'> {
  const passwordHash = await hashPassword(account.password);
  const added = await db.transaction(async (tx) => {
    const gym = await createGym(tx, ownGymName(account.firstName));
    const [trainer] = await tx
      .insert(users)
      .values({
        email: account.email,
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        role: 'trainer',
        gymId: gym.id,
        gymAdmin: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!trainer) await tx.delete(gyms).where(eq(gyms.id, gym.id));
    return trainer !== undefined;
  });
  if (added) return 'added';
  const [existing] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, account.email));
  if (existing?.role === 'trainer') return 'present';
  throw new EmailTakenError(account.email, existing?.role ?? 'deleted');
}
