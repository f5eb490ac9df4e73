import { TOAST_DURATION_MS } from '@levelup/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import 'sonner/dist/styles.css';
import { AuthProvider } from '../lib/auth/auth-provider';
import { queryClient } from '../lib/query-client';
import { AlertProvider } from '../ui/alert-dialog';

export function AppProviders({ children }: { children: ReactNode }) {
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
