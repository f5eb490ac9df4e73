import { isUuid } from '@levelup/shared';
import {
  lastInitialOf,
  type opClientProfileSchema,
  type opExerciseProfileSchema,
} from '@levelup/shared/session';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { clientProfiles, exercises, teams, users, workouts } from '../db/schema';
import type { Queryable } from '../db/transaction';

/**
 * The SQL behind what a live session takes from the rest of the app: the accounts, teams,
 * exercise library and workouts that ops and a new session's state carry.
 */

type OpClientProfile = z.infer<typeof opClientProfileSchema>;
type OpExerciseProfile = z.infer<typeof opExerciseProfileSchema>;

const uuidsOf = (ids: Iterable<string>) => [...new Set(ids)].filter(isUuid);

/** The ids among `ids` that are in the exercise library. */
export async function existingExerciseIds(
  q: Queryable,
  ids: Iterable<string>,
): Promise<Set<string>> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return new Set();
  const rows = await q
    .select({ id: exercises.id })
    .from(exercises)
    .where(inArray(exercises.id, wanted));
  return new Set(rows.map((r) => r.id));
}

/** The profiles a `clients:add` op carries, read from the accounts (never taken from a device). */
export async function clientProfilesOf(
  q: Queryable,
  ids: readonly string[],
): Promise<OpClientProfile[]> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return [];
  const rows = await q
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      sex: users.gender,
      teamId: clientProfiles.teamId,
      showNameOnTv: users.showNameOnTv,
      bodyweightKg: users.weightKg,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(inArray(users.id, wanted));
  // The op is broadcast and logged: it carries the last name's initial, not the name.
  return rows.map(({ lastName, showNameOnTv, bodyweightKg, ...profile }) => ({
    ...profile,
    lastInitial: lastInitialOf(lastName),
    ...tvInitialsOf(showNameOnTv),
    ...(bodyweightKg === null ? {} : { bodyweightKg }),
  }));
}

/** The exercise profiles an `exercises:add` op (or a workout's plan) carries, from the library. */
export async function exerciseProfilesOf(
  q: Queryable,
  ids: readonly string[],
): Promise<OpExerciseProfile[]> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return [];
  return q
    .select({
      id: exercises.id,
      name: exercises.name,
      type: exercises.type,
      equipment: exercises.equipment,
    })
    .from(exercises)
    .where(inArray(exercises.id, wanted));
}

/** A client who chose not to show their name on the gym TV is marked to appear by initials. */
export const tvInitialsOf = (showNameOnTv: boolean) =>
  showNameOnTv ? {} : { tvInitials: true as const };

/** A trainer's clients with their full names, TV name choice and bodyweight, by first name. */
export function clientsOfTrainer(q: Queryable, trainerId: string) {
  return q
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      sex: users.gender,
      teamId: clientProfiles.teamId,
      showNameOnTv: users.showNameOnTv,
      bodyweightKg: users.weightKg,
    })
    .from(clientProfiles)
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .where(eq(clientProfiles.trainerId, trainerId))
    .orderBy(asc(users.firstName), asc(users.id));
}

/** A trainer's teams, by name. */
export function teamsOfTrainer(q: Queryable, trainerId: string) {
  return q
    .select({ id: teams.id, name: teams.name, colorHex: teams.colorHex, score: teams.score })
    .from(teams)
    .where(eq(teams.trainerId, trainerId))
    .orderBy(asc(teams.name));
}

/** A workout's stored structure (unparsed), or undefined when there is no such workout. */
export async function workoutStructure(q: Queryable, workoutId: string) {
  const [row] = await q
    .select({ structure: workouts.structure })
    .from(workouts)
    .where(eq(workouts.id, workoutId));
  return row;
}

/** A workout's id and name as it is named now, or undefined once it is deleted. */
export async function workoutName(q: Queryable, workoutId: string) {
  const [row] = await q
    .select({ id: workouts.id, name: workouts.name })
    .from(workouts)
    .where(eq(workouts.id, workoutId));
  return row;
}
