import {
  type LifestyleLog,
  type LifestyleLogPayloadInput,
  lifestyleLogSchema,
} from '@levelup/shared';
import { useMutation } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { type IdempotencyKeys, useIdempotencyKeys } from '@/lib/idempotency-key';
import { isConflict } from '../model/check-in';
import { todaysLog } from '../model/local-day';
import { getLifestyle, TODAY_LIMIT } from './get-lifestyle';

/**
 * POST /api/users/{id}/lifestyle: 201, or 409 when today's log exists already (but the same key
 * again answers as the first time).
 */
function createLifestyleLog(
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
function updateLifestyleLog(
  userId: string,
  entryId: string,
  payload: LifestyleLogPayloadInput,
  client: ApiClient = apiClient,
): Promise<LifestyleLog> {
  return client.put(`/api/users/${userId}/lifestyle/${entryId}`, payload, {
    schema: lifestyleLogSchema,
  });
}

/** Today's check-in to save, and the log it updates when the screen has one. */
interface CheckInSave {
  userId: string;
  existing: LifestyleLog | null;
  payload: LifestyleLogPayloadInput;
}

/**
 * Saves today's check-in: an update of the known log, or a create. When another device or tab
 * logged today first (409), today's log is reloaded and updated instead.
 */
export async function saveCheckIn(
  { userId, existing, payload }: CheckInSave,
  keys: IdempotencyKeys,
  client: ApiClient = apiClient,
): Promise<LifestyleLog> {
  if (existing) return updateLifestyleLog(userId, existing.id, payload, client);
  try {
    return await createLifestyleLog(userId, payload, keys.keyFor(payload), client);
  } catch (error) {
    if (!isConflict(error)) throw error;
    const reloaded = todaysLog(await getLifestyle(userId, TODAY_LIMIT, client));
    if (!reloaded) throw error;
    return updateLifestyleLog(userId, reloaded.id, payload, client);
  }
}

/** The check-in's save, with the form's idempotency keys (one create per submitted payload). */
export function useSaveCheckIn() {
  const keys = useIdempotencyKeys();
  return useMutation({ mutationFn: (save: CheckInSave) => saveCheckIn(save, keys) });
}
