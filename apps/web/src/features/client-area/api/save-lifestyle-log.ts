import {
  type LifestyleLog,
  type LifestyleLogPayloadInput,
  lifestyleLogSchema,
} from '@levelup/shared';
import { type ApiClient, apiClient } from '../../../lib/api-client';

/**
 * POST /api/users/{id}/lifestyle: 201, or 409 when today's log exists already (but the same key
 * again answers as the first time).
 */
export function createLifestyleLog(
  userId: string,
  payload: LifestyleLogPayloadInput,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<LifestyleLog> {
  return client.post(`/api/users/${userId}/lifestyle`, payload, {
    schema: lifestyleLogSchema,
    idempotencyKey,
  });
}

/** PUT /api/users/{id}/lifestyle/{entryId}. */
export function updateLifestyleLog(
  userId: string,
  entryId: string,
  payload: LifestyleLogPayloadInput,
  client: ApiClient = apiClient,
): Promise<LifestyleLog> {
  return client.put(`/api/users/${userId}/lifestyle/${entryId}`, payload, {
    schema: lifestyleLogSchema,
  });
}
