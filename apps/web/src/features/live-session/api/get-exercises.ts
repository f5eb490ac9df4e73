import { type ExerciseListItem, exerciseListItemSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type ApiClient, apiClient } from '../../../lib/api-client';

/** GET /api/exercises: the library the add-exercise picker searches. */
export function getExercises(client: ApiClient = apiClient): Promise<ExerciseListItem[]> {
  return client.get('/api/exercises', { schema: z.array(exerciseListItemSchema) });
}

export const liveExercisesKeys = { all: ['exercises', 'list'] as const };

export function exercisesQueryOptions() {
  return queryOptions({
    queryKey: liveExercisesKeys.all,
    queryFn: () => getExercises(),
    staleTime: 5 * 60_000,
  });
}

export function useExercises(enabled = true) {
  return useQuery({ ...exercisesQueryOptions(), enabled });
}
