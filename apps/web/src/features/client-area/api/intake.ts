import {
  type IntakeAnswers,
  type IntakeAnswersResponse,
  intakeAnswersResponseSchema,
} from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { clientAreaKeys } from './keys';

/** GET /api/users/{id}/intake: the saved questionnaire, or null before the first save. */
function getIntake(userId: string, client: ApiClient = apiClient): Promise<IntakeAnswersResponse> {
  return client.get(`/api/users/${userId}/intake`, { schema: intakeAnswersResponseSchema });
}

/** PUT /api/users/{id}/intake. */
export function saveIntake(
  userId: string,
  answers: IntakeAnswers,
  client: ApiClient = apiClient,
): Promise<IntakeAnswersResponse> {
  return client.put(`/api/users/${userId}/intake`, answers, {
    schema: intakeAnswersResponseSchema,
  });
}

function intakeQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clientAreaKeys.intake(userId),
    queryFn: () => getIntake(userId),
    retry: false,
  });
}

export function useIntake(userId: string | undefined, enabled: boolean) {
  return useQuery({ ...intakeQueryOptions(userId ?? ''), enabled: Boolean(userId) && enabled });
}
