import {
  createSessionState,
  type LiveSession,
  type StartedSessionResponse,
} from '@levelup/shared/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStateKeys } from '../api/get-session-state';

const { createSession, endSession, getLiveSessions, liveScreenFetched } = vi.hoisted(() => ({
  createSession: vi.fn(),
  endSession: vi.fn(),
  getLiveSessions: vi.fn(),
  liveScreenFetched: vi.fn(),
}));
vi.mock('../api/create-session', () => ({ createSession }));
vi.mock('../api/end-session', () => ({ endSession }));
vi.mock('../api/get-live-sessions', () => ({
  liveSessionsKeys: { all: ['live-sessions'] },
  liveSessionsQueryOptions: () => ({ queryKey: ['live-sessions'], queryFn: getLiveSessions }),
}));

// Each test opens the screen as a new page would: its code, and the live screen's, not yet here
// (a fetch of the live screen's route code is counted).
let StartSessionScreen: typeof import('./start-session').StartSessionScreen;
beforeEach(async () => {
  vi.resetModules();
  liveScreenFetched.mockClear();
  createSession.mockReset();
  endSession.mockReset();
  getLiveSessions.mockReset().mockResolvedValue({ sessions: [] });
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

const live: LiveSession = {
  id: 'old',
  joinCode: 'OLD123',
  startedAt: new Date(Date.now() - 42 * 60_000 - 5_000).toISOString(),
  lastActivityAt: new Date().toISOString(),
  workout: { id: 'w0', name: 'Push Day' },
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

  describe('while a session is live', () => {
    beforeEach(() => {
      getLiveSessions.mockResolvedValue({ sessions: [live] });
    });

    it('asks instead of starting, and Resume goes back to the live session', async () => {
      const router = renderAt('/trainer/session?workoutId=w1');
      expect(
        await screen.findByRole('alertdialog', { name: 'A session is still live' }),
      ).toBeTruthy();
      expect(screen.getByText(/Push Day has been running for 42 min/)).toBeTruthy();
      const resume = screen.getByRole('button', { name: 'Resume' });
      expect(document.activeElement).toBe(resume);
      fireEvent.click(resume);
      expect(await screen.findByText('live')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/trainer/session/old');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(createSession).not.toHaveBeenCalled();
    });

    it("'End it and start new' ends the live one, then starts from the workout", async () => {
      endSession.mockResolvedValueOnce({ ok: true, seq: 3 });
      createSession.mockResolvedValueOnce(started);
      const router = renderAt('/trainer/session?workoutId=w1');
      fireEvent.click(await screen.findByRole('button', { name: 'End it and start new' }));
      expect(await screen.findByText('live')).toBeTruthy();
      expect(endSession).toHaveBeenCalledWith('old');
      expect(createSession).toHaveBeenCalledWith('w1', expect.stringMatching(/^[0-9a-f-]{36}$/));
      expect(endSession.mock.invocationCallOrder[0]!).toBeLessThan(
        createSession.mock.invocationCallOrder[0]!,
      );
      expect(router.state.location.pathname).toBe('/trainer/session/abc');
    });

    it('keeps asking when the live one cannot be ended', async () => {
      endSession.mockRejectedValueOnce(new Error('HTTP 500'));
      renderAt('/trainer/session');
      fireEvent.click(await screen.findByRole('button', { name: 'End it and start new' }));
      await vi.waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
      expect(await screen.findByRole('button', { name: 'Resume' })).toBeTruthy();
      expect(createSession).not.toHaveBeenCalled();
    });

    it('starts nothing when dismissed, going back where the start came from', async () => {
      const router = renderAt('/trainer/session');
      fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
      expect(await screen.findByText('dashboard')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/trainer');
      expect(createSession).not.toHaveBeenCalled();
    });
  });
});
