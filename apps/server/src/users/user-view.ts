import type { User } from '@levelup/shared';
import type { users } from '../db/schema';

/** The current user as GET /api/me and the token answers show it: never the password hash. */
export function toUser(row: typeof users.$inferSelect): User {
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
    unit: null,
    gymUnit: 'kg',
  };
}
