import { challengeMessages } from '@levelup/shared';
import type { Challenge, Leaderboard } from '@levelup/shared/challenges';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client } from '@/testing/users';
import { ClientChallengesScreen } from './client-challenges';

const calls = vi.hoisted(() => ({
  list: vi.fn(),
  board: vi.fn(),
  join: vi.fn(),
  leave: vi.fn(),
  success: vi.fn(),
  error: vi.fn(),
}));
vi.mock('@/lib/auth/auth-provider', () => ({ useSignedInUser: () => client }));
// The screen's calls go through the app's client: a fake one answers each path.
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiClient: {
    get: (path: string) =>
      path === '/api/challenges' ? calls.list() : calls.board(path.split('/')[3]),
    post: (path: string) => calls.join(path.split('/')[3]),
    delete: (path: string) => calls.leave(path.split('/')[3]),
  },
}));
vi.mock('@/lib/toast', () => ({ toast: { success: calls.success, error: calls.error } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const relative: Challenge = {
  id: 'ch-1',
  trainerId: 't-1',
  name: 'Squat Strength',
  metric: 'relative',
  exerciseId: 'ex-1',
  exerciseName: 'Back Squat',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  closed: false,
  ended: false,
  participants: 2,
  joined: false,
};

const board: Leaderboard = {
  challengeId: 'ch-1',
  metric: 'relative',
  entries: [
    { userId: 'other', name: 'Ben L.', score: 1.8, rank: 1 },
    { userId: client.id, name: 'Casey T.', score: 1.8, rank: 1 },
    { userId: 'third', name: 'Cy D.', score: 1.25, rank: 3 },
  ],
  excluded: [{ userId: 'dee', name: 'Dee F.', reason: challengeMessages.noBodyweight }],
};

function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ClientChallengesScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ClientChallengesScreen', () => {
  it("lists the trainer's open challenges, joins one and shows the board with their own rank", async () => {
    calls.list.mockResolvedValueOnce([relative]);
    calls.list.mockResolvedValue([{ ...relative, joined: true, participants: 3 }]);
    calls.join.mockResolvedValue({ ...relative, joined: true, participants: 3 });
    calls.board.mockResolvedValue(board);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Squat Strength' })).toBeTruthy();
    expect(screen.getByText('Relative strength (e1RM per kg bodyweight): Back Squat')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Join Squat Strength' }));
    await waitFor(() => expect(calls.join).toHaveBeenCalledWith('ch-1'));
    expect(calls.success).toHaveBeenCalledWith('You joined Squat Strength');
    const table = await screen.findByRole('table', { name: 'Leaderboard of Squat Strength' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // Ties share a rank; the next rank skips.
    expect(rows).toEqual([
      'RankAthleteScore',
      '1Ben L.1.80 × bodyweight',
      '1Casey T. (You)1.80 × bodyweight',
      '3Cy D.1.25 × bodyweight',
    ]);
    const mine = within(table).getByRole('row', { name: /Casey T\./ });
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(
      within(table)
        .getByRole('row', { name: /Ben L\./ })
        .getAttribute('aria-current'),
    ).toBeNull();
    expect(screen.getByText(`Dee F.: ${challengeMessages.noBodyweight}`)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Leave Squat Strength' })).toBeTruthy();
  });

  it('leaves a joined challenge, and says so when that fails', async () => {
    calls.list.mockResolvedValue([{ ...relative, joined: true }]);
    calls.leave.mockRejectedValueOnce(new Error('offline'));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave Squat Strength' }));
    await waitFor(() => expect(calls.error).toHaveBeenCalledWith('That did not work. Try again.'));
    calls.leave.mockResolvedValue({ ...relative, joined: false });
    fireEvent.click(screen.getByRole('button', { name: 'Leave Squat Strength' }));
    await waitFor(() => expect(calls.success).toHaveBeenCalledWith('You left Squat Strength'));
  });

  it('shows a challenge past its last day as ended, with its board and no Join', async () => {
    calls.list.mockResolvedValue([{ ...relative, ended: true }]);
    calls.board.mockResolvedValue(board);
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Squat Strength · Ended' })).toBeTruthy();
    expect(screen.getByText('This challenge has ended. Its board is final.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Join / })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leaderboard of Squat Strength' }));
    expect(
      await screen.findByRole('table', { name: 'Leaderboard of Squat Strength' }),
    ).toBeTruthy();
  });

  it('says when there is no open challenge', async () => {
    calls.list.mockResolvedValue([]);
    renderScreen();
    expect(
      await screen.findByText('No open challenges yet. Your coach will post them here.'),
    ).toBeTruthy();
  });
});
