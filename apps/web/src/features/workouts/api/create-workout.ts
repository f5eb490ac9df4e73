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
import { type ApiClient, apiClient } from '../../../lib/api-client';
import { workoutKeys } from './get-workouts';

/** POST /api/workouts: saves the builder state as a new workout and answers its id. */
export function createWorkout(
  workout: WorkoutSaveInput,
  client: ApiClient = apiClient,
): Promise<WorkoutSavedResponse> {
  return client.post('/api/workouts', workout, { schema: workoutSavedResponseSchema });
}

export function createWorkoutMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (workout: WorkoutSaveInput) => createWorkout(workout),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workoutKeys.all }),
  });
}

export function useCreateWorkout() {
  return useMutation(createWorkoutMutationOptions(useQueryClient()));
}
