import {
  BUILDER_DEFAULTS,
  REPS_EDITOR_BOUNDS,
  RPE_MAX,
  RPE_MIN,
  RPE_STEP,
  SETS_EDITOR_BOUNDS,
  WARMUP_EDITOR_BOUNDS,
} from '../constants';
import { workoutValidationMessages as m, type ParameterKind } from '../messages';
import type { ExerciseType } from '../schemas/exercise';
import type { ParamVariant } from '../schemas/workout';
import { type EffortTarget, STANDARD_EFFORT_TARGET } from './effort-target';

/** A warm-up rule: `timerSec` null is no timer; with a timer above 0, reps are ignored. */
export interface WarmupParams {
  variant: ParamVariant;
  pctOfWorking: number;
  sets: number;
  reps: number;
  timerSec: number | null;
  isCustom: boolean;
}
export interface RepsParams {
  variant: ParamVariant;
  minReps: number;
  maxReps: number;
  isCustom: boolean;
}
export interface SetsParams {
  variant: ParamVariant;
  sets: number;
  isCustom: boolean;
}
/** The target effort of the working sets (see `EffortTarget`). */
export interface RirParams extends EffortTarget {
  variant: ParamVariant;
  isCustom: boolean;
}
/** An exercise's parameters in a builder phase (spec 2, section 3 "Exercise params"). */
export interface ExerciseParams {
  warmup: WarmupParams;
  reps: RepsParams;
  sets: SetsParams;
  rir: RirParams;
}

/** The four parameter columns of the builder's exercise table. */
export const PARAM_KINDS = ['warmup', 'reps', 'sets', 'rir'] as const;
export type ParamKind = (typeof PARAM_KINDS)[number];

/** How the editor titles name each kind ('Edit: Rep Range (All Exercises)'). */
export const PARAM_KIND_LABELS: Record<ParamKind, ParameterKind> = {
  warmup: 'Warm-Up',
  reps: 'Rep Range',
  sets: 'Sets',
  rir: 'RIR & Progression',
};

/** The options an editor may set; 'standard' restores the defaults instead. */
export type EditableVariant = Exclude<ParamVariant, 'standard'>;

/** The values an editor option holds, per kind. A warm-up timer of 0 is no timer. */
export type WarmupValues = { pctOfWorking: number; sets: number; reps: number; timerSec: number };
export type RepsValues = { minReps: number; maxReps: number };
export type SetsValues = { sets: number };
/** The scale is a choice rather than a number: only the RPE has a range. */
export type RirValues = EffortTarget;
export interface ParamValuesByKind {
  warmup: WarmupValues;
  reps: RepsValues;
  sets: SetsValues;
  rir: RirValues;
}

export type FieldRange = { min: number; max: number; step: number };
/** The fields an option offers, each with its range (a field it lacks is not shown). */
export type ParamFieldBounds<K extends ParamKind> = Partial<
  Record<keyof ParamValuesByKind[K], FieldRange>
>;

const range = (bounds: { min: number; max: number }, step = 1): FieldRange => ({
  min: bounds.min,
  max: bounds.max,
  step,
});

const RPE_RANGE = { min: RPE_MIN, max: RPE_MAX };

const warmupFields = (variant: EditableVariant): ParamFieldBounds<'warmup'> => {
  const bounds = WARMUP_EDITOR_BOUNDS[variant];
  return {
    sets: range(bounds.sets),
    pctOfWorking: range(bounds.pctOfWorking),
    reps: range(bounds.reps),
    ...('timerSec' in bounds ? { timerSec: range(bounds.timerSec, bounds.timerSec.step) } : {}),
  };
};

const PARAM_BOUNDS: { [K in ParamKind]: Record<EditableVariant, ParamFieldBounds<K>> } = {
  warmup: {
    compounds: warmupFields('compounds'),
    accessories: warmupFields('accessories'),
    custom: warmupFields('custom'),
  },
  reps: {
    compounds: { minReps: range(REPS_EDITOR_BOUNDS), maxReps: range(REPS_EDITOR_BOUNDS) },
    accessories: { minReps: range(REPS_EDITOR_BOUNDS), maxReps: range(REPS_EDITOR_BOUNDS) },
    custom: { minReps: range(REPS_EDITOR_BOUNDS), maxReps: range(REPS_EDITOR_BOUNDS) },
  },
  sets: {
    compounds: { sets: range(SETS_EDITOR_BOUNDS.compounds) },
    accessories: { sets: range(SETS_EDITOR_BOUNDS.accessories) },
    custom: { sets: range(SETS_EDITOR_BOUNDS.custom) },
  },
  rir: {
    compounds: { rpe: range(RPE_RANGE, RPE_STEP) },
    accessories: { rpe: range(RPE_RANGE, RPE_STEP) },
    custom: { rpe: range(RPE_RANGE, RPE_STEP) },
  },
};

