import { type TrainingGoal, trainingGoalSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** GET /api/training-goals; a failed load reads as no goals (spec 2, section 8). */
function getTrainingGoals(client: ApiClient = apiClient): Promise<TrainingGoal[]> {
  return client
    .get('/api/training-goals', { schema: z.array(trainingGoalSchema) })
    .catch((): TrainingGoal[] => []);
}

const trainingGoalKeys = { all: ['training-goals'] as const };

/** The seeded goals do not change while the app runs. */
function trainingGoalsQueryOptions() {
  return queryOptions({
    queryKey: trainingGoalKeys.all,
    queryFn: () => getTrainingGoals(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTrainingGoals() {
  return useQuery(trainingGoalsQueryOptions());
}
