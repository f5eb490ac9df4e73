import { type StartedSessionResponse, startedSessionResponseSchema } from '@levelup/shared/session';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '../../../lib/api-client';

/**
 * POST /api/sessions: a new live session, hydrated from the workout's plan when one is given,
 * with its state.
 */
export function createSession(
  workoutId: string | null,
  client: ApiClient = apiClient,
): Promise<StartedSessionResponse> {
  return client.post('/api/sessions', workoutId ? { workoutId } : {}, {
    schema: startedSessionResponseSchema,
  });
}

export function createSessionMutationOptions() {
  return mutationOptions({
    mutationFn: (workoutId: string | null) => createSession(workoutId),
  });
}

export function useCreateSession() {
  return useMutation(createSessionMutationOptions());
}
