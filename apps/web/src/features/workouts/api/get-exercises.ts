import { type ExerciseListItem, exerciseListItemSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type ApiClient, apiClient } from '../../../lib/api-client';

const exerciseListSchema = z.array(exerciseListItemSchema);

/** GET /api/exercises: the library the Add Exercise picker searches (id, name, type). */
export function getExercises(client: ApiClient = apiClient): Promise<ExerciseListItem[]> {
  return client.get('/api/exercises', { schema: exerciseListSchema });
}

export const exerciseKeys = {
  all: ['exercises'] as const,
};

export function exercisesQueryOptions() {
  return queryOptions({
    queryKey: exerciseKeys.all,
    queryFn: () => getExercises(),
    // The library only grows while the builder is open (a new exercise refetches it).
    staleTime: 60_000,
  });
}

export function useExercises(options: { enabled?: boolean } = {}) {
  return useQuery({ ...exercisesQueryOptions(), enabled: options.enabled ?? true });
}
