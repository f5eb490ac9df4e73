import { type StoredWorkout, storedWorkoutSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { workoutKeys } from './get-workouts';

/** GET /api/workouts/{id}: the stored builder state the builder edits. */
export function getWorkout(id: string, client: ApiClient = apiClient): Promise<StoredWorkout> {
  return client.get(`/api/workouts/${encodeURIComponent(id)}`, { schema: storedWorkoutSchema });
}

export function workoutQueryOptions(id: string) {
  return queryOptions({
    queryKey: workoutKeys.detail(id),
    queryFn: () => getWorkout(id),
  });
}

export function useWorkout(id: string | undefined) {
  return useQuery({ ...workoutQueryOptions(id ?? ''), enabled: id !== undefined });
}
