import type { TokenPairResponse } from '@levelup/shared';
import { type ApiClient, apiClient } from '../../../lib/api-client';
import { postForTokenPair } from '../../../lib/auth/api/token-pair';

/** POST /api/token/exchange: trades the one-time code of the external sign-in for tokens. */
export function exchangeCode(
  code: string,
  client: ApiClient = apiClient,
): Promise<TokenPairResponse> {
  return postForTokenPair('/api/token/exchange', { code }, client);
}
