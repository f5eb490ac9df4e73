import type { CastDisconnectBody } from '@levelup/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** POST /cast/disconnect: unpairs the screen; the TV goes back to /cast. */
async function disconnectScreen(
  body: CastDisconnectBody,
  client: ApiClient = apiClient,
): Promise<void> {
  await client.post('/cast/disconnect', body);
}

function disconnectScreenMutationOptions() {
  return mutationOptions({ mutationFn: (body: CastDisconnectBody) => disconnectScreen(body) });
}

export function useDisconnectScreen() {
  return useMutation(disconnectScreenMutationOptions());
}
