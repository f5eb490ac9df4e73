import type { ImportExerciseChoice, ImportPreviewExercise } from '@levelup/shared';

/** The pick list's value for 'Create custom exercise' (no exercise id looks like it). */
export const CUSTOM_CHOICE = 'custom';

/** The pick of each exercise as the form holds it: an exercise id, `CUSTOM_CHOICE`, or ''. */
export type ChoiceForm = { picks: string[] };

/** The form's first picks: the library exercise each matched, blank for the unmatched. */
export function initialPicks(exercises: readonly ImportPreviewExercise[]): ChoiceForm {
  return { picks: exercises.map((exercise) => exercise.match?.id ?? '') };
}

/** The picks as the import takes them; a blank pick (none made) is left out. */
export function choicesOf(
  exercises: readonly ImportPreviewExercise[],
  form: ChoiceForm,
): { name: string; choice: ImportExerciseChoice }[] {
  return exercises.flatMap((exercise, index) => {
    const pick = form.picks[index] ?? '';
    if (pick === '') return [];
    const choice: ImportExerciseChoice =
      pick === CUSTOM_CHOICE ? { kind: 'custom' } : { kind: 'library', exerciseId: pick };
    return [{ name: exercise.name, choice }];
  });
}
