import { challengeMessages } from '@levelup/shared';
import type { ScreenChallenge } from '@levelup/shared/challenges';
import { createSessionState } from '@levelup/shared/session';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CastScreen, CastScreenContext } from '@/features/cast';
import { apiClient } from '@/lib/api-client';
import { fakeSession } from '../../testing/fake-session';
import { renderSession } from '../../testing/render-session';
import { ChallengeLayout } from './challenge-layout';
import { TvLayout } from './tv-layout';

// The TV's calls go through the app's client: the test answers the screen's board.
const calls = { get: vi.spyOn(apiClient, 'get') };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  calls.get.mockReset();
});

const CHALLENGE = '0b7c7f6e-3c1a-4c55-9d0e-5a2f3b9c1d11';

/** The board as the screen route answers it: Riley opted out of their name, Dee has no weight. */
const squatOff = (scores: [number, number]): ScreenChallenge => ({
  name: 'Squat-off',
  metric: 'relative',
  exerciseName: 'Back Squat',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  ended: false,
  board: {
    challengeId: CHALLENGE,
    metric: 'relative',
    entries: [
      { userId: 'riley', name: 'R. T.', score: scores[0], rank: 1 },
      { userId: 'sam', name: 'Sam', score: scores[1], rank: 2 },
    ],
    excluded: [{ userId: 'dee', name: 'Dee', reason: challengeMessages.noBodyweight }],
  },
});

const tv: CastScreen = {
  identity: { screenId: 'AB3CD9XY', screenToken: 'screen-secret' },
  identityFailed: false,
  socket: null,
  unreachable: false,
  pairingSessionId: null,
};

function onTv(children: React.ReactNode) {
  const session = fakeSession(
    createSessionState({ clients: [{ id: 'sam', firstName: 'Sam' }], exercises: [] }),
  );
  renderSession(
    session,
    <CastScreenContext.Provider value={tv}>{children}</CastScreenContext.Provider>,
    { user: null },
  );
  return session;
}

describe('ChallengeLayout', () => {
  it("shows the chosen challenge's board as the screen reads it, and asks again every 30 s", async () => {
    calls.get.mockResolvedValueOnce(squatOff([1.5, 1.25]));
    calls.get.mockResolvedValue(squatOff([1.5, 1.75]));
    // Only the refresh's interval is faked: the board's first load runs as it would.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const session = onTv(<ChallengeLayout />);
    session.receive('cast:challenge', { challengeId: CHALLENGE });
    const board = await screen.findByRole('region', { name: 'Challenge · Squat-off' });
    expect(calls.get).toHaveBeenCalledWith(
      '/cast/screen-challenge',
      expect.objectContaining({ skipAuth: true, headers: { 'x-screen-token': 'screen-secret' } }),
    );
    expect(
      within(board).getByText(
        'Relative strength (e1RM per kg bodyweight): Back Squat · 2026-11-01 – 2026-11-30',
      ),
    ).toBeTruthy();
    const places = () =>
      within(board)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(places()).toEqual([
      '1.R. T.1.50 × bodyweight',
      '2.Sam1.25 × bodyweight',
      `Dee: ${challengeMessages.noBodyweight}`,
    ]);
    expect(within(board).getByRole('list', { name: 'Not ranked' })).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(calls.get).toHaveBeenCalledTimes(2);
    // The new answer shows once it has arrived.
    expect(await within(board).findByText('1.75 × bodyweight')).toBeTruthy();
    expect(places()[1]).toBe('2.Sam1.75 × bodyweight');
  });

  it('says when the board cannot be shown', async () => {
    calls.get.mockRejectedValue(new Error('403'));
    const session = onTv(<ChallengeLayout />);
    session.receive('cast:challenge', { challengeId: CHALLENGE });
    expect(
      await screen.findByText('This challenge cannot be shown', {}, { timeout: 5_000 }),
    ).toBeTruthy();
  });
});

describe('TvLayout with a challenge', () => {
  it('shows the board when the coach picks it, and Rotate includes it once chosen', async () => {
    calls.get.mockResolvedValue({ ...squatOff([2, 1]), ended: true });
    const session = onTv(<TvLayout grid={<p>the grid</p>} />);
    // Without a challenge the layout cannot be picked.
    session.receive('cast:layout', { layout: 'challenge' });
    expect(screen.getByText('the grid')).toBeTruthy();
    session.receive('cast:challenge', { challengeId: CHALLENGE });
    session.receive('cast:layout', { layout: 'challenge' });
    const board = await screen.findByRole('region', { name: 'Challenge · Squat-off' });
    expect(board.textContent).toContain('2026-11-30 · Final');

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    session.receive('cast:layout', {
      layout: 'rotate',
      rotateSeconds: 10,
      rotateLayouts: ['grid', 'challenge'],
    });
    expect(screen.getByText('the grid')).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('region', { name: 'Challenge · Squat-off' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('the grid')).toBeTruthy();
  });
});
