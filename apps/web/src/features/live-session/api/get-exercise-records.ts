import { type ExerciseRecordsResponse, exerciseRecordsResponseSchema } from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** GET /api/clients/{id}/exercises/{exerciseId}/records: the best set and the last session's sets. */
function getExerciseRecords(
  clientId: string,
  exerciseId: string,
  client: ApiClient = apiClient,
): Promise<ExerciseRecordsResponse> {
  return client.get(
    `/api/clients/${encodeURIComponent(clientId)}/exercises/${encodeURIComponent(exerciseId)}/records`,
    { schema: exerciseRecordsResponseSchema },
  );
}

const exerciseRecordsKeys = {
  of: (clientId: string, exerciseId: string) =>
    ['clients', clientId, 'exercises', exerciseId, 'records'] as const,
};

function exerciseRecordsQueryOptions(clientId: string, exerciseId: string) {
  return queryOptions({
    queryKey: exerciseRecordsKeys.of(clientId, exerciseId),
    queryFn: () => getExerciseRecords(clientId, exerciseId),
  });
}

/** See PR and Last read it while their dialog is open for a selected cell. */
export function useExerciseRecords(ref: { userId: string; exerciseId: string } | null) {
  return useQuery({
    ...exerciseRecordsQueryOptions(ref?.userId ?? '', ref?.exerciseId ?? ''),
    enabled: ref !== null,
  });
}
