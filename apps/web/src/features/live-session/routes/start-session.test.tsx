import { createSessionState, type StartedSessionResponse } from '@levelup/shared/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStateKeys } from '../api/get-session-state';

const { createSession, liveScreenFetched } = vi.hoisted(() => ({
  createSession: vi.fn(),
  liveScreenFetched: vi.fn(),
}));
vi.mock('../api/create-session', () => ({ createSession }));

// Each test opens the screen as a new page would: its code, and the live screen's, not yet here
// (a fetch of the live screen's route code is counted).
let StartSessionScreen: typeof import('./start-session').StartSessionScreen;
beforeEach(async () => {
  vi.resetModules();
  liveScreenFetched.mockClear();
  vi.doMock('./live-session', () => {
    liveScreenFetched();
    return {};
  });
  ({ StartSessionScreen } = await import('./start-session'));
});
afterEach(cleanup);

const started: StartedSessionResponse = {
  id: 'abc',
  joinCode: 'JOIN12',
  session: {
    state: createSessionState({ clients: [], exercises: [] }),
    seq: 0,
    joinCode: 'JOIN12',
    status: 'live',
    workout: { id: 'w1', name: 'Leg Day' },
  },
};

function renderAt(url: string, queryClient = new QueryClient()) {
  const router = createMemoryRouter(
    [
      { path: '/trainer', element: <p>dashboard</p> },
      { path: '/trainer/session', element: <StartSessionScreen /> },
      { path: '/trainer/session/:id', element: <p>live</p> },
    ],
    { initialEntries: ['/trainer', url], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('StartSessionScreen', () => {
  it("shows 'Starting session…', creates the session from the workout and replaces the route", async () => {
    createSession.mockResolvedValueOnce(started);
    const queryClient = new QueryClient();
    const router = renderAt('/trainer/session?workoutId=w1', queryClient);
    expect(screen.getByText('Starting session…')).toBeTruthy();
    expect(await screen.findByText('live')).toBeTruthy();
    expect(createSession).toHaveBeenCalledWith('w1', expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(router.state.location.pathname).toBe('/trainer/session/abc');
    expect(router.state.historyAction).toBe('REPLACE');
    // The live screen opens on the state the creation answered with, without reading it again.
    expect(queryClient.getQueryData(sessionStateKeys.one('abc'))).toBe(started.session);
  });

  it("fetches the live screen's route code while the session is being created", async () => {
    createSession.mockReturnValueOnce(new Promise(() => {}));
    renderAt('/trainer/session');
    await vi.waitFor(() => expect(liveScreenFetched).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Starting session…')).toBeTruthy();
  });

  it('goes silently back to /trainer when the session cannot be created', async () => {
    createSession.mockRejectedValueOnce(new Error('HTTP 500'));
    const router = renderAt('/trainer/session');
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(createSession).toHaveBeenCalledWith(null, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(router.state.location.pathname).toBe('/trainer');
  });
});
