import type { ExerciseListItem } from '../schemas/exercise';
import { createWorkoutDraft, type WorkoutDraft } from '../schemas/workout';
import { addExercise } from './builder';

/** Library exercises for builder tests: compounds, accessories and a custom one. */
export const library = {
  squat: item('squat', 'Back Squat', 'compound'),
  bench: item('bench', 'Bench Press', 'compound'),
  row: item('row', 'Barbell Row', 'compound'),
  curl: item('curl', 'Biceps Curl', 'accessory'),
  raise: item('raise', 'Lateral Raise', 'accessory'),
  sled: item('sled', 'Sled Push', 'custom'),
} satisfies Record<string, ExerciseListItem>;

function item(id: string, name: string, type: ExerciseListItem['type']): ExerciseListItem {
  return { id, name, type, pattern: null, primaryMuscles: [], secondaryMuscles: [] };
}

/** A new draft with the given exercises added to Phase 1, in order. */
export function draftWith(...exercises: ExerciseListItem[]): WorkoutDraft {
  return exercises.reduce(addExercise, createWorkoutDraft());
}
