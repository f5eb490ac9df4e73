import type { User, WeightUnit } from '@levelup/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { fakeAuthSession } from '@/testing/auth-session';
import { client } from '@/testing/users';

/** A coach to sign in as: their own unit (none: the gym's), and the gym's. */
export function coach(unit: WeightUnit | null = null, gymUnit: WeightUnit = 'kg'): User {
  return { ...client, id: 'coach-1', role: 'trainer', unit, gymUnit };
}

/** Who looks at the screens: a signed-in coach, or nobody (the TV); with the app's query client. */
export function AuthAs({ user, children }: { user: User | null; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());
  const [session] = useState(
    () =>
      fakeAuthSession(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null })
        .session,
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider session={session}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
