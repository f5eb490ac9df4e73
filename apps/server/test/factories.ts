import { randomUUID } from 'node:crypto';
import type { Role } from '@levelup/shared';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../src/auth/access-token';
import type { Database } from '../src/db/connect';
import { clientProfiles, exercises, users } from '../src/db/schema';
import { createGym, ownGymName } from '../src/gyms';

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
  /** Their gym; by default a client joins their trainer's, anyone else gets one of their own. */
  gymId?: string;
  /** By default a trainer (or admin) in a gym of their own is its admin, as add-trainer makes them. */
  gymAdmin?: boolean;
};

/** The gym a new test account belongs to (`NewUser.gymId`), and whether they are its admin. */
async function gymFor(db: Database, input: NewUser) {
  if (input.gymId) return { gymId: input.gymId, gymAdmin: input.gymAdmin ?? false };
  if (input.role === 'client' && input.trainerId) {
    const [trainer] = await db
      .select({ gymId: users.gymId })
      .from(users)
      .where(eq(users.id, input.trainerId));
    if (trainer) return { gymId: trainer.gymId, gymAdmin: input.gymAdmin ?? false };
  }
  const gym = await createGym(db, ownGymName(input.firstName ?? 'Test'));
  return { gymId: gym.id, gymAdmin: input.gymAdmin ?? input.role !== 'client' };
}

/** Inserts a user (with a client profile for clients) and returns its row. */
export async function insertUser(db: Database, input: NewUser) {
  const [user] = await db
    .insert(users)
    .values({
      ...(await gymFor(db, input)),
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

/** Who acts on a client's own data in a role test: the client, their trainer, and the others. */
export type PersonRole = 'owner' | 'trainer' | 'otherTrainer' | 'otherClient' | 'admin';

/** A client (`owner`) with their trainer, another trainer with a client of theirs, and an admin. */
export async function insertPersonRoles(db: Database): Promise<Record<PersonRole, AuthUser>> {
  const trainer = asUser(await insertUser(db, { role: 'trainer' }));
  const otherTrainer = asUser(await insertUser(db, { role: 'trainer' }));
  return {
    trainer,
    otherTrainer,
    admin: asUser(await insertUser(db, { role: 'admin' })),
    owner: asUser(await insertUser(db, { role: 'client', trainerId: trainer.id })),
    otherClient: asUser(await insertUser(db, { role: 'client', trainerId: otherTrainer.id })),
  };
}

/** The id of a library exercise (the demo data's, or one a test inserted) by its name. */
export async function exerciseIdByName(db: Database, name: string) {
  const [row] = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(eq(exercises.name, name));
  if (!row) throw new Error(`${name} missing`);
  return row.id;
}
