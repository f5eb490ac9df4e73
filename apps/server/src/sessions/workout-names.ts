import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/connect';
import { workoutName } from './roster-records';

type WorkoutRef = { id: string; name: string } | null;

/** Workout names by id, for the state read; dropped whenever any workout changes. */
export function createWorkoutNames(db: Database, changes: ChangeFeed) {
  const names = new Map<string, { epoch: number; workout: WorkoutRef }>();
  let workoutChanges = 0;
  changes.onChange((change) => {
    if (change.topic !== 'workouts') return;
    workoutChanges += 1;
    names.clear();
  });

  /** The workout a session was launched from, as it is named now (null once it is deleted). */
  return async function workoutOf(workoutId: string | null): Promise<WorkoutRef> {
    if (workoutId === null) return null;
    const epoch = changes.epoch();
    const hit = names.get(workoutId);
    if (hit && changes.live() && hit.epoch === epoch) return hit.workout;
    const heardBefore = workoutChanges;
    const workout = (await workoutName(db, workoutId)) ?? null;
    // A change heard while reading may have overtaken the row read: keep nothing then.
    if (workoutChanges === heardBefore) {
      if (names.size >= 1000) names.clear();
      names.set(workoutId, { epoch, workout });
    }
    return workout;
  };
}