/** The warm-up's % of working weight may be fractional; every other field moves on its steps. */
const isStepped = (field: string) => field !== 'pctOfWorking';

/** How a value off its field's steps is refused; whole-number fields say so by their label. */
const stepMessage = (field: string): string | undefined =>
  field === 'timerSec' ? m.timerStep : field === 'rpe' ? m.rpeStep : undefined;

/** A value moved into a field's range, on its steps. */
export function clampToRange(field: string, value: number, range: FieldRange): number {
  const stepped = isStepped(field) ? Math.round(value / range.step) * range.step : value;
  return Math.min(range.max, Math.max(range.min, stepped));
}

/**
 * The fields and ranges of one editor option (spec 2, section 5 "Parameter editor bounds"):
 * warm-up sets 1-2, % of working 10-100, reps 3-15 (custom: 1-30, plus a timer of 0-120 s in steps
 * of 10); reps 1-200; sets 1-6 (custom 6-15). Not in the spec (issue 35): the RIR target is an
 * RPE of 6-10 in halves, whichever scale shows it.
 */
export function paramBounds<K extends ParamKind>(
  kind: K,
  variant: EditableVariant,
): ParamFieldBounds<K> {
  return PARAM_BOUNDS[kind][variant];
}

/**
 * The standard parameters of an exercise: warm-up 60 % for 2 sets of 8 without a timer, reps 8-8
 * for a compound (and a custom exercise, read as compound) or 12-12 for an accessory, 1 set,
 * and the standard effort target (RPE 8, shown as RPE).
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
    rir: { variant: 'standard', ...STANDARD_EFFORT_TARGET, isCustom: false },
  };
}

/** The editable values of one stored parameter. */
function valuesOf<K extends ParamKind>(kind: K, param: ExerciseParams[K]): ParamValuesByKind[K] {
  const read: { [P in ParamKind]: (p: ExerciseParams[P]) => ParamValuesByKind[P] } = {
    warmup: (p) => ({
      pctOfWorking: p.pctOfWorking,
      sets: p.sets,
      reps: p.reps,
      timerSec: p.timerSec ?? 0,
    }),
    reps: (p) => ({ minReps: p.minReps, maxReps: p.maxReps }),
    sets: (p) => ({ sets: p.sets }),
    rir: (p) => ({ rpe: p.rpe, scale: p.scale }),
  };
  return (read[kind] as (p: ExerciseParams[K]) => ParamValuesByKind[K])(param);
}

/** The editable values of one kind of an exercise's parameters. */
export function paramValues<K extends ParamKind>(
  kind: K,
  params: ExerciseParams,
): ParamValuesByKind[K] {
  return valuesOf(kind, params[kind]);
}

/** The standard values of a kind for an exercise type. */
export function standardValues<K extends ParamKind>(
  kind: K,
  type: ExerciseType,
): ParamValuesByKind[K] {
  return paramValues(kind, defaultExerciseParams(type));
}

function sameValues(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return Object.keys(left).every((key) => left[key] === right[key]);
}

/**
 * Whether a parameter is customised: its values differ from the standard of its exercise type.
 * Spec 2 section 4 never marks RIR, which then had no value; with a target (issue 35) a RIR other
 * than RPE 8 shown as RPE is marked like any other parameter.
 */
export function isCustomParam(kind: ParamKind, params: ExerciseParams, type: ExerciseType) {
  return !sameValues(paramValues(kind, params), standardValues(kind, type));
}

/** Parameters with every `isCustom` mark recomputed from the values. */
export function withCustomMarks(params: ExerciseParams, type: ExerciseType): ExerciseParams {
  return {
    warmup: { ...params.warmup, isCustom: isCustomParam('warmup', params, type) },
    reps: { ...params.reps, isCustom: isCustomParam('reps', params, type) },
    sets: { ...params.sets, isCustom: isCustomParam('sets', params, type) },
    rir: { ...params.rir, isCustom: isCustomParam('rir', params, type) },
  };
}

