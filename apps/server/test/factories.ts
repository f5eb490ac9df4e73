import { randomUUID } from 'node:crypto';
import type { Role } from '@levelup/shared';
import type { Database } from '../src/db/connect';
import { clientProfiles, users } from '../src/db/schema';

type NewUser = {
  /** The same account on two databases (two servers in a test) needs the same id. */
  id?: string;
  role: Role;
  email?: string;
  firstName?: string;
  lastName?: string;
  passwordHash?: string | null;
  gender?: 'male' | 'female';
  trainerId?: string | null;
};

/** Inserts a user (with a client profile for clients) and returns its row. */
export async function insertUser(db: Database, input: NewUser) {
  const [user] = await db
    .insert(users)
    .values({
      ...(input.id ? { id: input.id } : {}),
      email: input.email ?? `${input.role}-${randomUUID()}@test.local`,
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? input.role,
      role: input.role,
      gender: input.gender ?? 'male',
      passwordHash: input.passwordHash ?? null,
    })
    .returning();
  if (!user) throw new Error('user not inserted');
  if (input.role === 'client') {
    await db.insert(clientProfiles).values({ userId: user.id, trainerId: input.trainerId ?? null });
  }
  return user;
}
