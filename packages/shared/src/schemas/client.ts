import { z } from 'zod/mini';
import {
  ANKLE_MOBILITY_MAX,
  ANKLE_MOBILITY_MIN,
  AVERAGE_SLEEP_DEFAULT,
  AVERAGE_SLEEP_MAX,
  AVERAGE_SLEEP_MIN,
  AVERAGE_SLEEP_STEP,
  BODYWEIGHT_MAX_KG,
  CLIENT_SEARCH_MIN_CHARS,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  THORACIC_SCORE_MAX,
  THORACIC_SCORE_MIN,
} from '../constants';
import { idSchema, nameSchema, normalizedEmailSchema } from './common';
import { text } from './text';
import { genderSchema } from './user';

export const TRAINING_LEVELS = ['novice', 'beginner', 'intermediate', 'advanced'] as const;
export const trainingLevelSchema = z.enum(TRAINING_LEVELS);
export type TrainingLevel = z.infer<typeof trainingLevelSchema>;

export const WORK_TYPES = ['sedentary', 'light', 'active', 'high', 'shift'] as const;
export const workTypeSchema = z.enum(WORK_TYPES);
export type WorkType = z.infer<typeof workTypeSchema>;

export const MOTIVATION_LEVELS = ['A', 'B', 'C'] as const;
export const motivationLevelSchema = z.enum(MOTIVATION_LEVELS);
export type MotivationLevel = z.infer<typeof motivationLevelSchema>;

/** Injury areas offered by the intake wizard (spec 2, "Enumerations"). */
export const INJURY_AREAS = [
  'Left Shoulder',
  'Right Shoulder',
  'Left Knee',
  'Right Knee',
  'Left Ankle',
  'Right Ankle',
  'Lower Back',
  'Upper Back',
  'Left Hip',
  'Right Hip',
  'Left Elbow',
  'Right Elbow',
  'Neck',
  'Wrist',
  'Hand',
  'Foot',
] as const;

const scoreSchema = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));

/** Fast Intake's session estimates, kept with the client (see `coaching/fast-intake`). */
export const fastIntakeEstimateSchema = z.object({
  bodyWeightKg: z.number(),
  bodyWeightAssumed: z.boolean(),
  levelMultiplier: z.number(),
  startingLoadKg: z.number(),
});

/** A client as read (GET /api/clients and /api/clients/{id}). A sex of 'F' is female. */
export const clientSchema = z.object({
  id: idSchema,
  firstName: text(),
  lastName: z.nullable(text()),
  name: text(),
  email: z.nullable(text()),
  /** The client has signed in (their own password or Google): only they change their email. */
  claimed: z.boolean(),
  sex: z.nullable(z.enum(['M', 'F'])),
  /** The profile's own gender, of which `sex` is the grid's reading. */
  gender: z.optional(z.nullable(genderSchema)),
  dob: z.nullable(text()),
  age: z.nullable(z.number()),
  weightKg: z.nullable(z.number()),
  heightCm: z.optional(z.nullable(z.number())),
  /** The trainer the client belongs to (admin and above see every trainer's clients). */
  trainerId: z.optional(z.nullable(idSchema)),
  /** The team the client starts each session in (PUT /api/clients/{id}/team), or none. */
  teamId: z.optional(z.nullable(idSchema)),
  trainingLevel: z.nullable(trainingLevelSchema),
  workType: z.nullable(workTypeSchema),
  motivationLevel: z.nullable(motivationLevelSchema),
  thoracicScore: z.nullable(z.number()),
  ankleMobility: z.nullable(z.number()),
  notes: z.nullable(text()),
  lastSessionAt: z.nullable(text()),
  goals: z.optional(z.array(idSchema)),
  injuries: z.optional(z.array(text())),
  averageSleep: z.optional(z.nullable(z.number())),
  startingEstimates: z.optional(z.nullable(fastIntakeEstimateSchema)),
});
export type Client = z.infer<typeof clientSchema>;

