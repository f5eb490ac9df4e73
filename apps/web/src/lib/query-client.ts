import { QueryClient } from '@tanstack/react-query';
import { isApiClientError } from './api-client';

/** A client error (4xx) will fail the same way again; anything else gets one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiClientError(error) && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The app's one QueryClient, made at module load so that route loaders can prefetch with
 * `queryClient.ensureQueryData(xQueryOptions())` before a screen renders, and the screen's
 * `useX()` hook then reads the same cache entry. Signing out clears it (`AuthProvider`).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
