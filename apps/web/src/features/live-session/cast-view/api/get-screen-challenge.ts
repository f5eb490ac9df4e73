import { SCREEN_TOKEN_HEADER } from '@levelup/shared';
import { type ScreenChallenge, screenChallengeSchema } from '@levelup/shared/challenges';
import { useQuery } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/** How often the TV asks for the board again: scores move when a session ends or a check-in lands. */
export const SCREEN_CHALLENGE_REFRESH_MS = 30_000;

/** GET /cast/screen-challenge: the board of the challenge the coach put on the TV, as the screen. */
export function getScreenChallenge(
  screenToken: string,
  client: ApiClient = apiClient,
): Promise<ScreenChallenge> {
  return client.get('/cast/screen-challenge', {
    skipAuth: true,
    headers: { [SCREEN_TOKEN_HEADER]: screenToken },
    schema: screenChallengeSchema,
  });
}

const screenChallengeKeys = {
  all: ['cast-screen-challenge'] as const,
  of: (screenId: string, challengeId: string) =>
    [...screenChallengeKeys.all, screenId, challengeId] as const,
};

/**
 * The chosen challenge's board while it is on screen, asked again every 30 s. Keyed by the
 * challenge, so the coach choosing another shows its board, not the last one's.
 */
export function useScreenChallenge(
  screen: { screenId: string; screenToken: string } | null,
  challengeId: string | null,
) {
  return useQuery({
    queryKey: screenChallengeKeys.of(screen?.screenId ?? '', challengeId ?? ''),
    queryFn: () => getScreenChallenge(screen?.screenToken ?? ''),
    enabled: screen !== null && challengeId !== null,
    refetchInterval: SCREEN_CHALLENGE_REFRESH_MS,
    retry: 1,
  });
}
