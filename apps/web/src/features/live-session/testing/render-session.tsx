import type { User, WeightUnit } from '@levelup/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { SessionStoreProvider } from '@/lib/realtime/session-store';
import { fakeAuthSession } from '@/testing/auth-session';
import { client } from '@/testing/users';
import { AlertProvider } from '@/ui/alert-dialog';
import { SessionCommandsProvider } from '../components/session-commands';
import type { fakeSession } from './fake-session';

/** The coach the grid tests sign in as: their own unit (none: the gym's), and the gym's. */
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

/**
 * Renders live-session screens over a fake session, inside the providers the page gives them,
 * seen by `user` (a coach in kg unless said; null: nobody signed in, as on the TV).
 */
export function renderSession(
  session: ReturnType<typeof fakeSession>,
  children: ReactNode,
  { user = coach() }: { user?: User | null } = {},
) {
  return render(
    <AuthAs user={user}>
      <AlertProvider>
        <SessionStoreProvider source={session.socket}>
          <SessionCommandsProvider socket={session.socket}>{children}</SessionCommandsProvider>
        </SessionStoreProvider>
      </AlertProvider>
    </AuthAs>,
  );
}

/** Picks a tool from the bottom bar's menu, as a tap does. */
export async function pickTool(name: string) {
  fireEvent.pointerDown(screen.getByRole('button', { name: 'More tools' }), { button: 0 });
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}
