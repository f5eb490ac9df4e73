import { z } from 'zod/mini';
import {
  BUILDER_DEFAULTS,
  BUILDER_PAIR_LETTERS,
  type BuilderPairLetter,
  CLIENT_GROUPING_BOUNDS,
  DEFAULT_WORKOUT_NAME,
  MAX_EXERCISES_PER_PAIR,
  MAX_EXERCISES_PER_PHASE,
  MAX_PAIRS_PER_PHASE,
  MAX_PHASES,
  NAME_MAX_LENGTH,
} from '../constants';
import {
  workoutValidationMessages as m,
  pairingMessages,
  sessionMessages,
  validationMessages,
  workoutBuilderMessages,
} from '../messages';
import {
  type ExerciseParams,
  type ParamKind,
  typeIssues,
  variantIssues,
  withCustomMarks,
} from '../workouts/params';
import { idSchema, nameSchema } from './common';
import { type ExerciseListItem, exerciseListItemSchema } from './exercise';
import { phaseId } from './phase-id';
import { text } from './text';

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
export const phaseIdSchema = text().check(
  z.regex(/^phase-[1-9]\d*$/, 'Use a phase id like phase-1'),
);
export { type PhaseId, phaseId } from './phase-id';

export const PARAM_VARIANTS = ['standard', 'compounds', 'accessories', 'custom'] as const;
export const paramVariantSchema = z.enum(PARAM_VARIANTS);
export type ParamVariant = z.infer<typeof paramVariantSchema>;

/**
 * Parameter shapes. Their bounds depend on the variant, so they are checked by `variantIssues`
 * (workouts/params.ts), one rule per message, rather than by a field's own range.
 */
