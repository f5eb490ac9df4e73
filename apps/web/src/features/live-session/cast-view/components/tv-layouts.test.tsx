import { createSessionState } from '@levelup/shared/session';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../testing/fake-session';
import { renderSession } from '../../testing/render-session';
import { LeaderboardLayout } from './leaderboard-layout';
import { StationsLayout } from './stations-layout';
import { TvLayout } from './tv-layout';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Two teams of two, a squat and a row (unpaired: a station each), everyone at 100 kg × 5. */
function gym() {
  const session = fakeSession(
    createSessionState({
      teams: [
        { id: 'red', name: 'Red', colorHex: '#d62828', score: 3 },
        { id: 'blue', name: 'Blue', colorHex: '#1d4ed8', score: 1 },
      ],
      clients: [
        { id: 'ana', firstName: 'Ana', sex: 'F', teamId: 'red' },
        { id: 'ben', firstName: 'Ben', sex: 'M', teamId: 'red' },
        { id: 'cal', firstName: 'Cal', sex: 'M', teamId: 'blue' },
        { id: 'dee', firstName: 'Dee', sex: 'F', teamId: 'blue' },
      ],
      exercises: [
        { id: 'squat', name: 'Back Squat', equipment: 'barbell' },
        { id: 'row', name: 'Seated Row', equipment: 'machine' },
      ],
    }),
  );
  return session;
}

function loadAll(session: ReturnType<typeof gym>) {
  session.receive('cells:coach', {
    cells: ['ana', 'ben', 'cal', 'dee'].flatMap((userId) =>
      ['squat', 'row'].map((exerciseId) => ({
        exerciseId,
        userId,
        plan: { kg: 100, reps: 5, sets: 3 },
      })),
    ),
  });
}

describe('StationsLayout', () => {
  it('shows each station with who is on it, their load, set and plates, and who is up next', () => {
    const session = gym();
    renderSession(session, <StationsLayout />);
    loadAll(session);
    session.receive('client:assign', { userId: 'ana', exerciseId: 'squat' });
    session.receive('client:assign', { userId: 'cal', exerciseId: 'row' });
    const squat = screen.getByRole('region', { name: /Station 1/ });
    expect(squat.getAttribute('aria-current')).toBe('step');
    expect(within(squat).getByText('Back Squat')).toBeTruthy();
    expect(within(squat).getByText('Ana')).toBeTruthy();
    expect(within(squat).getByText('100 kg × 5')).toBeTruthy();
    expect(within(squat).getByText('Set 1/3')).toBeTruthy();
    expect(within(squat).getByText(/20 kg bar \+ 25 \+ 15 each side/)).toBeTruthy();
    expect(within(squat).getByText(/Cal/).textContent).toContain('Up next');
    const row = screen.getByRole('region', { name: /Station 2/ });
    expect(row.getAttribute('aria-current')).toBeNull();
    // A machine takes no plates.
    expect(within(row).queryByText(/each side/)).toBeNull();
  });
});

