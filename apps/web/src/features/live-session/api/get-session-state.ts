import { type SessionStateResponse, sessionStateResponseSchema } from '@levelup/shared/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** GET /api/sessions/{id}/state: the state and seq the screen hydrates from, with its workout. */
export function getSessionState(
  sessionId: string,
  client: ApiClient = apiClient,
): Promise<SessionStateResponse> {
  return client.get(`/api/sessions/${encodeURIComponent(sessionId)}/state`, {
    schema: sessionStateResponseSchema,
  });
}

export const sessionStateKeys = {
  all: ['session-state'] as const,
  one: (sessionId: string) => ['session-state', sessionId] as const,
};

/**
 * Read once per opened screen: afterwards the socket keeps the state, so the cached copy is never
 * refetched behind its back, and it is dropped when the screen closes (a reopened screen reads
 * afresh). A session just started is put here from its creation's answer, and not read again.
 */
function sessionStateQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: sessionStateKeys.one(sessionId),
    queryFn: () => getSessionState(sessionId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnReconnect: false,
  });
}

export function useSessionStateQuery(sessionId: string) {
  return useQuery(sessionStateQueryOptions(sessionId));
}

/**
 * The workout of the session a live screen shows, for the header to name it: read from that
 * screen's copy of the state, never fetched for itself. Null without a workout, or before the
 * screen has loaded.
 */
export function useSessionWorkoutName(sessionId: string | null): string | null {
  const { data } = useQuery({
    ...sessionStateQueryOptions(sessionId ?? ''),
    enabled: false,
    select: (answer) => answer.workout?.name ?? null,
  });
  return data ?? null;
}
