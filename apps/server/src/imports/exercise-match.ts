import { exerciseNameKey } from '@levelup/shared';

/** An exercise of the library, as matching reads it. */
export interface LibraryExercise {
  id: string;
  name: string;
}

/**
 * The names an exported exercise may go by in the library. Strong and Hevy write the equipment
 * after the movement ('Bench Press (Barbell)'); the library leads with it or leaves the barbell
 * out ('Barbell Bench Press', 'Deadlift').
 */
export function namesToTry(name: string): string[] {
  const names = [name];
  const equipment = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(name);
  if (equipment) {
    const [, movement = '', kit = ''] = equipment;
    names.push(`${kit} ${movement}`, movement);
  }
  return names;
}

/**
 * Matches the file's exercise names to the library by name (case and spacing ignored, then the
 * equipment moved or dropped): the library exercise each matched, or null.
 */
export function matchExercises(
  names: readonly string[],
  library: readonly LibraryExercise[],
): Map<string, LibraryExercise | null> {
  const byKey = new Map(library.map((exercise) => [exerciseNameKey(exercise.name), exercise]));
  return new Map(
    names.map((name) => {
      const found = namesToTry(name)
        .map((candidate) => byKey.get(exerciseNameKey(candidate)))
        .find((exercise) => exercise !== undefined);
      return [name, found ?? null];
    }),
  );
}
