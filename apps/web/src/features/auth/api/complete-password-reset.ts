import type { PasswordResetCompletion } from '@levelup/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** POST /api/user/password-reset {email, secret, newPassword}: 200, or 400 INVALID_SECRET. */
async function completePasswordReset(
  body: PasswordResetCompletion,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.post('/api/user/password-reset', body, { skipAuth: true });
}

function completePasswordResetMutationOptions() {
  return mutationOptions({
    mutationFn: (body: PasswordResetCompletion) => completePasswordReset(body),
  });
}

export function useCompletePasswordReset() {
  return useMutation(completePasswordResetMutationOptions());
}
