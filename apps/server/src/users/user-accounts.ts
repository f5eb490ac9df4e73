import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { clientProfiles, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export type NewClientAccount = {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string | null;
  gender?: 'male' | 'female' | null;
  dateOfBirth?: string | null;
  weightKg?: number | null;
  heightCm?: number | null;
  googleSub?: string | null;
};

/** The account rows sign-in, registration, password reset and external sign-in work on. */
export function createUserAccounts(db: Database) {
  async function one(rows: Promise<UserRow[]>) {
    const [row] = await rows;
    return row ?? null;
  }

  return {
    findById: (id: string) => one(db.select().from(users).where(eq(users.id, id))),
    /** `email` must already be lowercased: emails are stored that way. */
    findByEmail: (email: string) => one(db.select().from(users).where(eq(users.email, email))),
    findByGoogleSub: (sub: string) => one(db.select().from(users).where(eq(users.googleSub, sub))),

    /** A client account with its profile row, or null when the email is taken. */
    async createClient(account: NewClientAccount): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ ...account, role: 'client' })
          .onConflictDoNothing()
          .returning();
        if (!user) return null;
        await tx.insert(clientProfiles).values({ userId: user.id });
        return user;
      });
    },

    async setPasswordHash(userId: string, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async linkGoogleSubject(userId: string, sub: string) {
      await db.update(users).set({ googleSub: sub }).where(eq(users.id, userId));
    },
  };
}

export type UserAccounts = ReturnType<typeof createUserAccounts>;
