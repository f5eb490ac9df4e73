import type { User } from '@levelup/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import { gyms, users } from '../db/schema';
import type { Queryable } from '../db/transaction';
import { storedGymSettings } from '../gyms';

/** An account's row with its gym's stored settings, which its unit falls back to. */
export type UserRow = typeof users.$inferSelect & { gymSettings: unknown };

/** Accounts read with their gym's settings, in one query. */
export const selectUsers = (q: Queryable) =>
  q
    .select({ ...getTableColumns(users), gymSettings: gyms.settings })
    .from(users)
    .innerJoin(gyms, eq(gyms.id, users.gymId));

/** The current user as GET /api/me and the token answers show it: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    weightKg: row.weightKg,
    heightCm: row.heightCm,
    coachSetupNotice: row.coachSetupNotice,
    unit: row.weightUnit,
    gymUnit: storedGymSettings(row.gymId, row.gymSettings).unit,
    showNameOnTv: row.showNameOnTv,
  };
}
