import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '../lib/auth/auth-provider';
import type { AuthSession, AuthState } from '../lib/auth/auth-session';
import { fakeAuthSession } from '../testing/auth-session';
import { client } from '../testing/users';
import { GuestOnly } from './guards';

/** A session still restoring, which the test ends by hand. */
function restoringSession() {
  const { session, setState } = fakeAuthSession({ status: 'loading', user: null });
  const end = (next: AuthState) => act(() => setState(next));
  return { session, end };
}

function renderLogin(session: AuthSession) {
  const router = createMemoryRouter(
    [
      { element: <GuestOnly />, children: [{ path: '/login', element: <h1>Log in</h1> }] },
      { path: '/client', element: <h1>Client home</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider session={session}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('GuestOnly', () => {
  it('shows a browser not signed in before the screen at once, while the session restores', async () => {
    const { session, end } = restoringSession();
    renderLogin(session);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    end({ status: 'signedIn', user: client });
    expect(await screen.findByRole('heading', { name: 'Client home' })).toBeTruthy();
  });

  it('shows a browser signed in when last seen the loading screen, then its home', async () => {
    window.localStorage.setItem('levelup.signed-in', '1');
    const { session, end } = restoringSession();
    renderLogin(session);
    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
    expect(screen.queryByRole('heading', { name: 'Log in' })).toBeNull();
    end({ status: 'signedIn', user: client });
    expect(await screen.findByRole('heading', { name: 'Client home' })).toBeTruthy();
  });
});
