import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../api/create-session';
import { preloadLiveSessionView } from './live-session';
import { StartSessionScreen } from './start-session';

vi.mock('../api/create-session', () => ({ createSession: vi.fn() }));
vi.mock('./live-session', () => ({ preloadLiveSessionView: vi.fn() }));

afterEach(cleanup);

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/trainer', element: <p>dashboard</p> },
      { path: '/trainer/session', element: <StartSessionScreen /> },
      { path: '/trainer/session/:id', element: <p>live</p> },
    ],
    { initialEntries: ['/trainer', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('StartSessionScreen', () => {
  it("shows 'Starting session…', creates the session from the workout and replaces the route", async () => {
    vi.mocked(createSession).mockResolvedValueOnce({ id: 'abc', joinCode: 'JOIN1' });
    const router = renderAt('/trainer/session?workoutId=w1');
    expect(screen.getByText('Starting session…')).toBeTruthy();
    expect(await screen.findByText('live')).toBeTruthy();
    expect(createSession).toHaveBeenCalledWith('w1');
    expect(router.state.location.pathname).toBe('/trainer/session/abc');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("fetches the live screen's code while the session is being created", async () => {
    vi.mocked(createSession).mockReturnValueOnce(new Promise(() => {}));
    renderAt('/trainer/session');
    await vi.waitFor(() => expect(preloadLiveSessionView).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Starting session…')).toBeTruthy();
  });

  it('goes silently back to /trainer when the session cannot be created', async () => {
    vi.mocked(createSession).mockRejectedValueOnce(new Error('HTTP 500'));
    const router = renderAt('/trainer/session');
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(createSession).toHaveBeenCalledWith(null);
    expect(router.state.location.pathname).toBe('/trainer');
  });
});
