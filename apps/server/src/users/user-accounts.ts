import { isUuid } from '@levelup/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/connect';
import { clientProfiles, gyms, users } from '../db/schema';
import { createGym, ownGymName } from '../gyms';
import { unclaimedAccount } from './account-claim';
import { selectUsers, type UserRow } from './user-view';

export type { UserRow };

/**
 * The notice that the coach chose the account's email, raised when a password or Google sign-in
 * lands on an account that had neither (one a trainer set up). Read from the row as it was before
 * the update, in the same statement, so two first sign-ins at once raise it once.
 */
const noticeOnFirstSignIn = () => sql`${users.coachSetupNotice} or (${unclaimedAccount()})`;

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

/** Whether the account may sign in and use its tokens: it exists and is not disabled. */
export const isActiveAccount = (user: Pick<UserRow, 'disabledAt'>) => user.disabledAt === null;

/** Accounts kept in memory at most (the signed-in staff and clients of one server). */
const ACCOUNT_CACHE_SIZE = 5000;

/**
 * The account rows sign-in, registration, password reset and external sign-in work on. When the
 * database runs in this process (PGlite) its change notices arrive before the statement that
 * made the change returns, so the active accounts are kept in memory and dropped on any change
 * to the account: as fresh as reading the row. Elsewhere every check reads the row.
 */
export function createUserAccounts(db: Database, changes?: ChangeFeed) {
  const known = new Map<string, { epoch: number; account: AuthUser | null }>();
  const cacheable = () => changes?.immediate === true && changes.live();
  /** Counts account changes heard, so a read that a change overtook is not kept. */
  let changesHeard = 0;
  changes?.onChange((change) => {
    if (change.topic !== 'users') return;
    changesHeard += 1;
    known.delete(change.id);
  });

  async function one(rows: Promise<UserRow[]>) {
    const [row] = await rows;
    return row ?? null;
  }

  /** The id and current role of each active account among `ids` (ids of no account are left out). */
  async function activeAccounts(ids: readonly string[]): Promise<AuthUser[]> {
    const wanted = [...new Set(ids)].filter(isUuid);
    if (wanted.length === 0) return [];
    return db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(inArray(users.id, wanted), isNull(users.disabledAt)));
  }

  /**
   * Account checks asked for in the same turn of the event loop share one query (the requests
   * and socket events that arrived together). The query is sent after every check it answers
   * was asked for, so each sees the account as fresh as a query of its own would.
   */
  let waiting: Array<{
    id: string;
    resolve(account: AuthUser | null): void;
    reject(error: unknown): void;
  }> = [];
  function lookUp(id: string): Promise<AuthUser | null> {
    return new Promise((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flushLookUps);
      waiting.push({ id, resolve, reject });
    });
  }
  function flushLookUps() {
    const batch = waiting;
    waiting = [];
    activeAccounts(batch.map((w) => w.id)).then(
      (found) => {
        const byId = new Map(found.map((account) => [account.id, account]));
        for (const w of batch) w.resolve(byId.get(w.id) ?? null);
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
      },
    );
  }

  return {
    activeAccounts,
    /**
     * The account a token names as it is now: its current role, or null when the account is gone
     * or disabled. Every authenticated request and socket event asks this, so a removed account
     * is refused at once and a role change applies from the next call.
     */
    async activeAccount(id: string): Promise<AuthUser | null> {
      const epoch = changes?.epoch() ?? 0;
      const hit = known.get(id);
      if (hit && hit.epoch === epoch && cacheable()) return hit.account;
      const heardBefore = changesHeard;
      const account = await lookUp(id);
      // Only ids of real accounts are kept, so made-up ids cannot fill the memory.
      if (cacheable() && account && changesHeard === heardBefore) {
        if (known.size >= ACCOUNT_CACHE_SIZE) known.clear();
        known.set(id, { epoch, account });
      }
      return account;
    },
    findById: (id: string) => one(selectUsers(db).where(eq(users.id, id))),
    /** `email` must already be lowercased: emails are stored that way. */
    findByEmail: (email: string) => one(selectUsers(db).where(eq(users.email, email))),
    findByGoogleSub: (sub: string) => one(selectUsers(db).where(eq(users.googleSub, sub))),

    /**
     * A client account with its profile row, or null when the email is taken. A client who signs
     * up by themself has no trainer, and so no trainer's gym to join: they get a gym of their own
     * (not as its admin), whose default unit they see until they choose theirs.
     */
    async createClient(account: NewClientAccount): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const gym = await createGym(tx, ownGymName(account.firstName));
        const [user] = await tx
          .insert(users)
          .values({ ...account, role: 'client', gymId: gym.id })
          .onConflictDoNothing()
          .returning();
        if (!user) {
          await tx.delete(gyms).where(eq(gyms.id, gym.id));
          return null;
        }
        await tx.insert(clientProfiles).values({ userId: user.id });
        return { ...user, gymSettings: gym.settings };
      });
    },

    async setPasswordHash(userId: string, passwordHash: string) {
      await db
        .update(users)
        .set({ passwordHash, coachSetupNotice: noticeOnFirstSignIn() })
        .where(eq(users.id, userId));
    },

    async linkGoogleSubject(userId: string, sub: string) {
      await db
        .update(users)
        .set({ googleSub: sub, coachSetupNotice: noticeOnFirstSignIn() })
        .where(eq(users.id, userId));
    },
  };
}

export type UserAccounts = ReturnType<typeof createUserAccounts>;
