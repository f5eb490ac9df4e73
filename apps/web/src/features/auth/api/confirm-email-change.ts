import {
  type EmailChangeConfirmation,
  type EmailChangeConfirmed,
  emailChangeConfirmedSchema,
} from '@levelup/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/**
 * POST /api/email-change/confirm: the link's secret moves the account to the new address (200),
 * or 400 INVALID_SECRET when it is wrong, spent or expired. Sent signed out: the secret is the
 * credential, and the link often opens in a browser without the session.
 */
function confirmEmailChange(
  body: EmailChangeConfirmation,
  client: ApiClient = apiClient,
): Promise<EmailChangeConfirmed> {
  return client.post('/api/email-change/confirm', body, {
    schema: emailChangeConfirmedSchema,
    skipAuth: true,
  });
}

function confirmEmailChangeMutationOptions() {
  return mutationOptions({
    mutationFn: (body: EmailChangeConfirmation) => confirmEmailChange(body),
  });
}

export function useConfirmEmailChange() {
  return useMutation(confirmEmailChangeMutationOptions());
}
