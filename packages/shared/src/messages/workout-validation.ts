import { localized } from '../i18n/catalog';

/**
 * Why a saved workout was refused, beyond the builder's alerts (the issue texts of
 * POST/PUT /api/workouts). Each names the rule of spec 2 section 5 it enforces.
 */
const workoutValidationMessagesEnglish = {
  tooManyPhases: 'A workout has at most 5 phases.',
  noPhase: 'A workout needs at least one phase.',
  phaseIdTaken: 'Each phase needs its own id.',
  activePhaseMissing: 'The active phase must be one of the phases.',
  exerciseTwiceInPhase: 'An exercise can be in a phase only once.',
  tooManyExercises: (max: number) => `A phase holds at most ${max} exercises.`,
  paramsMissing: 'Every exercise of the phase needs its parameters.',
  paramsWithoutExercise: 'Parameters belong to an exercise of the phase.',
  exerciseDetailsMissing: 'The workout must list every exercise it uses.',
  unknownExercise: 'Unknown exercise',
  pairLetters: 'Pairs use the letters A to H (at most 8 pairs per phase).',
  pairTooSmall: 'A pair needs at least two exercises.',
  pairNotInPhase: 'Only exercises of the phase can be paired.',
  between: (label: string, min: number, max: number) =>
    `${label} must be between ${min} and ${max}.`,
  wholeNumber: (label: string) => `${label} must be a whole number.`,
  timerStep: 'The warm-up timer moves in steps of 10 seconds.',
  timerOnlyCustom: 'Only a custom warm-up has a timer.',
  minAboveMax: 'Minimum reps cannot be above maximum reps.',
  standardValues: 'Standard parameters keep the standard values.',
  compoundsOnly: 'Compound parameters apply to compound exercises only.',
  accessoriesOnly: 'Accessory parameters apply to accessory exercises only.',
  rpeStep: 'Target RPE moves in steps of 0.5.',
  /** How the issues (and the editors' steppers) name each parameter field. */
  paramLabels: {
    warmup: {
      sets: 'Warm-up sets',
      pctOfWorking: 'Warm-up % of working weight',
      reps: 'Warm-up reps',
      timerSec: 'Warm-up timer (seconds)',
    },
    reps: { minReps: 'Minimum reps', maxReps: 'Maximum reps' },
    sets: { sets: 'Sets' },
    rir: { rpe: 'Target RPE' },
  },
  groupLabels: {
    clientsPerGroup: 'Clients per group',
    maxClientsPerExercise: 'Max clients per exercise',
  },
} as const;
export type WorkoutValidationMessages = typeof workoutValidationMessagesEnglish;
export const workoutValidationMessages = localized(workoutValidationMessagesEnglish, {
  es: () => import('./es/workout-validation').then((m) => m.workoutValidationMessagesEs),
});
