import {
  type CastScreenSession,
  castScreenSessionSchema,
  SCREEN_TOKEN_HEADER,
} from '@levelup/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** GET /cast/screen-session: the paired session and its join code, asked as the screen. */
function getScreenSession(
  screenToken: string,
  client: ApiClient = apiClient,
): Promise<CastScreenSession> {
  return client.get('/cast/screen-session', {
    skipAuth: true,
    headers: { [SCREEN_TOKEN_HEADER]: screenToken },
    schema: castScreenSessionSchema,
  });
}

const screenSessionKeys = {
  all: ['cast-screen-session'] as const,
  of: (screenId: string, sessionId: string) =>
    [...screenSessionKeys.all, screenId, sessionId] as const,
};

/** The join code does not change during a session: asked once per pairing. */
function screenSessionQueryOptions(
  screen: { screenId: string; screenToken: string },
  sessionId: string,
) {
  return queryOptions({
    queryKey: screenSessionKeys.of(screen.screenId, sessionId),
    queryFn: () => getScreenSession(screen.screenToken),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 3,
  });
}

export function useScreenSession(
  screen: { screenId: string; screenToken: string } | null,
  sessionId: string,
  enabled: boolean,
) {
  return useQuery({
    ...screenSessionQueryOptions(screen ?? { screenId: '', screenToken: '' }, sessionId),
    enabled: enabled && screen !== null,
  });
}
