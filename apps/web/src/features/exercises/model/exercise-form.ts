import {
  EXERCISE_BOUNDS,
  EXERCISE_DEFAULTS,
  type ExercisePayloadInput,
  exerciseWizardStepSchemas,
  type MovementPattern,
  type MovementType,
  type Muscle,
} from '@levelup/shared';

/** The wizard's values: everything the 8 steps set, unset choices as null. */
export interface ExerciseFormValues {
  name: string;
  movementType: MovementType | null;
  primaryMuscles: Muscle[];
  secondaryMuscles: Muscle[];
  pattern: MovementPattern | null;
  intensity: number;
  effectiveness: number;
  athleticism: number;
  repCarryover: number;
}

/** Defaults: intensity 3, effectiveness 2, athleticism 3, carryover 10; the pattern may be prefilled. */
export function exerciseFormDefaults(pattern?: MovementPattern): ExerciseFormValues {
  return {
    name: '',
    movementType: null,
    primaryMuscles: [],
    secondaryMuscles: [],
    pattern: pattern ?? null,
    ...EXERCISE_DEFAULTS,
  };
}

export type NameCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; exists: boolean; similar: string[] }
  /** The check could not reach the server: the create call's own 409 still guards the name. */
  | { status: 'failed' };

/** Whether step `step` (from 0) is valid, so Next may be pressed (spec 2, section 5). */
export function isExerciseStepValid(
  step: number,
  values: ExerciseFormValues,
  nameCheck: NameCheck,
): boolean {
  const schema = exerciseWizardStepSchemas[step];
  if (!schema?.safeParse(values).success) return false;
  if (step === 0) {
    if (nameCheck.status === 'done') return !nameCheck.exists;
    return nameCheck.status === 'failed';
  }
  return true;
}

/**
 * Adds or removes a muscle from one list. A muscle is primary or secondary, not both: choosing it
 * in one list takes it out of the other. A full list ignores further choices.
 */
export function toggleMuscleIn(
  values: Pick<ExerciseFormValues, 'primaryMuscles' | 'secondaryMuscles'>,
  list: 'primaryMuscles' | 'secondaryMuscles',
  muscle: Muscle,
): Pick<ExerciseFormValues, 'primaryMuscles' | 'secondaryMuscles'> {
  const other = list === 'primaryMuscles' ? 'secondaryMuscles' : 'primaryMuscles';
  const max =
    list === 'primaryMuscles'
      ? EXERCISE_BOUNDS.primaryMuscles.max
      : EXERCISE_BOUNDS.secondaryMuscles.max;
  const current = values[list];
  if (current.includes(muscle)) {
    return { ...values, [list]: current.filter((m) => m !== muscle) };
  }
  if (current.length >= max) return { ...values };
  return {
    ...values,
    [list]: [...current, muscle],
    [other]: values[other].filter((m) => m !== muscle),
  };
}

/** Clamps a stepper value between its bounds, whole numbers only. */
export function clampStep(value: number, bounds: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
}

/** The POST /api/exercises body from the wizard's values. */
export function toExercisePayload(values: ExerciseFormValues): ExercisePayloadInput {
  if (!values.movementType || !values.pattern) {
    throw new Error('movement type and pattern are chosen before the last step');
  }
  return {
    name: values.name.trim(),
    movementType: values.movementType,
    pattern: values.pattern,
    primaryMuscles: values.primaryMuscles,
    secondaryMuscles: values.secondaryMuscles,
    intensity: values.intensity,
    effectiveness: values.effectiveness,
    athleticism: values.athleticism,
    repCarryover: values.repCarryover,
  };
}