describe('LeaderboardLayout', () => {
  it('moves the team score and the board as the coach verifies a set with auto-scoring on', () => {
    const session = gym();
    renderSession(session, <LeaderboardLayout />);
    loadAll(session);
    const teams = () =>
      within(screen.getByRole('region', { name: 'Teams' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(teams()).toEqual(['Red3 pts', 'Blue1 pt']);
    expect(screen.getByText('No verified sets yet')).toBeTruthy();

    session.receive('score:auto', { points: 5 });
    session.receive('set:log', {
      exerciseId: 'squat',
      clientId: 'cal',
      setIndex: 0,
      kg: 100,
      reps: 5,
    });
    session.receive('cell:verify', {
      exerciseId: 'squat',
      userId: 'cal',
      verification: 'verified',
      setIndex: 0,
    });
    expect(teams()).toEqual(['Blue6 pts', 'Red3 pts']);
    const board = screen.getByRole('region', { name: /Top athletes · Total volume/ });
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.Cal500 kg']);
  });

  it('lists a PR set today with its mark, and says who relative strength leaves out', () => {
    const session = gym();
    renderSession(session, <LeaderboardLayout />);
    session.receive('cells:coach', {
      cells: [{ exerciseId: 'squat', userId: 'dee', bestE1rm: 90 }],
    });
    session.receive('set:log', {
      exerciseId: 'squat',
      clientId: 'dee',
      setIndex: 0,
      kg: 90,
      reps: 5,
    });
    session.receive('cell:verify', {
      exerciseId: 'squat',
      userId: 'dee',
      verification: 'verified',
      setIndex: 0,
    });
    const records = screen.getByRole('region', { name: 'PRs today' });
    expect(within(records).getByRole('listitem').textContent).toBe('PRDeeBack Squat · 90 kg × 5');

    session.receive('cast:leaderboard', { metric: 'relative' });
    expect(
      screen.getByText('Not ranked (no bodyweight on record): Ana, Ben, Cal, Dee'),
    ).toBeTruthy();
  });
});

describe('TvLayout', () => {
  it('follows the coach: the grid first, then stations, then the leaderboard', async () => {
    const session = gym();
    renderSession(session, <TvLayout grid={<p>the grid</p>} />);
    expect(screen.getByText('the grid')).toBeTruthy();
    session.receive('cast:layout', { layout: 'stations' });
    expect(await screen.findByRole('region', { name: /Station 1/ })).toBeTruthy();
    expect(screen.queryByText('the grid')).toBeNull();
    session.receive('cast:layout', { layout: 'leaderboard' });
    expect(await screen.findByRole('region', { name: 'Teams' })).toBeTruthy();
  });

  it('rotates through the layouts every N seconds', async () => {
    const session = gym();
    renderSession(session, <TvLayout grid={<p>the grid</p>} />);
    // The lazy layouts are loaded first, so the timers alone move the rotation.
    session.receive('cast:layout', { layout: 'leaderboard' });
    await screen.findByRole('region', { name: 'Teams' });
    session.receive('cast:layout', { layout: 'stations' });
    await screen.findByRole('region', { name: /Station 1/ });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    session.receive('cast:layout', { layout: 'rotate', rotateSeconds: 10 });
    expect(screen.getByText('the grid')).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('region', { name: /Station 1/ })).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('region', { name: 'Teams' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('the grid')).toBeTruthy();
  });
});

describe('names on the TV', () => {
  it('shows a client who chose not to show their name by their initials, on every layout', () => {
    const session = fakeSession(
      createSessionState({
        clients: [
          { id: 'ana', firstName: 'Ana', lastName: 'Tori', tvInitials: true },
          { id: 'ben', firstName: 'Ben' },
        ],
        exercises: [{ id: 'squat', name: 'Back Squat', equipment: 'barbell' }],
      }),
    );
    const stations = renderSession(session, <StationsLayout />);
    session.receive('cells:coach', {
      cells: ['ana', 'ben'].map((userId) => ({
        exerciseId: 'squat',
        userId,
        plan: { kg: 100, reps: 5, sets: 3 },
      })),
    });
    for (const userId of ['ana', 'ben']) {
      session.receive('client:assign', { userId, exerciseId: 'squat' });
    }
    expect(screen.getByText('A. T.')).toBeTruthy();
    expect(screen.queryByText(/Ana/)).toBeNull();
    expect(screen.getByText('Ben')).toBeTruthy();
    stations.unmount();
    session.receive('set:log', {
      exerciseId: 'squat',
      clientId: 'ana',
      setIndex: 0,
      kg: 100,
      reps: 5,
    });
    session.receive('cell:verify', {
      exerciseId: 'squat',
      userId: 'ana',
      verification: 'verified',
      setIndex: 0,
    });
    renderSession(session, <LeaderboardLayout />);
    expect(screen.getByText('A. T.')).toBeTruthy();
    expect(screen.queryByText(/Ana/)).toBeNull();
  });
});
