import type { CastConnectBody } from '@levelup/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** What POST /cast/connect answers (the server's cast service). */
const castConnectResponseSchema = z.object({
  ok: z.literal(true),
  screenId: z.string(),
  sessionId: z.string(),
  connectedAt: z.string(),
});
type CastConnectResponse = z.infer<typeof castConnectResponseSchema>;

/** POST /cast/connect: pairs the screen with the trainer's session; the TV follows at once. */
function connectScreen(
  body: CastConnectBody,
  client: ApiClient = apiClient,
): Promise<CastConnectResponse> {
  return client.post('/cast/connect', body, { schema: castConnectResponseSchema });
}

function connectScreenMutationOptions() {
  return mutationOptions({ mutationFn: (body: CastConnectBody) => connectScreen(body) });
}

export function useConnectScreen() {
  return useMutation(connectScreenMutationOptions());
}
