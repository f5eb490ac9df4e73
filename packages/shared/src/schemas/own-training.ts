import { z } from 'zod/mini';
import { KG_MAX, OWN_SET_REPS_MIN, OWN_SETS_MAX, REPS_MAX } from '../constants';
import { addDays, dayAt } from '../history/days';
import { ownTrainingMessages as m } from '../messages/own-training';
import { rpeSchema } from '../session/state';
import { calendarDateSchema, rowIdSchema } from './common';
import { text } from './text';

/** One set the client did on their own: kg x reps, and how hard it was if they say. */
export const ownSetSchema = z.strictObject({
  kg: z
    .number({ error: m.kgRange(KG_MAX) })
    .check(z.gte(0, m.kgRange(KG_MAX)), z.lte(KG_MAX, m.kgRange(KG_MAX))),
  reps: z
    .number({ error: m.repsRange(OWN_SET_REPS_MIN, REPS_MAX) })
    .check(
      z.int(m.repsRange(OWN_SET_REPS_MIN, REPS_MAX)),
      z.gte(OWN_SET_REPS_MIN, m.repsRange(OWN_SET_REPS_MIN, REPS_MAX)),
      z.lte(REPS_MAX, m.repsRange(OWN_SET_REPS_MIN, REPS_MAX)),
    ),
  rpe: z.optional(rpeSchema),
});
export type OwnSet = z.infer<typeof ownSetSchema>;

/**
 * The latest day a client may log training for: tomorrow, on UTC's calendar, so a client whose
 * own day is already tomorrow (east of UTC) can log today's training, and nobody logs next week's.
 */
export function latestOwnTrainingDay(now: Date): string {
  return addDays(dayAt(now, 0), 1);
}

/**
 * What the client fills in to log an exercise: one exercise of the library, the day they did it
 * (YYYY-MM-DD, at most `latestOwnTrainingDay`), and 1 to 20 sets. `now` is the clock the date is
 * checked against.
 */
export function ownTrainingEntrySchema(now: () => Date = () => new Date()) {
  return z.strictObject({
    exerciseId: z.guid({ error: m.exerciseRequired }),
    date: calendarDateSchema.check(
      z.refine((day) => day <= latestOwnTrainingDay(now()), m.dateInFuture),
    ),
    sets: z
      .array(ownSetSchema)
      .check(
        z.minLength(1, m.setsRequired),
        z.maxLength(OWN_SETS_MAX, m.tooManySets(OWN_SETS_MAX)),
      ),
  });
}
export type OwnTrainingEntry = z.infer<ReturnType<typeof ownTrainingEntrySchema>>;
export type OwnTrainingEntryInput = z.input<ReturnType<typeof ownTrainingEntrySchema>>;

/**
 * POST /api/users/{id}/own-sets: the entry, with an id the device made for it, so a double press
 * or a retry logs it once.
 */
export function ownTrainingBodySchema(now: () => Date = () => new Date()) {
  return z.extend(ownTrainingEntrySchema(now), { id: rowIdSchema });
}
export type OwnTrainingBody = z.infer<ReturnType<typeof ownTrainingBodySchema>>;

/** The answer to POST /api/users/{id}/own-sets: the training logged, and how many sets it holds. */
export const ownTrainingResponseSchema = z.object({
  id: rowIdSchema,
  exerciseId: rowIdSchema,
  date: text(),
  sets: z.number().check(z.int(), z.gte(1)),
});
export type OwnTrainingResponse = z.infer<typeof ownTrainingResponseSchema>;
