import { type ExerciseNameCheckResponse, exerciseNameCheckResponseSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/**
 * GET /api/exercises/similar?name=: whether the name is taken (case and spacing ignored) and the
 * library's near-duplicates.
 */
function checkExerciseName(
  name: string,
  client: ApiClient = apiClient,
): Promise<ExerciseNameCheckResponse> {
  return client.get('/api/exercises/similar', {
    query: { name },
    schema: exerciseNameCheckResponseSchema,
  });
}

const exerciseNameKeys = {
  all: ['exercises', 'name-check'] as const,
  name: (name: string) => [...exerciseNameKeys.all, name.trim().toLowerCase()] as const,
};

function exerciseNameCheckQueryOptions(name: string) {
  return queryOptions({
    queryKey: exerciseNameKeys.name(name),
    queryFn: () => checkExerciseName(name.trim()),
    enabled: name.trim().length > 0,
    staleTime: 10_000,
    retry: false,
  });
}

export function useExerciseNameCheck(name: string) {
  return useQuery(exerciseNameCheckQueryOptions(name));
}
