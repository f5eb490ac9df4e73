import { z } from 'zod';
import {
  BUILDER_DEFAULTS,
  BUILDER_PAIR_LETTERS,
  CLIENT_GROUPING_BOUNDS,
  DEFAULT_WORKOUT_NAME,
  MAX_EXERCISES_PER_PAIR,
  MAX_PAIRS_PER_PHASE,
  MAX_PHASES,
  NAME_MAX_LENGTH,
  REPS_EDITOR_BOUNDS,
  SETS_EDITOR_BOUNDS,
  WARMUP_EDITOR_BOUNDS,
} from '../constants';
import { sessionMessages, validationMessages, workoutBuilderMessages } from '../messages';
import { idSchema, nameSchema } from './common';
import { type ExerciseType, exerciseListItemSchema } from './exercise';

export const WORKOUT_LEVELS = ['novice', 'beginner', 'intermediate', 'advanced'] as const;
export const workoutLevelSchema = z.enum(WORKOUT_LEVELS);
export type WorkoutLevel = z.infer<typeof workoutLevelSchema>;
export const WORKOUT_LEVEL_LABELS: Record<WorkoutLevel, string> = {
  novice: 'Novice',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** Builder phase ids: phase-1, phase-2... */
export const phaseIdSchema = z.string().regex(/^phase-[1-9]\d*$/, 'Use a phase id like phase-1');
export type PhaseId = `phase-${number}`;
export const phaseId = (n: number): PhaseId => `phase-${n}`;

export const PARAM_VARIANTS = ['standard', 'compounds', 'accessories', 'custom'] as const;
export const paramVariantSchema = z.enum(PARAM_VARIANTS);
export type ParamVariant = z.infer<typeof paramVariantSchema>;

const int = (bounds: { min: number; max: number }) =>
  z.number().int().min(bounds.min).max(bounds.max);

const warmupBounds = WARMUP_EDITOR_BOUNDS.custom;

export const warmupParamsSchema = z.strictObject({
  variant: paramVariantSchema,
  pctOfWorking: z.number().min(warmupBounds.pctOfWorking.min).max(warmupBounds.pctOfWorking.max),
  sets: int(warmupBounds.sets),
  reps: int(warmupBounds.reps),
  /** null: no timer. With a timer above 0, reps are ignored. */
  timerSec: int(warmupBounds.timerSec).multipleOf(warmupBounds.timerSec.step).nullable(),
  isCustom: z.boolean(),
});
export type WarmupParams = z.infer<typeof warmupParamsSchema>;

export const repsParamsSchema = z
  .strictObject({
    variant: paramVariantSchema,
    minReps: int(REPS_EDITOR_BOUNDS),
    maxReps: int(REPS_EDITOR_BOUNDS),
    isCustom: z.boolean(),
  })
  .refine((r) => r.minReps <= r.maxReps, {
    message: 'Minimum reps cannot be above maximum reps',
    path: ['minReps'],
  });
export type RepsParams = z.infer<typeof repsParamsSchema>;

export const setsParamsSchema = z.strictObject({
  variant: paramVariantSchema,
  sets: int({ min: SETS_EDITOR_BOUNDS.compounds.min, max: SETS_EDITOR_BOUNDS.custom.max }),
  isCustom: z.boolean(),
});
export type SetsParams = z.infer<typeof setsParamsSchema>;

export const rirParamsSchema = z.strictObject({
  variant: paramVariantSchema,
  isCustom: z.boolean(),
});
export type RirParams = z.infer<typeof rirParamsSchema>;

export const exerciseParamsSchema = z.strictObject({
  warmup: warmupParamsSchema,
  reps: repsParamsSchema,
  sets: setsParamsSchema,
  rir: rirParamsSchema,
});
export type ExerciseParams = z.infer<typeof exerciseParamsSchema>;

/**
 * The standard parameters of an exercise: warm-up 60 % for 2 sets of 8 without a timer, reps 8-8
 * for a compound (and a custom exercise, read as compound) or 12-12 for an accessory, 1 set,
 * standard RIR.
 */
export function defaultExerciseParams(type: ExerciseType): ExerciseParams {
  const reps =
    type === 'accessory' ? BUILDER_DEFAULTS.accessoryReps : BUILDER_DEFAULTS.compoundReps;
  return {
    warmup: {
      variant: 'standard',
      pctOfWorking: BUILDER_DEFAULTS.warmupPercent,
      sets: BUILDER_DEFAULTS.warmupSets,
      reps: BUILDER_DEFAULTS.warmupReps,
      timerSec: null,
      isCustom: false,
    },
    reps: { variant: 'standard', minReps: reps, maxReps: reps, isCustom: false },
    sets: { variant: 'standard', sets: BUILDER_DEFAULTS.sets, isCustom: false },
    rir: { variant: 'standard', isCustom: false },
  };
}

export const GROUP_SORT_OPTIONS = [
  'none',
  'level',
  'age',
  'gender',
  'lifestyle',
  'motivation',
] as const;
export const groupSortSchema = z.enum(GROUP_SORT_OPTIONS);
export type GroupSort = z.infer<typeof groupSortSchema>;

export const groupClientsSchema = z.strictObject({
  clientsPerGroup: int(CLIENT_GROUPING_BOUNDS.clientsPerGroup).default(
    BUILDER_DEFAULTS.clientsPerGroup,
  ),
  maxClientsPerExercise: int(CLIENT_GROUPING_BOUNDS.maxClientsPerExercise).default(
    BUILDER_DEFAULTS.maxClientsPerExercise,
  ),
  sortBy: groupSortSchema.default('none'),
});
export type GroupClients = z.infer<typeof groupClientsSchema>;

/**
 * Pairs of a phase, indexed by letter position (A = 0 ... H = 7); each entry is a sorted list of
 * up to 4 exercise ids, empty when the letter is free.
 */
export const exercisePairsSchema = z
  .array(z.array(idSchema).max(MAX_EXERCISES_PER_PAIR))
  .max(MAX_PAIRS_PER_PHASE)
  .refine((pairs) => {
    const ids = pairs.flat();
    return new Set(ids).size === ids.length;
  }, 'An exercise can be in one pair only');

const MAX_EXERCISES_PER_PHASE = 50;

export const builderPhaseSchema = z.strictObject({
  id: phaseIdSchema,
  name: nameSchema,
  exerciseIds: z.array(idSchema).max(MAX_EXERCISES_PER_PHASE),
  exerciseParams: z.record(idSchema, exerciseParamsSchema),
  exercisePairs: exercisePairsSchema,
});
export type BuilderPhase = z.infer<typeof builderPhaseSchema>;

/** The builder's draft as saved (POST /api/workouts) and loaded. */
export const workoutDraftSchema = z
  .strictObject({
    workoutName: nameSchema.default(DEFAULT_WORKOUT_NAME),
    workoutLevel: z.union([workoutLevelSchema, z.literal('')]).default(''),
    phases: z.array(builderPhaseSchema).min(1).max(MAX_PHASES),
    activePhaseId: phaseIdSchema,
    groupClients: groupClientsSchema.prefault({}),
    exercises: z.record(idSchema, exerciseListItemSchema),
  })
  .refine((w) => w.phases.some((p) => p.id === w.activePhaseId), {
    message: 'The active phase must be one of the phases',
    path: ['activePhaseId'],
  });
export type WorkoutDraftInput = z.input<typeof workoutDraftSchema>;
export type WorkoutDraft = z.infer<typeof workoutDraftSchema>;

export function isUsableWorkoutName(name: string | null | undefined): boolean {
  const trimmed = name?.trim() ?? '';
  return trimmed !== '' && trimmed !== DEFAULT_WORKOUT_NAME;
}

/**
 * POST /api/workouts and PUT /api/workouts/{id}: a draft with a real name (not empty, not the
 * default) and a level, with the builder's alert texts as messages.
 */
export const workoutSaveSchema = z
  .strictObject({
    ...workoutDraftSchema.shape,
    workoutName: z
      .string({ error: workoutBuilderMessages.missingName })
      .trim()
      .max(NAME_MAX_LENGTH, validationMessages.tooLong(NAME_MAX_LENGTH))
      .refine(isUsableWorkoutName, workoutBuilderMessages.missingName),
    workoutLevel: z.enum(WORKOUT_LEVELS, { error: workoutBuilderMessages.levelRequired }),
  })
  .refine((w) => w.phases.some((p) => p.id === w.activePhaseId), {
    message: 'The active phase must be one of the phases',
    path: ['activePhaseId'],
  });
export type WorkoutSavePayload = z.infer<typeof workoutSaveSchema>;

/**
 * A workout phase as a live session reads it from a stored workout: leniently, because the session
 * keeps what it can use and skips the rest (unknown exercises, bad pairs) when it is built.
 */
export const workoutPlanPhaseSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  exerciseIds: z.array(z.string()).optional(),
  /** Builder pairs: index = letter position (A or a = 0), each a list of exercise ids. */
  exercisePairs: z.array(z.array(z.string())).optional(),
  exerciseParams: z.record(z.string(), z.unknown()).optional(),
});
export type WorkoutPlanPhase = z.infer<typeof workoutPlanPhaseSchema>;

