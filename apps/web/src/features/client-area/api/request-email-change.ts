import {
  type EmailChangeRequest,
  type EmailChangeRequested,
  emailChangeRequestedSchema,
} from '@levelup/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/**
 * POST /api/users/{id}/email-change: 202 once a confirmation link is mailed to the new address;
 * 400 INVALID_SECRET for a wrong password, 409 for an email with an account of its own.
 */
function requestEmailChange(
  userId: string,
  body: EmailChangeRequest,
  client: ApiClient = apiClient,
): Promise<EmailChangeRequested> {
  return client.post(`/api/users/${userId}/email-change`, body, {
    schema: emailChangeRequestedSchema,
  });
}

function requestEmailChangeMutationOptions(userId: string) {
  return mutationOptions({
    mutationFn: (body: EmailChangeRequest) => requestEmailChange(userId, body),
  });
}

export function useRequestEmailChange(userId: string) {
  return useMutation(requestEmailChangeMutationOptions(userId));
}
