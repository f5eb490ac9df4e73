import { z } from 'zod/mini';
import { fromKg, toKg } from '../coaching/units';
import { KG_MAX, OWN_SET_REPS_MIN, OWN_SETS_MAX, REPS_MAX, type WeightUnit } from '../constants';
import { addDays, dayAt } from '../history/days';
import { ownTrainingMessages as m } from '../messages/own-training';
import { rpeSchema } from '../session/state';
import { calendarDateSchema, rowIdSchema } from './common';
import { text } from './text';

/** A load from 0 to the heaviest `unit` takes (KG_MAX in that unit), refused in its own words. */
function loadSchema(unit: WeightUnit) {
  const max = fromKg(KG_MAX, unit);
  const message = m.weightRange(max, unit);
  return z.number({ error: message }).check(z.gte(0, message), z.lte(max, message));
}
const kgSchema = loadSchema('kg');
const repsSchema = z
  .number({ error: m.repsRange(OWN_SET_REPS_MIN, REPS_MAX) })
  .check(
    z.int(m.repsRange(OWN_SET_REPS_MIN, REPS_MAX)),
    z.gte(OWN_SET_REPS_MIN, m.repsRange(OWN_SET_REPS_MIN, REPS_MAX)),
    z.lte(REPS_MAX, m.repsRange(OWN_SET_REPS_MIN, REPS_MAX)),
  );

/** One set the client did on their own: kg x reps, and how hard it was if they say. */
export const ownSetSchema = z.strictObject({
  kg: kgSchema,
  reps: repsSchema,
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

/** The entry's fields around `set`, the schema of one set (as sent, or as a form holds it). */
function entrySchemaOf<Set extends z.core.$ZodType>(set: Set, now: () => Date) {
  return z.strictObject({
    exerciseId: z.guid({ error: m.exerciseRequired }),
    date: calendarDateSchema.check(
      z.refine((day) => day <= latestOwnTrainingDay(now()), m.dateInFuture),
    ),
    sets: z
      .array(set)
      .check(
        z.minLength(1, m.setsRequired),
        z.maxLength(OWN_SETS_MAX, m.tooManySets(OWN_SETS_MAX)),
      ),
  });
}

/**
 * What the client fills in to log an exercise: one exercise of the library, the day they did it
 * (YYYY-MM-DD, at most `latestOwnTrainingDay`), and 1 to 20 sets. `now` is the clock the date is
 * checked against.
 */
export function ownTrainingEntrySchema(now: () => Date = () => new Date()) {
  return entrySchemaOf(ownSetSchema, now);
}
export type OwnTrainingEntry = z.infer<ReturnType<typeof ownTrainingEntrySchema>>;

/** A number as a field holds it: blank is no number, and a comma reads as the decimal point. */
const typedNumber = z.pipe(
  text(),
  z.transform((typed) => {
    const value = typed.trim();
    return value === '' ? Number.NaN : Number(value.replace(',', '.'));
  }),
);

/**
 * 'Log an exercise' as its form holds it: the sets' numbers as typed and the RPE as chosen (blank:
 * not given), read into the entry the API takes, by the same rules. A set's `kg` field holds the
 * weight as typed in the person's `unit` (issue 35), checked in that unit so its message names
 * it, then sent in kg: 225 typed in lb is sent as 102.0583 kg and shows as 225 lb again.
 */
export function ownTrainingFormSchema(unit: WeightUnit, now: () => Date = () => new Date()) {
  return entrySchemaOf(
    z.strictObject({
      kg: z.pipe(
        z.pipe(typedNumber, loadSchema(unit)),
        z.transform((typed) => toKg(typed, unit)),
      ),
      reps: z.pipe(typedNumber, repsSchema),
      rpe: z.pipe(
        z.pipe(
          text(),
          z.transform((typed) => (typed === '' ? undefined : Number(typed))),
        ),
        z.optional(rpeSchema),
      ),
    }),
    now,
  );
}
export type OwnTrainingForm = z.input<ReturnType<typeof ownTrainingFormSchema>>;

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
