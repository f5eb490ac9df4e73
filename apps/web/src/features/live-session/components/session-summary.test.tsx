import { estimatedOneRepMax } from '@levelup/shared/coaching';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeSession, gridState } from '../testing/fake-session';
import { renderSession } from '../testing/render-session';
import { SessionSummary } from './session-summary';

afterEach(cleanup);

/** Every client's Exercise0 planned 4 × 5 at 100 kg, with a best e1RM of 100 × 5 and a last set. */
function plannedSession(clients: number) {
  const session = fakeSession(gridState(clients, 1));
  renderSession(session, <SessionSummary />);
  session.receive('cells:coach', {
    cells: Array.from({ length: clients }, (_, i) => ({
      exerciseId: 'e0',
      userId: `c${i}`,
      plan: { kg: 100, reps: 5, sets: 4 },
      bestE1rm: estimatedOneRepMax(100, 5),
      previousKg: 100,
      previousReps: 5,
    })),
  });
  const logSet = (userId: string, setIndex: number, kg: number, reps: number) =>
    session.receive('set:log', { exerciseId: 'e0', clientId: userId, setIndex, kg, reps });
  const cardsText = () =>
    within(screen.getByRole('row', { name: /Exercise0/ }))
      .getAllByRole('cell')
      .map((c) => c.textContent);
  return { session, logSet, cardsText };
}

describe('the summary after End workout counts sets', () => {
  it('cards the best working set of the logged ones, says how many sets were done, and not done only when none was', () => {
    const { session, logSet, cardsText } = plannedSession(4);
    // Client0: four sets verified, the third a record.
    logSet('c0', 0, 100, 5);
    logSet('c0', 1, 100, 5);
    logSet('c0', 2, 105, 5);
    logSet('c0', 3, 100, 4);
    session.receive('cell:verify', {
      exerciseId: 'e0',
      userId: 'c0',
      verification: 'verified',
      scope: 'cell',
    });
    // Client1: two sets, not checked; Client2: skipped the only set; Client3: nothing.
    logSet('c1', 0, 100, 5);
    logSet('c1', 1, 102.5, 5);
    logSet('c2', 0, 100, 5);
    session.receive('cell:verify', {
      exerciseId: 'e0',
      userId: 'c2',
      verification: 'dnp',
      setIndex: 0,
    });

    expect(cardsText()).toEqual([
      '105 kg × 5PR +5%4 sets',
      '102.5 kg × 5✓Complete2 sets',
      '–Skip',
      '–Not done',
    ]);
    expect(screen.getByText('PR +5%').closest('td')?.className).toContain('card-pr');
  });

  it('compares the best set with the previous session', () => {
    const { session, logSet, cardsText } = plannedSession(2);
    logSet('c0', 0, 100, 5);
    logSet('c0', 1, 105, 5);
    logSet('c1', 0, 95, 5);
    session.receive('summary:mode', { mode: 'comparison' });
    expect(cardsText()).toEqual(['105 kg × 5improved +5%2 sets', '95 kg × 5regression -5%1 set']);
  });
});