const withVariantRules =
  <K extends ParamKind>(kind: K) =>
  (param: ExerciseParams[K], ctx: z.core.$RefinementCtx) => {
    for (const issue of variantIssues(kind, param)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  };

export const warmupParamsSchema = z
  .strictObject({
    variant: paramVariantSchema,
    pctOfWorking: z.number(),
    sets: z.number(),
    reps: z.number(),
    /** null: no timer. With a timer above 0, reps are ignored. */
    timerSec: z.nullable(z.number()),
    isCustom: z.boolean(),
  })
  .check(z.superRefine(withVariantRules('warmup')));

export const repsParamsSchema = z
  .strictObject({
    variant: paramVariantSchema,
    minReps: z.number(),
    maxReps: z.number(),
    isCustom: z.boolean(),
  })
  .check(z.superRefine(withVariantRules('reps')));

export const setsParamsSchema = z
  .strictObject({ variant: paramVariantSchema, sets: z.number(), isCustom: z.boolean() })
  .check(z.superRefine(withVariantRules('sets')));

export const rirParamsSchema = z
  .strictObject({ variant: paramVariantSchema, isCustom: z.boolean() })
  .check(z.superRefine(withVariantRules('rir')));

export const exerciseParamsSchema = z.strictObject({
  warmup: warmupParamsSchema,
  reps: repsParamsSchema,
  sets: setsParamsSchema,
  rir: rirParamsSchema,
});

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

const groupingStepper = (label: string, bounds: { min: number; max: number }) =>
  z
    .number()
    .check(
      z.int(m.wholeNumber(label)),
      z.gte(bounds.min, m.between(label, bounds.min, bounds.max)),
      z.lte(bounds.max, m.between(label, bounds.min, bounds.max)),
    );

export const groupClientsSchema = z.strictObject({
  clientsPerGroup: z._default(
    groupingStepper(m.groupLabels.clientsPerGroup, CLIENT_GROUPING_BOUNDS.clientsPerGroup),
    BUILDER_DEFAULTS.clientsPerGroup,
  ),
  maxClientsPerExercise: z._default(
    groupingStepper(
      m.groupLabels.maxClientsPerExercise,
      CLIENT_GROUPING_BOUNDS.maxClientsPerExercise,
    ),
    BUILDER_DEFAULTS.maxClientsPerExercise,
  ),
  sortBy: z._default(groupSortSchema, 'none'),
});
export type GroupClients = z.infer<typeof groupClientsSchema>;

/**
 * Pairs of a phase, indexed by letter position (A = 0 ... H = 7); each entry is a sorted list of
 * two to four exercise ids, or empty when the letter is free.
 */
export const exercisePairsSchema = z
  .array(
    z.array(idSchema).check(
      z.maxLength(MAX_EXERCISES_PER_PAIR, pairingMessages.limit),
      z.refine((ids) => ids.length !== 1, m.pairTooSmall),
    ),
  )
  .check(z.maxLength(MAX_PAIRS_PER_PHASE, m.pairLetters));

type Issue = { path: PropertyKey[]; message: string };
const report = (ctx: z.core.$RefinementCtx, issues: readonly Issue[]) => {
  for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
};

/**
 * A phase's own consistency: each exercise once, parameters for exactly its exercises, and pairs
 * only of its exercises, each exercise in one pair at most.
 */
function phaseIssues(phase: {
  exerciseIds: readonly string[];
  exerciseParams: Readonly<Record<string, unknown>>;
  exercisePairs: readonly (readonly string[])[];
}): Issue[] {
  const issues: Issue[] = [];
  const inPhase = new Set<string>();
  phase.exerciseIds.forEach((id, index) => {
    if (inPhase.has(id))
      issues.push({ path: ['exerciseIds', index], message: m.exerciseTwiceInPhase });
    inPhase.add(id);
    if (!Object.hasOwn(phase.exerciseParams, id)) {
      issues.push({ path: ['exerciseParams', id], message: m.paramsMissing });
    }
  });
  for (const id of Object.keys(phase.exerciseParams)) {
    if (!inPhase.has(id))
      issues.push({ path: ['exerciseParams', id], message: m.paramsWithoutExercise });
  }
  const paired = new Set<string>();
  phase.exercisePairs.forEach((ids, pair) => {
    ids.forEach((id, index) => {
      const path = ['exercisePairs', pair, index];
      if (!inPhase.has(id)) issues.push({ path, message: m.pairNotInPhase });
      else if (paired.has(id)) issues.push({ path, message: pairingMessages.alreadyPaired });
      paired.add(id);
    });
  });
  return issues;
}

export const builderPhaseSchema = z
  .strictObject({
    id: phaseIdSchema,
    name: nameSchema,
    exerciseIds: z
      .array(idSchema)
      .check(z.maxLength(MAX_EXERCISES_PER_PHASE, m.tooManyExercises(MAX_EXERCISES_PER_PHASE))),
    exerciseParams: z.record(idSchema, exerciseParamsSchema),
    exercisePairs: exercisePairsSchema,
  })
  .check(z.superRefine((phase, ctx) => report(ctx, phaseIssues(phase))));
export type BuilderPhase = z.infer<typeof builderPhaseSchema>;

const draftShape = {
  workoutName: z._default(nameSchema, DEFAULT_WORKOUT_NAME),
  workoutLevel: z._default(z.union([workoutLevelSchema, z.literal('')]), ''),
  phases: z
    .array(builderPhaseSchema)
    .check(z.minLength(1, m.noPhase), z.maxLength(MAX_PHASES, m.tooManyPhases)),
  activePhaseId: phaseIdSchema,
  groupClients: z.prefault(groupClientsSchema, {}),
  exercises: z.record(idSchema, exerciseListItemSchema),
};

type DraftParts = {
  phases: readonly BuilderPhase[];
  activePhaseId: string;
  exercises: Readonly<Record<string, ExerciseListItem>>;
};

/**
 * The rules across phases: distinct phase ids, an active phase that exists, every exercise
 * listed in `exercises`, and the parameter options that depend on each exercise's type.
 */
function draftIssues(draft: DraftParts): Issue[] {
  const issues: Issue[] = [];
  const ids = new Set<string>();
  draft.phases.forEach((phase, index) => {
    if (ids.has(phase.id)) issues.push({ path: ['phases', index, 'id'], message: m.phaseIdTaken });
    ids.add(phase.id);
  });
  if (!ids.has(draft.activePhaseId)) {
    issues.push({ path: ['activePhaseId'], message: m.activePhaseMissing });
  }
  for (const [key, exercise] of Object.entries(draft.exercises)) {
    if (exercise.id !== key)
      issues.push({ path: ['exercises', key, 'id'], message: m.exerciseDetailsMissing });
  }
  draft.phases.forEach((phase, index) => {
    phase.exerciseIds.forEach((id, position) => {
      const exercise = Object.hasOwn(draft.exercises, id) ? draft.exercises[id] : undefined;
      if (!exercise) {
        issues.push({
          path: ['phases', index, 'exerciseIds', position],
          message: m.exerciseDetailsMissing,
        });
        return;
      }
      const params = Object.hasOwn(phase.exerciseParams, id) ? phase.exerciseParams[id] : undefined;
      if (!params) return;
      for (const issue of typeIssues(params, exercise.type)) {
        issues.push({
          path: ['phases', index, 'exerciseParams', id, ...issue.path],
          message: issue.message,
        });
      }
    });
  });
  return issues;
}

/** The builder's draft as the builder keeps it (a local draft may lack a name and a level). */
export const workoutDraftSchema = z
  .strictObject(draftShape)
  .check(z.superRefine((draft, ctx) => report(ctx, draftIssues(draft))));
export type WorkoutDraftInput = z.input<typeof workoutDraftSchema>;
export type WorkoutDraft = z.infer<typeof workoutDraftSchema>;

export function isUsableWorkoutName(name: string | null | undefined): boolean {
  const trimmed = name?.trim() ?? '';
  return trimmed !== '' && trimmed !== DEFAULT_WORKOUT_NAME;
}

/** Every parameter's `isCustom` recomputed from its values and its exercise's type. */
function withCustomMarksEverywhere<T extends DraftParts>(draft: T): T {
  return {
    ...draft,
    phases: draft.phases.map((phase) => ({
      ...phase,
      exerciseParams: Object.fromEntries(
        Object.entries(phase.exerciseParams).map(([id, params]) => [
          id,
          withCustomMarks(params, draft.exercises[id]?.type ?? 'compound'),
        ]),
      ),
    })),
  };
}

/**
 * POST /api/workouts and PUT /api/workouts/{id}: every rule of spec 2 section 5. A real name (not
 * empty, not the default) and a level, with the builder's alert texts; at most 5 phases; pairs of
 * two to four exercises of their phase under the letters A-H; each parameter within its option's
 * bounds. The custom marks are recomputed from the values, so they always say the truth.
 */
export const workoutSaveSchema = z.pipe(
  z
    .strictObject({
      ...draftShape,
      workoutName: text({ error: workoutBuilderMessages.missingName }).check(
        z.trim(),
        z.maxLength(NAME_MAX_LENGTH, validationMessages.tooLong(NAME_MAX_LENGTH)),
        z.refine(isUsableWorkoutName, workoutBuilderMessages.missingName),
      ),
      workoutLevel: z.enum(WORKOUT_LEVELS, { error: workoutBuilderMessages.levelRequired }),
    })
    .check(z.superRefine((draft, ctx) => report(ctx, draftIssues(draft)))),
  z.transform(withCustomMarksEverywhere),
);
export type WorkoutSaveInput = z.input<typeof workoutSaveSchema>;
export type WorkoutSavePayload = z.output<typeof workoutSaveSchema>;

/**
 * A workout phase as a live session reads it from a stored workout: leniently, because the session
 * keeps what it can use and skips the rest (unknown exercises, bad pairs) when it is built.
 */
export const workoutPlanPhaseSchema = z.object({
  id: text(),
  name: z.nullish(text()),
  exerciseIds: z.optional(z.array(text())),
  /** Builder pairs: index = letter position (A or a = 0), each a list of exercise ids. */
  exercisePairs: z.optional(z.array(z.array(text()))),
  exerciseParams: z.optional(z.record(text(), z.unknown())),
});
export type WorkoutPlanPhase = z.infer<typeof workoutPlanPhaseSchema>;

/** The parts of a stored workout a live session is built from; the rest of the draft is ignored. */
export const workoutPlanSchema = z.object({
  phases: z.optional(z.array(workoutPlanPhaseSchema)),
  activePhaseId: z.nullish(text()),
});
export type WorkoutPlan = z.infer<typeof workoutPlanSchema>;

/** A stored workout (GET /api/workouts/{id}): the saved draft, its owner and its times. */
export const storedWorkoutSchema = z.object({
  id: idSchema,
  ownerId: z.nullable(idSchema),
  workoutName: text(),
  workoutLevel: z.union([workoutLevelSchema, z.literal('')]),
  phases: z.array(builderPhaseSchema).check(z.minLength(1)),
  activePhaseId: phaseIdSchema,
  groupClients: groupClientsSchema,
  exercises: z.record(idSchema, exerciseListItemSchema),
  createdAt: text(),
  updatedAt: text(),
});
export type StoredWorkout = z.infer<typeof storedWorkoutSchema>;

/** The builder draft of a stored workout (what the builder loads to edit it). */
export function toWorkoutDraft(stored: StoredWorkout): WorkoutDraft {
  const { workoutName, workoutLevel, phases, activePhaseId, groupClients, exercises } = stored;
  return { workoutName, workoutLevel, phases, activePhaseId, groupClients, exercises };
}

/**
 * A workout in the picker (GET /api/workouts). `useCount` and `lastUsedAt` come from the sessions
 * launched from it (by any trainer).
 */
export const workoutListItemSchema = z.object({
  id: idSchema,
  workoutName: text(),
  workoutLevel: z.union([workoutLevelSchema, z.literal('')]),
  ownerId: z.nullable(idSchema),
  phaseCount: z.number().check(z.int(), z.nonnegative()),
  exerciseCount: z.number().check(z.int(), z.nonnegative()),
  useCount: z.number().check(z.int(), z.nonnegative()),
  lastUsedAt: z.nullable(text()),
  createdAt: text(),
  updatedAt: text(),
});
export type WorkoutListItem = z.infer<typeof workoutListItemSchema>;
export const workoutListSchema = z.array(workoutListItemSchema);

/** Query of GET /api/workouts: the picker's search (name contains) and Level filter. */
export const workoutListQuerySchema = z.object({
  q: z.optional(text().check(z.trim(), z.maxLength(NAME_MAX_LENGTH))),
  // zod/mini has no preprocess: a pipe from a transform takes its optionality from the transform,
  // so the outer optional keeps the key optional in the inferred types, as z.preprocess did.
  level: z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === '' ? undefined : value)),
      z.optional(workoutLevelSchema),
    ),
  ),
});
export type WorkoutListQuery = z.infer<typeof workoutListQuerySchema>;

/** POST /api/workouts answers the new workout's id (PUT answers the same shape). */
export const workoutSavedResponseSchema = z.object({ id: idSchema });
export type WorkoutSavedResponse = z.infer<typeof workoutSavedResponseSchema>;

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
export function builderPairLetter(index: number): BuilderPairLetter | undefined {
  return BUILDER_PAIR_LETTERS[index];
}
