import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { queryClient } from '@/lib/query-client';
import { ToastHost } from '@/lib/toast';
import { AlertProvider } from '@/ui/alert-dialog';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AlertProvider>
          {children}
          <ToastHost />
        </AlertProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
