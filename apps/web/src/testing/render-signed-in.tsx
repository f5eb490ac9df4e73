import type { User } from '@levelup/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { fakeAuthSession } from './auth-session';

/**
 * `screen` under the app's providers, signed in as `user`, shown at `path` of a memory router
 * whose one route is `route` (so the screen reads its params as in the app). Queries are not
 * retried: a test's fetch answers once.
 */
export function renderSignedIn(
  screen: ReactElement,
  { user, path = '/', route = path }: { user: User; path?: string; route?: string },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: route, element: screen }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider session={fakeAuthSession({ status: 'signedIn', user }).session}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}
