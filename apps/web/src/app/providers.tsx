import { TOAST_DURATION_MS } from '@levelup/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { isApiClientError } from '../lib/api-client';
import { AuthProvider } from '../lib/auth/auth-provider';
import { AlertProvider } from '../ui/alert-dialog';

/** A client error (4xx) will fail the same way again; anything else gets one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiClientError(error) && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AlertProvider>
          {children}
          <Toaster duration={TOAST_DURATION_MS} position="top-center" richColors closeButton />
        </AlertProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
