import {
  canChangeWorkout,
  type StoredWorkout,
  toApiIssues,
  type WorkoutListItem,
  type WorkoutListQuery,
  type WorkoutSavePayload,
  workoutSaveSchema,
  workoutValidationMessages,
} from '@levelup/shared';
import type { AuthUser } from '../auth';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { WorkoutRepository } from './workout-repository';

/**
 * The workout rules of DESIGN 4.1: trainers and above read every workout; the owner, or admin
 * and above, change or delete one. Every exercise a workout names must be in the library.
 */
export function createWorkoutService(repository: WorkoutRepository) {
  /**
   * Checks that every exercise the draft uses is in the library (one issue per unknown id, at its
   * first place) and replaces the draft's exercise list with the library's entries, so names and
   * types are the library's; the type-dependent rules are then checked against those.
   */
  async function withLibraryExercises(workout: WorkoutSavePayload): Promise<WorkoutSavePayload> {
    const places = new Map<string, string>();
    workout.phases.forEach((phase, p) => {
      phase.exerciseIds.forEach((id, i) => {
        if (!places.has(id)) places.set(id, `phases.${p}.exerciseIds.${i}`);
      });
    });
    const library = await repository.libraryExercises([...places.keys()]);
    const unknown = [...places].filter(([id]) => !library.has(id));
    if (unknown.length > 0) {
      throw badRequest(
        undefined,
        unknown.map(([, path]) => ({ path, message: workoutValidationMessages.unknownExercise })),
      );
    }
    const checked = workoutSaveSchema.safeParse({
      ...workout,
      exercises: Object.fromEntries(library),
    });
    if (!checked.success) throw badRequest(undefined, toApiIssues(checked.error));
    return checked.data;
  }

  async function assertCanChange(user: AuthUser, id: string) {
    const workout = await repository.ownerOf(id);
    if (!workout) throw notFound();
    if (!canChangeWorkout(user, workout)) throw forbidden();
  }

  return {
    list(query: WorkoutListQuery): Promise<WorkoutListItem[]> {
      return repository.list(query);
    },

    async get(id: string): Promise<StoredWorkout> {
      const workout = await repository.find(id);
      if (!workout) throw notFound();
      return workout;
    },

    async create(user: AuthUser, workout: WorkoutSavePayload): Promise<{ id: string }> {
      const checked = await withLibraryExercises(workout);
      return { id: await repository.insert(user.id, checked) };
    },

    async update(user: AuthUser, id: string, workout: WorkoutSavePayload): Promise<{ id: string }> {
      await assertCanChange(user, id);
      await repository.update(id, await withLibraryExercises(workout));
      return { id };
    },

    async remove(user: AuthUser, id: string): Promise<void> {
      await assertCanChange(user, id);
      await repository.remove(id);
    },
  };
}

export type WorkoutService = ReturnType<typeof createWorkoutService>;
