import { LAST_USED_WORKOUTS, PICKER_SECTION_LIMIT } from '../constants';
import { isAdminOrHigher, isTrainerOrHigher, type Role } from '../roles';
import type { WorkoutListItem } from '../schemas/workout';

/** Trainers and above read every workout (DESIGN 4.1). */
export function canReadWorkouts(role: Role | null | undefined): boolean {
  return isTrainerOrHigher(role);
}

/** A workout is changed or deleted by its owner (a trainer or above), or by admin and above. */
export function canChangeWorkout(
  user: { id: string; role: Role | null | undefined },
  workout: { ownerId: string | null },
): boolean {
  return (
    isAdminOrHigher(user.role) || (isTrainerOrHigher(user.role) && workout.ownerId === user.id)
  );
}

export interface WorkoutPickerSections {
  /** 'Your Workouts': the user's own, most recently changed first. */
  yours: WorkoutListItem[];
  /** 'Last 10 Workouts': the 10 most recently launched (by anyone), latest first. */
  lastUsed: WorkoutListItem[];
  /** 'Most Used Workouts': launched ones, most sessions first, then the latest launched. */
  mostUsed: WorkoutListItem[];
  /** 'All Workouts': every workout by name (how often each is used has its own section). */
  all: WorkoutListItem[];
}

const byTimeDesc = (a: string | null, b: string | null) =>
  (b === null ? 0 : Date.parse(b)) - (a === null ? 0 : Date.parse(a));

/**
 * The workout select modal's sections from GET /api/workouts (already filtered by the search box
 * and the Level filter), at most 4 entries each (spec 2: "At most 4 entries per section"). 'Last
 * 10' and 'Most used' come from the sessions launched (DESIGN 4.8). A workout may appear in
 * several sections.
 */
export function workoutPickerSections(
  workouts: readonly WorkoutListItem[],
  userId: string,
  limit: number = PICKER_SECTION_LIMIT,
): WorkoutPickerSections {
  const byName = (a: WorkoutListItem, b: WorkoutListItem) =>
    a.workoutName.localeCompare(b.workoutName) || a.id.localeCompare(b.id);
  const yours = workouts
    .filter((w) => w.ownerId === userId)
    .sort((a, b) => byTimeDesc(a.updatedAt, b.updatedAt) || byName(a, b));
  const lastUsed = workouts
    .filter((w) => w.lastUsedAt !== null)
    .sort((a, b) => byTimeDesc(a.lastUsedAt, b.lastUsedAt) || byName(a, b))
    .slice(0, LAST_USED_WORKOUTS);
  const mostUsed = workouts
    .filter((w) => w.useCount > 0)
    .sort(
      (a, b) => b.useCount - a.useCount || byTimeDesc(a.lastUsedAt, b.lastUsedAt) || byName(a, b),
    );
  const all = [...workouts].sort(byName);
  return {
    yours: yours.slice(0, limit),
    lastUsed: lastUsed.slice(0, limit),
    mostUsed: mostUsed.slice(0, limit),
    all: all.slice(0, limit),
  };
}