/** The fields the client list and Manage Clients read. */
export const clientListItemSchema = z.pick(clientSchema, {
  id: true,
  firstName: true,
  lastName: true,
  name: true,
  lastSessionAt: true,
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;

export const averageSleepSchema = z
  .number()
  .check(z.gte(AVERAGE_SLEEP_MIN), z.lte(AVERAGE_SLEEP_MAX), z.multipleOf(AVERAGE_SLEEP_STEP));

/** The sleep stepper: +0.5 h, wrapping to 4 after 10. */
export function nextAverageSleep(hours: number): number {
  const next = hours + AVERAGE_SLEEP_STEP;
  return next > AVERAGE_SLEEP_MAX ? AVERAGE_SLEEP_MIN : next;
}

const intakeFields = {
  name: nameSchema,
  gender: genderSchema,
  email: z.pipe(
    z.nullish(z.union([z.literal(''), normalizedEmailSchema('Enter a valid email address')])),
    z.transform((email) => email || undefined),
  ),
  age: z.nullish(z.number().check(z.int(), z.gte(1), z.lte(120))),
  weightKg: z.nullish(z.number().check(z.positive(), z.lte(BODYWEIGHT_MAX_KG))),
  fastLevel: trainingLevelSchema,
  thoracicScore: scoreSchema(THORACIC_SCORE_MIN, THORACIC_SCORE_MAX),
  ankleMobility: scoreSchema(ANKLE_MOBILITY_MIN, ANKLE_MOBILITY_MAX),
  workType: workTypeSchema,
  motivationLevel: motivationLevelSchema,
  notes: z._default(text().check(z.trim(), z.maxLength(NOTE_MAX_LENGTH)), ''),
  goals: z.array(idSchema).check(z.minLength(1), z.maxLength(50)),
  injuries: z._default(
    z
      .array(text().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX_LENGTH)))
      .check(z.maxLength(50)),
    [],
  ),
  averageSleep: z._default(averageSleepSchema, AVERAGE_SLEEP_DEFAULT),
  /**
   * Fast Intake was run: the server computes the session estimates from gender, weight and level
   * and keeps them with the client. Left false on an update, earlier estimates are kept.
   */
  fastIntakeApplied: z._default(z.boolean(), false),
};

/** POST /api/clients: the intake wizard's payload. */
export const clientIntakePayloadSchema = z.strictObject(intakeFields);
export type ClientIntakePayloadInput = z.input<typeof clientIntakePayloadSchema>;
export type ClientIntakePayload = z.infer<typeof clientIntakePayloadSchema>;

/** PUT /api/clients/{id}: the same payload; goals may be omitted. */
export const clientUpdatePayloadSchema = z.strictObject({
  ...intakeFields,
  goals: z.optional(intakeFields.goals),
});
export type ClientUpdatePayload = z.infer<typeof clientUpdatePayloadSchema>;

/**
 * What each of the 8 intake steps needs before Next (spec 2, section 5). Steps 3 and 8 always
 * pass; step 7 confirms the training level.
 */
export const intakeStepSchemas = [
  z.object({
    name: intakeFields.name,
    gender: intakeFields.gender,
    fastLevel: intakeFields.fastLevel,
  }),
  z.object({
    thoracicScore: intakeFields.thoracicScore,
    ankleMobility: intakeFields.ankleMobility,
  }),
  z.object({}),
  z.object({ averageSleep: averageSleepSchema, workType: intakeFields.workType }),
  z.object({ motivationLevel: intakeFields.motivationLevel }),
  z.object({ goals: intakeFields.goals }),
  z.object({ fastLevel: intakeFields.fastLevel }),
  z.object({}),
] as const;

/** GET /api/clients/search?q= : search starts at 2 characters. */
export const clientSearchQuerySchema = z.object({
  q: text().check(z.trim(), z.minLength(CLIENT_SEARCH_MIN_CHARS), z.maxLength(NAME_MAX_LENGTH)),
});

/** Manage Clients filter: name contains the search, case-insensitive. */
export function matchesClientSearch(client: Pick<Client, 'name'>, search: string): boolean {
  return client.name.toLowerCase().includes(search.trim().toLowerCase());
}
