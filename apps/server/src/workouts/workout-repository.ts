import {
  type ExerciseListItem,
  exerciseListItemSchema,
  isUuid,
  type StoredWorkout,
  storedWorkoutSchema,
  type WorkoutListItem,
  type WorkoutListQuery,
  type WorkoutSavePayload,
} from '@levelup/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { exercises, sessions, workouts } from '../db/schema';

export type WorkoutRepositoryDeps = { db: Database; now: () => Date };

type WorkoutRow = typeof workouts.$inferSelect;

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** The columns of a library exercise as a workout lists it (`exerciseListItemSchema`). */
export const libraryEntryColumns = {
  id: exercises.id,
  name: exercises.name,
  type: exercises.type,
  pattern: exercises.pattern,
  primaryMuscles: exercises.primaryMuscles,
  secondaryMuscles: exercises.secondaryMuscles,
};

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A stored row as the API answers it, or null when its structure no longer parses. */
function toStoredWorkout(row: WorkoutRow): StoredWorkout | null {
  const parsed = storedWorkoutSchema.safeParse({
    ...row.structure,
    id: row.id,
    ownerId: row.ownerId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  });
  return parsed.success ? parsed.data : null;
}

const structureOf = (workout: WorkoutSavePayload): Record<string, unknown> => ({
  workoutName: workout.workoutName,
  workoutLevel: workout.workoutLevel,
  phases: workout.phases,
  activePhaseId: workout.activePhaseId,
  groupClients: workout.groupClients,
  exercises: workout.exercises,
});

/** Workouts as saved by the builder, and their use as counted from the sessions launched. */
export function createWorkoutRepository({ db, now }: WorkoutRepositoryDeps) {
  return {
    /**
     * Every workout whose name contains `q` (any case) and whose level is `level`, most used
     * first, then by name. Rows whose structure no longer parses are skipped.
     */
    async list(query: WorkoutListQuery): Promise<WorkoutListItem[]> {
      const usage = db
        .select({
          workoutId: sessions.workoutId,
          useCount: count().as('use_count'),
          lastUsedAt: max(sessions.startedAt).as('last_used_at'),
        })
        .from(sessions)
        .where(isNotNull(sessions.workoutId))
        .groupBy(sessions.workoutId)
        .as('usage');
      const useCount = sql<number>`coalesce(${usage.useCount}, 0)`.mapWith(Number);
      const rows = await db
        .select({ workout: workouts, useCount, lastUsedAt: usage.lastUsedAt })
        .from(workouts)
        .leftJoin(usage, eq(usage.workoutId, workouts.id))
        .where(
          and(
            query.q ? ilike(workouts.name, `%${escapeLike(query.q)}%`) : undefined,
            query.level ? eq(workouts.level, query.level) : undefined,
          ),
        )
        .orderBy(desc(useCount), asc(workouts.name), asc(workouts.id));
      return rows.flatMap(({ workout, useCount: uses, lastUsedAt }) => {
        const stored = toStoredWorkout(workout);
        if (!stored) return [];
        return [
          {
            id: stored.id,
            workoutName: stored.workoutName,
            workoutLevel: stored.workoutLevel,
            ownerId: stored.ownerId,
            phaseCount: stored.phases.length,
            exerciseCount: new Set(stored.phases.flatMap((p) => p.exerciseIds)).size,
            useCount: uses,
            lastUsedAt: iso(lastUsedAt),
            createdAt: stored.createdAt,
            updatedAt: stored.updatedAt,
          },
        ];
      });
    },

    /** The workout, or null when no row has that id (or its structure no longer parses). */
    async find(id: string): Promise<StoredWorkout | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(workouts).where(eq(workouts.id, id));
      return row ? toStoredWorkout(row) : null;
    },

    /** Who owns the workout: undefined when there is no such workout. */
    async ownerOf(id: string): Promise<{ ownerId: string | null } | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({ ownerId: workouts.ownerId })
        .from(workouts)
        .where(eq(workouts.id, id));
      return row;
    },

    async insert(ownerId: string, workout: WorkoutSavePayload): Promise<string> {
      const at = now();
      const [row] = await db
        .insert(workouts)
        .values({
          ownerId,
          name: workout.workoutName,
          level: workout.workoutLevel,
          structure: structureOf(workout),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: workouts.id });
      if (!row) throw new Error('workout was not created');
      return row.id;
    },

    async update(id: string, workout: WorkoutSavePayload): Promise<void> {
      await db
        .update(workouts)
        .set({
          name: workout.workoutName,
          level: workout.workoutLevel,
          structure: structureOf(workout),
          updatedAt: now(),
        })
        .where(eq(workouts.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(workouts).where(eq(workouts.id, id));
    },

    /** The library entries of the given ids that exist, keyed by id. */
    async libraryExercises(ids: readonly string[]): Promise<Map<string, ExerciseListItem>> {
      const wanted = [...new Set(ids)].filter(isUuid);
      if (wanted.length === 0) return new Map();
      const rows = await db
        .select(libraryEntryColumns)
        .from(exercises)
        .where(inArray(exercises.id, wanted));
      return new Map(rows.map((row) => [row.id, exerciseListItemSchema.parse(row)]));
    },
  };
}

export type WorkoutRepository = ReturnType<typeof createWorkoutRepository>;
