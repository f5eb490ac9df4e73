import type { Challenge } from '@levelup/shared/challenges';
import { createSessionState } from '@levelup/shared/session';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { TeamScores } from '../../components/team-scores';
import { fakeSession } from '../../testing/fake-session';
import { renderSession } from '../../testing/render-session';
import { TvControls } from './tv-controls';

// The coach's challenges, as GET /api/challenges answers them: one open, one closed, one ended.
const challenge = (id: string, name: string, state: Partial<Challenge> = {}): Challenge => ({
  id,
  trainerId: 'coach-1',
  name,
  metric: 'volume',
  exerciseId: null,
  exerciseName: null,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  closed: false,
  ended: false,
  participants: 3,
  joined: false,
  ...state,
});
const OPEN = '0b7c7f6e-3c1a-4c55-9d0e-5a2f3b9c1d11';
const get = vi.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
  if (path !== '/api/challenges') throw new Error(`unexpected ${path}`);
  return [
    challenge(OPEN, 'November Volume'),
    challenge('c2', 'Old Squat-off', { closed: true }),
    challenge('c3', 'October Streak', { ended: true }),
  ];
});

afterEach(() => {
  cleanup();
  get.mockClear();
});

function session() {
  return fakeSession(
    createSessionState({
      teams: [{ id: 'red', name: 'Red', colorHex: '#d62828', score: 4 }],
      clients: [{ id: 'ana', firstName: 'Ana', teamId: 'red' }],
      exercises: [{ id: 'squat', name: 'Back Squat' }],
    }),
  );
}

describe('TvControls', () => {
  it('sends the layout, rotation, metric and auto-scoring the coach picks', () => {
    const s = session();
    renderSession(s, <TvControls />);
    const layouts = screen.getByRole('radiogroup', { name: 'TV layout' });
    expect(within(layouts).getByRole('radio', { name: 'Grid' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(within(layouts).getByRole('radio', { name: 'Rotate' }));
    fireEvent.click(screen.getByRole('radio', { name: '30 s' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Best e1RM' }));
    fireEvent.change(screen.getByLabelText('e1RM exercise'), { target: { value: 'squat' } });
    fireEvent.click(screen.getByRole('radio', { name: '2 points per set' }));
    expect(s.sent.map((op) => [op.type, op.payload])).toEqual([
      ['cast:layout', { layout: 'rotate' }],
      ['cast:layout', { layout: 'rotate', rotateSeconds: 30 }],
      ['cast:leaderboard', { metric: 'e1rm', exerciseId: null }],
      ['cast:leaderboard', { metric: 'e1rm', exerciseId: 'squat' }],
      ['score:auto', { points: 2 }],
    ]);
    expect(s.socket.state?.castView).toEqual({
      layout: 'rotate',
      rotateSeconds: 30,
      metric: 'e1rm',
      metricExerciseId: 'squat',
    });
    // Pressing the chosen points again turns auto-scoring off.
    fireEvent.click(screen.getByRole('radio', { name: '2 points per set' }));
    expect(s.socket.state?.autoScorePoints).toBeUndefined();
  });
});

describe('TvControls: the challenge board and the rotation', () => {
  it("lists the coach's open challenges, and shows one's board only once it is chosen", async () => {
    const s = session();
    renderSession(s, <TvControls />);
    const select = screen.getByLabelText('Challenge on the TV') as HTMLSelectElement;
    await screen.findByRole('option', { name: 'November Volume' });
    expect([...select.options].map((o) => o.text)).toEqual(['None', 'November Volume']);
    const layouts = screen.getByRole('radiogroup', { name: 'TV layout' });
    const board = within(layouts).getByRole('radio', { name: 'Challenge' });
    expect(board.hasAttribute('disabled')).toBe(true);

    fireEvent.change(select, { target: { value: OPEN } });
    expect(board.hasAttribute('disabled')).toBe(false);
    fireEvent.click(board);
    expect(s.sent.map((op) => [op.type, op.payload])).toEqual([
      ['cast:challenge', { challengeId: OPEN }],
      ['cast:layout', { layout: 'challenge' }],
    ]);
    expect(s.socket.state?.castView).toMatchObject({ layout: 'challenge', challengeId: OPEN });
    // Back to none: the TV goes back to the grid.
    fireEvent.change(select, { target: { value: '' } });
    expect(s.socket.state?.castView).toMatchObject({ layout: 'grid', challengeId: null });
  });

  it('keeps naming a chosen challenge that has since ended', async () => {
    const s = session();
    s.receive('cast:challenge', { challengeId: 'c3' });
    renderSession(s, <TvControls />);
    await screen.findByRole('option', { name: 'October Streak (ended)' });
    expect((screen.getByLabelText('Challenge on the TV') as HTMLSelectElement).value).toBe('c3');
  });

  it('chooses what Rotate cycles through, at least two', async () => {
    const s = session();
    renderSession(s, <TvControls />);
    fireEvent.click(screen.getByRole('radio', { name: 'Rotate' }));
    const through = screen.getByRole('group', { name: 'Rotate through (at least two)' });
    const pressed = () =>
      within(through)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent);
    expect(pressed()).toEqual(['Grid', 'Stations', 'Leaderboard']);
    // The challenge board joins the rotation only once a challenge is chosen.
    expect(
      within(through).getByRole('button', { name: 'Challenge' }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(through).getByRole('button', { name: 'Stations' }));
    expect(pressed()).toEqual(['Grid', 'Leaderboard']);
    // One layout is no rotation: the last two stay.
    fireEvent.click(within(through).getByRole('button', { name: 'Grid' }));
    expect(pressed()).toEqual(['Grid', 'Leaderboard']);
    await screen.findByRole('option', { name: 'November Volume' });
    fireEvent.change(screen.getByLabelText('Challenge on the TV'), { target: { value: OPEN } });
    fireEvent.click(within(through).getByRole('button', { name: 'Challenge' }));
    expect(pressed()).toEqual(['Grid', 'Leaderboard', 'Challenge']);
    expect(s.sent.filter((op) => op.type === 'cast:layout').map((op) => op.payload)).toEqual([
      { layout: 'rotate' },
      { layout: 'rotate', rotateLayouts: ['grid', 'leaderboard'] },
      { layout: 'rotate', rotateLayouts: ['grid', 'leaderboard', 'challenge'] },
    ]);
  });
});

describe('TeamScores', () => {
  it('shows each team score and moves it a point with − and +', () => {
    const s = session();
    renderSession(s, <TeamScores />);
    expect(screen.getByText('Red: 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a point to Red' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a point to Red' }));
    fireEvent.click(screen.getByRole('button', { name: 'Take a point from Red' }));
    expect(screen.getByText('Red: 5')).toBeTruthy();
  });
});
