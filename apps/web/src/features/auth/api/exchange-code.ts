import { userSchema } from '@levelup/shared';
import { z } from 'zod';
import { type ApiClient, apiClient } from '../../../lib/api-client';

/** The exchange answers the token pair; the user is optional here and fetched when absent. */
export const exchangeResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: userSchema.optional(),
});
export type ExchangeResponse = z.infer<typeof exchangeResponseSchema>;

/** POST /api/token/exchange: trades the one-time code of the external sign-in for tokens. */
export function exchangeCode(
  code: string,
  client: ApiClient = apiClient,
): Promise<ExchangeResponse> {
  return client.post(
    '/api/token/exchange',
    { code },
    { skipAuth: true, schema: exchangeResponseSchema },
  );
}
