import {
  applyOp,
  createSessionState,
  parseSessionOp,
  type SessionState,
} from '@levelup/shared/session';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStoreProvider } from '@/lib/realtime/session-store';
import { fakeAthleteSocket } from '../testing/fake-athlete-socket';
import { AthleteSession } from './athlete-session-view';

afterEach(cleanup);

/**
 * A live session with Ana and Ben on the grid: Back Squat and Bench Press paired as station A,
 * Barbell Row on its own. Ana's squat is planned at 60 kg × 6 for 2 sets with one warm-up of 8
 * at 50 %.
 */
function liveState(): SessionState {
  let state = createSessionState({
    clients: [
      { id: 'ana', firstName: 'Ana' },
      { id: 'ben', firstName: 'Ben' },
    ],
    exercises: [
      { id: 'squat', name: 'Back Squat', type: 'compound' },
      { id: 'bench', name: 'Bench Press', type: 'compound' },
      { id: 'row', name: 'Barbell Row', type: 'compound' },
    ],
    phases: [
      {
        id: 'strength',
        name: 'Strength',
        exerciseIds: ['squat', 'bench', 'row'],
        exercisePairs: [['bench', 'squat']],
        exerciseParams: {
          squat: {
            warmup: { pctOfWorking: 50, sets: 1, reps: 8 },
            reps: { minReps: 6, maxReps: 8 },
            sets: { sets: 2 },
          },
        },
      },
    ],
  });
  for (const [type, payload] of [
    ['session:start', {}],
    [
      'cells:coach',
      { cells: [{ exerciseId: 'squat', userId: 'ana', plan: { kg: 60, reps: 6, sets: 2 } }] },
    ],
  ] as const) {
    const op = parseSessionOp({ id: crypto.randomUUID(), type, payload });
    if (op) state = applyOp(state, op);
  }
  return state;
}

function renderAthlete(state = liveState(), clientId = 'ana') {
  const session = fakeAthleteSocket(state);
  const router = createMemoryRouter(
    [
      {
        path: '/client/session/:id',
        element: (
          <SessionStoreProvider source={session.socket}>
            <AthleteSession socket={session.socket} clientId={clientId} />
          </SessionStoreProvider>
        ),
      },
    ],
    { initialEntries: ['/client/session/s1'] },
  );
  render(<RouterProvider router={router} />);
  return session;
}

const exerciseCard = (name: string) =>
  screen.getByRole('button', { name: new RegExp(name) }).closest('li') as HTMLElement;
const currentSet = () => screen.getByRole('region', { name: /^Current set/ });

