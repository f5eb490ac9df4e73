import { localized } from '../i18n/catalog';

export type ParameterKind = 'Warm-Up' | 'Rep Range' | 'Sets' | 'RIR & Progression';

const workoutBuilderMessagesEnglish = {
  missingNameTitle: 'Missing workout name',
  missingName: 'Please enter a workout name before saving.',
  levelRequiredTitle: 'Workout level required',
  levelRequired: 'Please select a workout level before saving.',
  invalidNameTitle: 'Invalid name',
  invalidName: 'Please enter a valid workout name.',
  saved: (name?: string | null) => (name ? `Saved "${name}"` : 'Workout saved'),
  saveFailed: 'Unable to save workout. Please try again.',
  namePlaceholder: 'Enter workout name...',
  unnamed: 'Tap to name your workout',
  phasesTitle: 'Workout Phases',
  phaseCounter: (n: number, max: number) => `${n} of ${max} phases`,
  addPhase: '+ Add Phase',
  phaseNamePlaceholder: 'Phase name',
  phaseHint: 'Select a phase to edit exercises. Long press or tap Edit to rename.',
  addExercise: '+ Add Exercise',
  createNew: '+ Create New',
  workoutLevel: (level?: string | null) => `Workout Level: ${level || 'Select'}`,
  emptyTitle: 'No exercises yet',
  emptyHint: 'Tap “Add Exercise” to get started',
  footer: (n: number, phaseName: string) => `${n} exercise(s) in ${phaseName}`,
  pairColumn: (n: number, max: number) => `Pair (${n}/${max})`,
  searchExercises: 'Search exercises',
  noExercisesFound: 'No exercises found.',
  timerNote: 'Timer set – reps are ignored while active.',
  rirOption: 'Standard RIR progression',
  rirNote: 'Standard RIR progression rules applied based on client lifestyle and preferences.',
  /** A workout's target effort, in the scale its 'RIR & Progression' asks for. */
  rpeTarget: (rpe: number) => `RPE ${rpe}`,
  rirTarget: (rir: number) => `${rir} RIR`,
  editColumnTitle: (kind: ParameterKind) => `Edit: ${kind} (All Exercises)`,
  editCellTitle: (kind: ParameterKind, exerciseName: string) => `Edit: ${kind} — ${exerciseName}`,
} as const;
export type WorkoutBuilderMessages = typeof workoutBuilderMessagesEnglish;
export const workoutBuilderMessages = localized(workoutBuilderMessagesEnglish, {
  es: () => import('./es/workout-builder').then((m) => m.workoutBuilderMessagesEs),
});
