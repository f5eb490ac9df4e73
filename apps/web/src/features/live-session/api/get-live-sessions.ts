import { type LiveSessionsResponse, liveSessionsResponseSchema } from '@levelup/shared/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** GET /api/sessions/live: the trainer's unfinished sessions, the most recently started first. */
export function getLiveSessions(client: ApiClient = apiClient): Promise<LiveSessionsResponse> {
  return client.get('/api/sessions/live', { schema: liveSessionsResponseSchema });
}

export const liveSessionsKeys = {
  all: ['live-sessions'] as const,
};

/**
 * Read afresh by every screen that shows it, and when the tab comes back into view: a session
 * may have ended on another device, or by itself after 12 idle hours, meanwhile.
 */
export function liveSessionsQueryOptions() {
  return queryOptions({
    queryKey: liveSessionsKeys.all,
    queryFn: () => getLiveSessions(),
    refetchOnWindowFocus: true,
  });
}

/**
 * The session 'Back to live session' returns to: the most recently started one (older ones are
 * left over from before resuming existed, and end by themselves), or null.
 */
export function useLiveSession() {
  return useQuery({
    ...liveSessionsQueryOptions(),
    select: (answer) => answer.sessions[0] ?? null,
  });
}
