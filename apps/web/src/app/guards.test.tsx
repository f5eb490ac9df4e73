import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { AuthSession, AuthState } from '@/lib/auth/auth-session';
import { fakeAuthSession } from '@/testing/auth-session';
import { client } from '@/testing/users';
import { type GuardHandle, GuestOnly, RequireAuth, RequireTrainer, RootRedirect } from './guards';

/** A session still restoring, which the test ends by hand. */
function restoringSession() {
  const { session, setState } = fakeAuthSession({ status: 'loading', user: null });
  const end = (next: AuthState) => act(() => setState(next));
  return { session, end };
}

/** The routes at `path`, under the app's providers with the given session. */
function renderRoutes(session: AuthSession, routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider session={session}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

function renderLogin(session: AuthSession) {
  renderRoutes(
    session,
    [
      { element: <GuestOnly />, children: [{ path: '/login', element: <h1>Log in</h1> }] },
      { path: '/client', element: <h1>Client home</h1> },
    ],
    '/login',
  );
}

const home: GuardHandle = { paintsWhileRestoring: true };

/** The signed-in areas as the app nests them: the homes paint early, the other screens do not. */
function renderSignedInArea(session: AuthSession, path: string) {
  renderRoutes(
    session,
    [
      { path: '/', element: <RootRedirect /> },
      { path: '/welcome', element: <h1>Welcome</h1> },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/trainer',
            element: <RequireTrainer />,
            children: [
              { index: true, handle: home, element: <h1>Trainer home</h1> },
              { path: 'clients', element: <h1>Manage clients</h1> },
            ],
          },
          { path: '/client', handle: home, element: <h1>Client home</h1> },
        ],
      },
    ],
    path,
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

describe('RequireAuth and RequireTrainer while the session restores', () => {
  it('paint the home of the area this browser was signed in to, before the restore answers', async () => {
    window.localStorage.setItem('levelup.signed-in', '/client');
    const { session, end } = restoringSession();
    renderSignedInArea(session, '/client');
    expect(await screen.findByRole('heading', { name: 'Client home' })).toBeTruthy();
    end({ status: 'signedIn', user: client });
    expect(screen.getByRole('heading', { name: 'Client home' })).toBeTruthy();
  });

  it('open the app at that home from /, where the installed app starts', async () => {
    window.localStorage.setItem('levelup.signed-in', '/trainer');
    const { session } = restoringSession();
    renderSignedInArea(session, '/');
    expect(await screen.findByRole('heading', { name: 'Trainer home' })).toBeTruthy();
  });

  it('send the visitor to /welcome when the early-painted home turns out signed out', async () => {
    window.localStorage.setItem('levelup.signed-in', '/trainer');
    const { session, end } = restoringSession();
    renderSignedInArea(session, '/trainer');
    expect(await screen.findByRole('heading', { name: 'Trainer home' })).toBeTruthy();
    end({ status: 'signedOut', user: null });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Trainer home' })).toBeNull();
  });

  it('keep the trainer home behind the loading screen for a browser last signed in as a client', async () => {
    window.localStorage.setItem('levelup.signed-in', '/client');
    const { session, end } = restoringSession();
    renderSignedInArea(session, '/trainer');
    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
    expect(screen.queryByRole('heading', { name: 'Trainer home' })).toBeNull();
    end({ status: 'signedIn', user: client });
    expect(await screen.findByRole('heading', { name: 'Client home' })).toBeTruthy();
  });

  it('wait for the restore on screens that need the user, and on an old note without the home', async () => {
    window.localStorage.setItem('levelup.signed-in', '/trainer');
    const first = restoringSession();
    renderSignedInArea(first.session, '/trainer/clients');
    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
    expect(screen.queryByRole('heading', { name: 'Manage clients' })).toBeNull();
    cleanup();

    window.localStorage.setItem('levelup.signed-in', '1');
    const second = restoringSession();
    renderSignedInArea(second.session, '/client');
    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
    second.end({ status: 'signedIn', user: client });
    expect(await screen.findByRole('heading', { name: 'Client home' })).toBeTruthy();
  });
});
