import { randomUUID } from 'node:crypto';
import type { Role } from '@levelup/shared';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../src/auth/access-token';
import type { Database } from '../src/db/connect';
import { clientProfiles, exercises, users } from '../src/db/schema';

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

/** A user row as the caller the app authenticates. */
export const asUser = (row: { id: string; role: AuthUser['role'] }): AuthUser => ({
  id: row.id,
  role: row.role,
});

/** The id of a library exercise (the demo data's, or one a test inserted) by its name. */
export async function exerciseIdByName(db: Database, name: string) {
  const [row] = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(eq(exercises.name, name));
  if (!row) throw new Error(`${name} missing`);
  return row.id;
}