/** A parameter of `kind` holding `values` under `variant`, before custom marking. */
export function paramWith<K extends ParamKind>(
  kind: K,
  variant: ParamVariant,
  values: ParamValuesByKind[K],
): ExerciseParams[K] {
  const build: { [P in ParamKind]: (v: ParamValuesByKind[P]) => ExerciseParams[P] } = {
    warmup: (v): WarmupParams => ({
      variant,
      pctOfWorking: v.pctOfWorking,
      sets: v.sets,
      reps: v.reps,
      timerSec: variant === 'custom' && v.timerSec > 0 ? v.timerSec : null,
      isCustom: false,
    }),
    reps: (v): RepsParams => ({ variant, minReps: v.minReps, maxReps: v.maxReps, isCustom: false }),
    sets: (v): SetsParams => ({ variant, sets: v.sets, isCustom: false }),
    rir: (v): RirParams => ({ variant, rpe: v.rpe, scale: v.scale, isCustom: false }),
  };
  return (build[kind] as (v: ParamValuesByKind[K]) => ExerciseParams[K])(values);
}

/** A problem with one field of a parameter, as a path below the parameter and a message. */
export type ParamIssue = { path: string[]; message: string };

const labelOf = (kind: ParamKind, field: string): string =>
  (m.paramLabels[kind] as Record<string, string>)[field] ?? field;

function boundIssues(
  kind: ParamKind,
  values: Record<string, unknown>,
  bounds: Partial<Record<string, FieldRange>>,
): ParamIssue[] {
  const issues: ParamIssue[] = [];
  for (const [field, limit] of Object.entries(bounds)) {
    const value = values[field];
    if (!limit || typeof value !== 'number') continue;
    const label = labelOf(kind, field);
    if (value < limit.min || value > limit.max) {
      issues.push({ path: [field], message: m.between(label, limit.min, limit.max) });
    } else if (isStepped(field) && !Number.isInteger((value - limit.min) / limit.step)) {
      issues.push({ path: [field], message: stepMessage(field) ?? m.wholeNumber(label) });
    }
  }
  return issues;
}

/**
 * The bounds a parameter's variant imposes, whatever the exercise: each option's ranges, a timer
 * only on a custom warm-up, reps with the minimum not above the maximum, and the standard values
 * under 'standard' (reps aside: their standard depends on the exercise type).
 */
export function variantIssues<K extends ParamKind>(
  kind: K,
  param: ExerciseParams[K],
): ParamIssue[] {
  const { variant } = param;
  const values = valuesOf(kind, param) as Record<string, unknown>;
  if (variant === 'standard') {
    if (kind === 'reps') return [];
    return sameValues(values, standardValues(kind, 'compound'))
      ? []
      : [{ path: ['variant'], message: m.standardValues }];
  }
  const issues = boundIssues(kind, values, paramBounds(kind, variant));
  if (kind === 'warmup' && variant !== 'custom' && (values.timerSec ?? 0) !== 0) {
    issues.push({ path: ['timerSec'], message: m.timerOnlyCustom });
  }
  if (kind === 'reps' && (param as RepsParams).minReps > (param as RepsParams).maxReps) {
    issues.push({ path: ['minReps'], message: m.minAboveMax });
  }
  return issues;
}

/**
 * The rules that depend on the exercise's type: compound options only on compound (and custom)
 * exercises, accessory options only on accessories, and standard reps matching the type.
 */
export function typeIssues(params: ExerciseParams, type: ExerciseType): ParamIssue[] {
  const issues: ParamIssue[] = [];
  for (const kind of PARAM_KINDS) {
    const { variant } = params[kind];
    if (variant === 'compounds' && type === 'accessory') {
      issues.push({ path: [kind, 'variant'], message: m.compoundsOnly });
    }
    if (variant === 'accessories' && type !== 'accessory') {
      issues.push({ path: [kind, 'variant'], message: m.accessoriesOnly });
    }
  }
  if (
    params.reps.variant === 'standard' &&
    !sameValues(paramValues('reps', params), standardValues('reps', type))
  ) {
    issues.push({ path: ['reps', 'variant'], message: m.standardValues });
  }
  return issues;
}
