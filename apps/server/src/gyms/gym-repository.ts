import {
  DEFAULT_GYM_SETTINGS,
  type GymSettings,
  gymSettingsMessages,
  gymSettingsSchema,
  isUuid,
  NAME_MAX_LENGTH,
} from '@levelup/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { gyms, users } from '../db/schema';
import type { Queryable } from '../db/transaction';

/** Told of a gym whose stored settings no longer parse (they are read as the defaults). */
export type BadSettingsLog = (gymId: string, issues: unknown) => void;

/** "Casey's gym": the gym made for one person, the first name cut so the whole fits a name. */
export function ownGymName(firstName: string): string {
  const room = NAME_MAX_LENGTH - gymSettingsMessages.ownGymName('').length;
  return gymSettingsMessages.ownGymName(firstName.slice(0, room));
}

/** Adds a gym with the default settings; answers its id and the settings it starts with. */
export async function createGym(q: Queryable, name: string) {
  const [gym] = await q
    .insert(gyms)
    .values({ name, settings: DEFAULT_GYM_SETTINGS })
    .returning({ id: gyms.id, settings: gyms.settings });
  if (!gym) throw new Error('gym was not created');
  return gym;
}

/**
 * A gym's stored settings as today's schema reads them. A row it no longer parses (another
 * version wrote it, or a hand) reads as the defaults and `log` hears of it: the settings screen
 * still opens for an admin to save over, and no load is ever worked out from a broken rule.
 */
export function storedGymSettings(gymId: string, stored: unknown, log?: BadSettingsLog) {
  const parsed = gymSettingsSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  log?.(gymId, parsed.error.issues);
  return DEFAULT_GYM_SETTINGS;
}

/**
 * The gym a trainer or client belongs to and its settings (the live session reads the ones that
 * apply to a person's loads here); null when no account has that id.
 */
export async function gymSettingsOf(
  q: Queryable,
  userId: string,
  log?: BadSettingsLog,
): Promise<{ gymId: string; settings: GymSettings } | null> {
  if (!isUuid(userId)) return null;
  const [row] = await q
    .select({ gymId: gyms.id, settings: gyms.settings })
    .from(users)
    .innerJoin(gyms, eq(gyms.id, users.gymId))
    .where(eq(users.id, userId));
  return row
    ? { gymId: row.gymId, settings: storedGymSettings(row.gymId, row.settings, log) }
    : null;
}

/** The gym settings screen's reads and writes, for the person signed in. */
export function createGymRepository(db: Database, log: BadSettingsLog) {
  return {
    /** The gym `userId` belongs to, its settings, and whether they are one of its admins. */
    async membershipOf(userId: string) {
      const [row] = await db
        .select({
          id: gyms.id,
          name: gyms.name,
          settings: gyms.settings,
          gymAdmin: users.gymAdmin,
        })
        .from(users)
        .innerJoin(gyms, eq(gyms.id, users.gymId))
        .where(eq(users.id, userId));
      if (!row) return null;
      return {
        gym: { id: row.id, name: row.name },
        settings: storedGymSettings(row.id, row.settings, log),
        gymAdmin: row.gymAdmin,
      };
    },

    /** Replaces the settings of the gym `userId` belongs to; that gym, or null without one. */
    async saveSettingsOf(userId: string, settings: GymSettings) {
      const [gym] = await db
        .update(gyms)
        .set({ settings })
        .where(
          inArray(gyms.id, db.select({ id: users.gymId }).from(users).where(eq(users.id, userId))),
        )
        .returning({ id: gyms.id, name: gyms.name });
      return gym ?? null;
    },
  };
}

export type GymRepository = ReturnType<typeof createGymRepository>;
