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
import { workoutKeys } from './get-workouts';

interface UpdateWorkoutInput {
  id: string;
  workout: WorkoutSaveInput;
}

/** PUT /api/workouts/{id}: replaces a workout the user owns (or any, for admin and above). */
export function updateWorkout(
  { id, workout }: UpdateWorkoutInput,
  client: ApiClient = apiClient,
): Promise<WorkoutSavedResponse> {
  return client.put(`/api/workouts/${encodeURIComponent(id)}`, workout, {
    schema: workoutSavedResponseSchema,
  });
}

function updateWorkoutMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (input: UpdateWorkoutInput) => updateWorkout(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workoutKeys.all }),
  });
}

export function useUpdateWorkout() {
  return useMutation(updateWorkoutMutationOptions(useQueryClient()));
}
