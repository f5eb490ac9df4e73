import {
  type Exercise,
  type ExerciseNameCheckResponse,
  type ExercisePayload,
  exerciseNameKey,
  exerciseSchema,
  serverMessages,
} from '@levelup/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { exercises } from '../db/schema';
import { conflict } from '../http/errors';
import { similarNames } from './name-similarity';

/** The name as stored: trimmed, with runs of spaces made one. */
export function tidyExerciseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The library's names and the keys duplicates compare. */
const nameKeySql = sql<string>`regexp_replace(lower(${exercises.name}), '\\s+', '', 'g')`;

export function createExerciseRepository(db: Database) {
  async function namesWithKey(name: string): Promise<string[]> {
    const rows = await db
      .select({ name: exercises.name })
      .from(exercises)
      .where(sql`${nameKeySql} = ${exerciseNameKey(name)}`)
      .limit(1);
    return rows.map((row) => row.name);
  }

  return {
    /**
     * Whether `name` is taken (case and spacing ignored) and the library's near-duplicates
     * ('Similar names found: {list}').
     */
    async checkName(name: string): Promise<ExerciseNameCheckResponse> {
      const key = exerciseNameKey(name);
      const rows = await db.select({ name: exercises.name }).from(exercises);
      const all = rows.map((row) => row.name);
      return {
        exists: all.some((candidate) => exerciseNameKey(candidate) === key),
        similar: similarNames(name, all, (candidate) => exerciseNameKey(candidate) === key),
      };
    },

    /** Adds an exercise to the library; a taken name (case and spacing ignored) answers 409. */
    async create(createdBy: string, payload: ExercisePayload): Promise<Exercise> {
      const name = tidyExerciseName(payload.name);
      if ((await namesWithKey(name)).length > 0) throw conflict(serverMessages.exerciseNameTaken);
      try {
        const [row] = await db
          .insert(exercises)
          .values({
            name,
            // The library's type is the movement type unless the payload names one ('custom').
            type: payload.type ?? payload.movementType,
            pattern: payload.pattern,
            primaryMuscles: payload.primaryMuscles,
            secondaryMuscles: payload.secondaryMuscles,
            equipment: payload.equipment || null,
            unilateral: payload.unilateral,
            loadType: payload.loadType || null,
            intensity: payload.intensity,
            effectiveness: payload.effectiveness,
            athleticism: payload.athleticism,
            repCarryover: payload.repCarryover,
            cues: payload.cues,
            caution: payload.caution || null,
            createdBy,
          })
          .returning();
        if (!row) throw new Error('exercise was not created');
        return exerciseSchema.parse({ ...row, movementType: payload.movementType });
      } catch (error) {
        // The same name created twice at once: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(serverMessages.exerciseNameTaken);
        throw error;
      }
    },
  };
}

export type ExerciseRepository = ReturnType<typeof createExerciseRepository>;
