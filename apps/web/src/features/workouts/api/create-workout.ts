import {
  type WorkoutSavedResponse,
  type WorkoutSaveInput,
  workoutSavedResponseSchema,
} from '@levelup/shared';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { type IdempotencyKeys, useIdempotencyKeys } from '@/lib/idempotency-key';
import { workoutKeys } from './get-workouts';

/**
 * POST /api/workouts: saves the builder state as a new workout and answers its id; sent again with
 * the same key, it answers the same workout.
 */
export function createWorkout(
  workout: WorkoutSaveInput,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<WorkoutSavedResponse> {
  return client.post('/api/workouts', workout, {
    schema: workoutSavedResponseSchema,
    idempotencyKey,
  });
}

function createWorkoutMutationOptions(queryClient: QueryClient, keys: IdempotencyKeys) {
  return mutationOptions({
    mutationFn: (workout: WorkoutSaveInput) => createWorkout(workout, keys.keyFor(workout)),
    onSuccess: () => {
      keys.forget();
      return queryClient.invalidateQueries({ queryKey: workoutKeys.all });
    },
  });
}

export function useCreateWorkout() {
  return useMutation(createWorkoutMutationOptions(useQueryClient(), useIdempotencyKeys()));
}
