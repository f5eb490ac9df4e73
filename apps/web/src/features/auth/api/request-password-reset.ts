import type { PasswordResetRequest } from '@levelup/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** POST /api/user/password-reset {email}: always 202; a code is mailed if the account exists. */
async function requestPasswordReset(
  body: PasswordResetRequest,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.post('/api/user/password-reset', body, { skipAuth: true });
}

function requestPasswordResetMutationOptions() {
  return mutationOptions({
    mutationFn: (body: PasswordResetRequest) => requestPasswordReset(body),
  });
}

export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutationOptions());
}
