import { type TokenPairResponse, tokenPairResponseSchema } from '@levelup/shared';
import type { ApiClient } from '../../api-client';

/** A signed-out POST answered with a token pair and the user: sign-in and registration. */
export function postForTokenPair(
  path: string,
  body: unknown,
  client: ApiClient,
): Promise<TokenPairResponse> {
  return client.post(path, body, { skipAuth: true, schema: tokenPairResponseSchema });
}
