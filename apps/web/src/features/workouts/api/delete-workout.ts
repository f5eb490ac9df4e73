import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiClient, apiClient } from '../../../lib/api-client';
import { workoutKeys } from './get-workouts';

/** DELETE /api/workouts/{id}: answers 204; the owner or admin and above only. */
export async function deleteWorkout(id: string, client: ApiClient = apiClient): Promise<void> {
  await client.delete(`/api/workouts/${encodeURIComponent(id)}`);
}

export function deleteWorkoutMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (id: string) => deleteWorkout(id),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: workoutKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: workoutKeys.lists() });
    },
  });
}

export function useDeleteWorkout() {
  return useMutation(deleteWorkoutMutationOptions(useQueryClient()));
}
