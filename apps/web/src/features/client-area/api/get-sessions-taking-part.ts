import {
  type AthleteSessionsResponse,
  athleteSessionsResponseSchema,
} from '@levelup/shared/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';
import { clientAreaKeys } from './keys';

/** GET /api/sessions/taking-part: the live sessions whose grid holds the client, newest first. */
export function getSessionsTakingPart(
  client: ApiClient = apiClient,
): Promise<AthleteSessionsResponse> {
  return client.get('/api/sessions/taking-part', { schema: athleteSessionsResponseSchema });
}

/**
 * Read afresh by every screen that shows it, and when the tab comes back into view: the coach
 * may have ended the session, or taken the client off its grid, meanwhile.
 */
function sessionsTakingPartQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clientAreaKeys.takingPart(userId),
    queryFn: () => getSessionsTakingPart(),
    refetchOnWindowFocus: true,
  });
}

/** The live session 'Back to live session' opens: the newest the client is on, or null. */
export function useLiveSessionTakingPart(userId: string | undefined) {
  return useQuery({
    ...sessionsTakingPartQueryOptions(userId ?? ''),
    enabled: Boolean(userId),
    select: (answer) => answer.sessions[0] ?? null,
  });
}