/** The parts of a stored workout a live session is built from; the rest of the draft is ignored. */
export const workoutPlanSchema = z.object({
  phases: z.array(workoutPlanPhaseSchema).optional(),
  activePhaseId: z.string().nullish(),
});
export type WorkoutPlan = z.infer<typeof workoutPlanSchema>;

/** A stored workout (GET /api/workouts/{id}). */
export const storedWorkoutSchema = z.object({
  id: idSchema,
  workoutName: z.string(),
  workoutLevel: z.union([workoutLevelSchema, z.literal('')]),
  phases: z.array(builderPhaseSchema),
  activePhaseId: phaseIdSchema.optional(),
  groupClients: groupClientsSchema.optional(),
  exercises: z.record(idSchema, exerciseListItemSchema),
});
export type StoredWorkout = z.infer<typeof storedWorkoutSchema>;

/** A workout in the picker (GET /api/workouts). */
export const workoutListItemSchema = z.object({
  id: idSchema,
  workoutName: z.string(),
  workoutLevel: z.union([workoutLevelSchema, z.literal('')]),
  ownerId: idSchema.nullable(),
  exerciseCount: z.number().int().nonnegative(),
  useCount: z.number().int().nonnegative(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WorkoutListItem = z.infer<typeof workoutListItemSchema>;

/** Query of GET /api/workouts: the picker's search and Level filter. */
export const workoutListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  level: workoutLevelSchema.optional(),
});
export type WorkoutListQuery = z.infer<typeof workoutListQuerySchema>;

/** Phase n of a new workout or of '+ Add Phase': id phase-n, name 'Phase n', empty. */
export function createPhase(n: number): BuilderPhase {
  return {
    id: phaseId(n),
    name: sessionMessages.phaseName(n),
    exerciseIds: [],
    exerciseParams: {},
    exercisePairs: [],
  };
}

/** A fresh builder draft: default name, no level, Phase 1 active, default grouping. */
export function createWorkoutDraft(): WorkoutDraft {
  return {
    workoutName: DEFAULT_WORKOUT_NAME,
    workoutLevel: '',
    phases: [createPhase(1)],
    activePhaseId: phaseId(1),
    groupClients: {
      clientsPerGroup: BUILDER_DEFAULTS.clientsPerGroup,
      maxClientsPerExercise: BUILDER_DEFAULTS.maxClientsPerExercise,
      sortBy: 'none',
    },
    exercises: {},
  };
}

/** The builder's letter for a pair position: 0 -> 'A'. */
export function builderPairLetter(index: number): string | undefined {
  return BUILDER_PAIR_LETTERS[index];
}
