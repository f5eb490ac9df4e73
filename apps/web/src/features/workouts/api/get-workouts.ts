import { type WorkoutListItem, type WorkoutListQuery, workoutListSchema } from '@levelup/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** Every workout query sits under `workoutKeys.all`, so a save refreshes lists and details. */
export const workoutKeys = {
  all: ['workouts'] as const,
  lists: () => [...workoutKeys.all, 'list'] as const,
  list: (query: WorkoutListQuery) => [...workoutKeys.lists(), query] as const,
  details: () => [...workoutKeys.all, 'detail'] as const,
  detail: (id: string) => [...workoutKeys.details(), id] as const,
};

/** GET /api/workouts?q=&level=: every workout, filtered by name (contains) and level. */
export function getWorkouts(
  query: WorkoutListQuery = {},
  client: ApiClient = apiClient,
): Promise<WorkoutListItem[]> {
  return client.get('/api/workouts', {
    query: { q: query.q || undefined, level: query.level },
    schema: workoutListSchema,
  });
}

export function workoutsQueryOptions(query: WorkoutListQuery = {}) {
  return queryOptions({
    queryKey: workoutKeys.list(query),
    queryFn: () => getWorkouts(query),
    // The list stays on screen while the next search answers, so the picker does not flicker.
    placeholderData: keepPreviousData,
  });
}

export function useWorkouts(query: WorkoutListQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...workoutsQueryOptions(query), enabled: options.enabled ?? true });
}