describe('the athlete’s live screen', () => {
  it('shows the phase, the athlete’s exercises in order with their station, and each set', () => {
    renderAthlete();
    expect(screen.getByText('Phase: Strength')).toBeTruthy();
    expect(
      screen.getAllByRole('button', { name: /^Station|^No station/ }).map((b) => b.textContent),
    ).toEqual(['AStation ABack Squat0/3 sets', 'AStation ABench Press', '–No stationBarbell Row']);
    const squat = exerciseCard('Back Squat');
    expect(within(squat).getByText('Station A')).toBeTruthy();
    const sets = within(squat).getAllByRole('listitem');
    expect(sets.map((s) => s.textContent)).toEqual([
      'Set 1Warm-upPlan 30 kg × 8Now',
      'Set 2WorkingPlan 60 kg × 6Not done',
      'Set 3WorkingPlan 60 kg × 6Not done',
    ]);
    expect(within(squat).getByText('0/3 sets')).toBeTruthy();
    expect(within(exerciseCard('Barbell Row')).getByText('No station')).toBeTruthy();
  });

  it('logs the current set with what the steppers and the RPE picker say, and shows it at once', () => {
    const session = renderAthlete();
    const card = currentSet();
    expect(within(card).getByRole('heading').textContent).toContain('Back Squat');
    expect(within(card).getByText('Set 1 of 3 · Warm-up · Plan 30 kg × 8')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Weight up 2.5 kg' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Reps down 1' }));
    fireEvent.click(within(card).getByRole('radio', { name: '8' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Log set' }));

    expect(session.sent).toHaveLength(1);
    expect(session.sent[0]).toMatchObject({
      type: 'set:log',
      payload: {
        exerciseId: 'squat',
        clientId: 'ana',
        setIndex: 0,
        kg: 32.5,
        reps: 7,
        rpe: 8,
        by: 'athlete',
      },
    });
    const first = within(exerciseCard('Back Squat')).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toContain('Done 32.5 kg × 7, RPE 8');
    expect(first.textContent).toContain('Waiting for your coach');
    expect(within(currentSet()).getByText('Logged set 1: 32.5 kg × 7, RPE 8')).toBeTruthy();
    // The next set comes pre-filled from the prescription, without an RPE.
    expect(within(currentSet()).getByText('Set 2 of 3 · Working · Plan 60 kg × 6')).toBeTruthy();
    expect(
      within(currentSet())
        .getAllByRole('status')
        .map((o) => o.textContent),
    ).toEqual(['60', '6']);
    expect(
      within(currentSet()).getByRole('radio', { name: 'None' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('sends no RPE when none is picked, or when the picked one is taken back', () => {
    const session = renderAthlete();
    fireEvent.click(within(currentSet()).getByRole('button', { name: 'Log set' }));
    fireEvent.click(within(currentSet()).getByRole('radio', { name: '9.5' }));
    fireEvent.click(within(currentSet()).getByRole('radio', { name: '9.5' }));
    fireEvent.click(within(currentSet()).getByRole('button', { name: 'Log set' }));
    expect(session.sent.map((op) => op.payload)).toEqual([
      expect.not.objectContaining({ rpe: expect.anything() }),
      expect.not.objectContaining({ rpe: expect.anything() }),
    ]);
    expect(session.sent.map((op) => (op.type === 'set:log' ? op.payload.setIndex : null))).toEqual([
      0, 1,
    ]);
  });

  it('shows the coach’s check of a logged set', () => {
    const session = renderAthlete();
    fireEvent.click(within(currentSet()).getByRole('button', { name: 'Log set' }));
    session.confirmSent();
    session.receive('cell:verify', {
      exerciseId: 'squat',
      userId: 'ana',
      verification: 'verified',
      setIndex: 0,
    });
    const first = within(exerciseCard('Back Squat')).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toContain('Verified by coach');
    expect(within(currentSet()).getByText('Verified by coach')).toBeTruthy();
    expect(within(exerciseCard('Back Squat')).getByText('1/3 sets')).toBeTruthy();
  });

  it('shows the coach’s notes to the athlete, on the session and on an exercise', () => {
    const session = renderAthlete();
    session.receive('note:add', { scope: 'trainee', userId: 'ana', text: 'Brace before each rep' });
    session.receive('note:add', {
      scope: 'cell',
      userId: 'ana',
      exerciseId: 'squat',
      text: 'Pause at the bottom',
    });
    const notes = screen.getByRole('region', { name: 'From your coach' });
    expect(within(notes).getByText('Brace before each rep')).toBeTruthy();
    expect(within(exerciseCard('Back Squat')).getByText('Pause at the bottom')).toBeTruthy();
  });

  it('follows the coach: a changed load, the station moving, and an exercise assigned', () => {
    const session = renderAthlete();
    session.receive('cell:update', { exerciseId: 'squat', userId: 'ana', value: { kg: 40 } });
    expect(within(currentSet()).getAllByRole('status')[0]?.textContent).toBe('40');

    expect(screen.queryByText('Current station')).toBeNull();
    session.receive('station:next', {});
    expect(within(exerciseCard('Back Squat')).getByText('Current station')).toBeTruthy();
    expect(within(exerciseCard('Bench Press')).getByText('Current station')).toBeTruthy();

    session.receive('client:assign', { userId: 'ana', exerciseId: 'row' });
    expect(screen.queryByRole('button', { name: /Back Squat/ })).toBeNull();
    expect(within(currentSet()).getByRole('heading').textContent).toContain('Barbell Row');
  });

  it('lets the athlete pick the exercise the current set is of', () => {
    renderAthlete();
    fireEvent.click(screen.getByRole('button', { name: /Bench Press/ }));
    expect(screen.getByRole('button', { name: /Bench Press/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(currentSet()).getByRole('heading').textContent).toContain('Bench Press');
  });

  it('runs the interval timer the coach runs, and says so through a Wi-Fi drop', () => {
    const session = renderAthlete();
    session.timer({ phase: 'work', remainingMs: 42_000, isRunning: false });
    const timer = screen.getByRole('timer', { name: 'Interval timer' });
    expect(timer.textContent).toContain('0:42');

    fireEvent.click(within(currentSet()).getByRole('button', { name: 'Log set' }));
    session.goOffline();
    expect(screen.getByText(/^Offline:/)).toBeTruthy();
    expect(screen.getByText('1 change waiting to be sent')).toBeTruthy();
  });

  it('says so when the athlete is no longer on the grid', () => {
    const session = renderAthlete();
    session.receive('clients:remove', { clientIds: ['ana'] });
    expect(
      screen.getByText('You are not on this live session’s grid: ask your coach to add you.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });
});
