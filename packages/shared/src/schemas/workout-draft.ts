import { z } from 'zod/mini';
import {
  BUILDER_DEFAULTS,
  BUILDER_PAIR_LETTERS,
  type BuilderPairLetter,
  DEFAULT_WORKOUT_NAME,
  MAX_EXERCISES_PER_PAIR,
  MAX_EXERCISES_PER_PHASE,
  MAX_PAIRS_PER_PHASE,
  MAX_PHASES,
  NAME_MAX_LENGTH,
} from '../constants';
import { translateFormatted } from '../i18n/catalog';
import {
  workoutValidationMessages as m,
  pairingMessages,
  sessionMessages,
  validationMessages,
  workoutBuilderMessages,
} from '../messages';
import { typeIssues, withCustomMarks } from '../workouts/params';
import { idSchema, nameSchema } from './common';
import { type ExerciseListItem, exerciseListItemSchema } from './exercise';
import { phaseId } from './phase-id';
import { text } from './text';
import {
  exerciseParamsSchema,
  groupClientsSchema,
  phaseIdSchema,
  WORKOUT_LEVELS,
  workoutLevelSchema,
} from './workout-fields';

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

// Formatted with the product's limit when the schema is built: translated as a whole text.
translateFormatted(m, (c) => c.tooManyExercises(MAX_EXERCISES_PER_PHASE));

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
