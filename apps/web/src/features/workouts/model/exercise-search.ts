import type { ExerciseListItem } from '@levelup/shared';

/** The Add Exercise picker's search: names containing the text, ignoring case and spaces around. */
export function searchExercises(
  exercises: readonly ExerciseListItem[],
  text: string,
): ExerciseListItem[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...exercises];
  return exercises.filter((exercise) => exercise.name.toLowerCase().includes(needle));
}
