import { type ExerciseListItem, exerciseListItemSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type ApiClient, apiClient } from '../../api-client';

const exerciseListSchema = z.array(exerciseListItemSchema);

/** GET /api/exercises: the library the pickers search (id, name, type). */
function getExercises(client: ApiClient = apiClient): Promise<ExerciseListItem[]> {
  return client.get('/api/exercises', { schema: exerciseListSchema });
}

export const exerciseKeys = {
  all: ['exercises'] as const,
  list: () => [...exerciseKeys.all, 'list'] as const,
};

function exercisesQueryOptions() {
  return queryOptions({
    queryKey: exerciseKeys.list(),
    queryFn: () => getExercises(),
    // The library only grows while a picker is open (a new exercise refetches it).
    staleTime: 60_000,
  });
}

export function useExercises({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...exercisesQueryOptions(), enabled });
}
