import { DEFAULT_EQUIPMENT } from '@levelup/shared';
import { toKg } from '@levelup/shared/coaching';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { coach } from '../testing/auth-as';
import { fakeSession, gridState } from '../testing/fake-session';
import { pickTool, renderSession } from '../testing/render-session';
import { BottomBar } from './bottom-bar';
import { SessionGrid } from './session-grid';
import { SessionSummary } from './session-summary';

afterEach(cleanup);

describe('coaching in the live session', () => {
  it('names a flag the server set in the cell and in Alerts', async () => {
    const session = fakeSession(gridState(1, 2));
    renderSession(session, <SessionGrid mode="trainer" />);
    session.receive('cells:coach', {
      cells: [
        { exerciseId: 'e0', userId: 'c0', flag: 'injury-red' },
        { exerciseId: 'e1', userId: 'c0', flag: 'never-green' },
      ],
    });
    session.receive('client:issues', {
      userId: 'c0',
      issues: { injuries: ['Left Shoulder'], neverDone: ['Exercise1'] },
    });
    expect(
      screen.getByRole('button', { name: 'Exercise0, Client0: 0 kg, 0 reps, Injury' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Alerts for Client0' }));
    const alerts = await screen.findByRole('dialog', { name: 'Alerts for Client0' });
    expect(within(alerts).getByText('Injuries: Left Shoulder')).toBeTruthy();
    expect(within(alerts).getByText('Exercise0: Injury')).toBeTruthy();
    expect(within(alerts).getByText('Exercise1: First time')).toBeTruthy();
  });

  it('Suggest fills the selected cells from each client’s e1RM and skips a client without one', async () => {
    const session = fakeSession(gridState(2, 1));
    renderSession(
      session,
      <>
        <SessionGrid mode="trainer" />
        <BottomBar socket={session.socket} />
      </>,
    );
    session.receive('cells:coach', { cells: [{ exerciseId: 'e0', userId: 'c0', e1rm: 100 }] });
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await pickTool('Suggest');
    const dialog = await screen.findByRole('dialog', { name: 'Suggest weights' });
    expect(within(dialog).getByText(/No estimated max yet for Client1/)).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Working set · 80 kg × 3' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Warm-up set/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fill' }));
    const updates = session.sent.filter((op) => op.type === 'cell:update');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      payload: { exerciseId: 'e0', userId: 'c0', value: { kg: 47.5, reps: 6, isWarmup: true } },
    });
  });

  it("Suggest in a pound gym fills loads its bar and plates make, in the coach's unit", async () => {
    const state = gridState(1, 1);
    const session = fakeSession({
      ...state,
      gym: { unit: 'lb', equipment: DEFAULT_EQUIPMENT.lb },
      exercises: state.exercises.map((e) => ({ ...e, implement: 'barbell' as const })),
    });
    renderSession(
      session,
      <>
        <SessionGrid mode="trainer" />
        <BottomBar socket={session.socket} />
      </>,
      { user: coach(null, 'lb') },
    );
    session.receive('cells:coach', { cells: [{ exerciseId: 'e0', userId: 'c0', e1rm: 100 }] });
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await pickTool('Suggest');
    const dialog = await screen.findByRole('dialog', { name: 'Suggest weights' });
    // 80 % of 100 kg is 176.37 lb: a 45 lb bar and 5 lb steps make 175 lb.
    expect(within(dialog).getByRole('radio', { name: 'Working set · 175 lb × 3' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Warm-up set/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fill' }));
    // 60 % of 175 lb: 105 lb, the bar and 25 + 5 a side.
    expect(session.sent.filter((op) => op.type === 'cell:update').at(-1)).toMatchObject({
      payload: { value: { kg: toKg(105, 'lb'), reps: 6, isWarmup: true } },
    });
  });

  it('the comparison names an improvement, a regression and a first time', () => {
    const session = fakeSession(gridState(3, 1));
    renderSession(session, <SessionSummary />);
    session.receive('cells:coach', {
      cells: [
        { exerciseId: 'e0', userId: 'c0', previousKg: 100, previousReps: 5 },
        { exerciseId: 'e0', userId: 'c1', previousKg: 100, previousReps: 5 },
      ],
    });
    session.receive('cell:update', { exerciseId: 'e0', userId: 'c0', value: { kg: 105, reps: 5 } });
    session.receive('cell:update', { exerciseId: 'e0', userId: 'c1', value: { kg: 95, reps: 5 } });
    session.receive('cell:update', { exerciseId: 'e0', userId: 'c2', value: { kg: 60, reps: 5 } });
    session.receive('summary:mode', { mode: 'comparison' });
    const row = screen.getByRole('row', { name: /Exercise0/ });
    expect(row.textContent).toContain('improved +5%');
    expect(row.textContent).toContain('regression -5%');
    expect(row.textContent).toContain('new');
  });
});

describe('the workout’s plan on the grid', () => {
  const plan = { kg: 75, reps: 8, sets: 4 };

  it('shows the planned load, reps and sets, said as a plan, and a quiet first time without a badge', () => {
    const session = fakeSession(gridState(2, 1));
    renderSession(session, <SessionGrid mode="trainer" />);
    session.receive('cells:coach', {
      cells: [
        { exerciseId: 'e0', userId: 'c0', plan },
        { exerciseId: 'e0', userId: 'c1', plan: { ...plan, kg: 0 }, flag: 'never-green' },
      ],
    });
    session.receive('client:issues', { userId: 'c1', issues: { neverDone: ['Exercise0'] } });
    // Named by the figures it shows (label in name), with the words a screen reader needs.
    const planned = screen.getByRole('button', {
      name: 'Exercise0, Client0: 75 kg, 8 reps, planned, 0/4 sets done',
    });
    expect(planned.querySelector('.progress-count')?.textContent).toBe('0/4');
    const first = screen.getByRole('button', {
      name: 'Exercise0, Client1: – kg, 8 reps, planned, First time, 0/4 sets done',
    });
    expect(first.querySelector('.cell-kg')?.textContent).toBe('–');
    expect(screen.queryByRole('button', { name: 'Alerts for Client1' })).toBeNull();
  });

  it('shows the plan on the TV too', () => {
    const session = fakeSession(gridState(1, 1));
    renderSession(session, <SessionGrid mode="cast" />);
    session.receive('cells:coach', { cells: [{ exerciseId: 'e0', userId: 'c0', plan }] });
    expect(
      screen.getByRole('img', {
        name: 'Exercise0, Client0: planned 4 sets of 8 reps at 75 kg, 0/4 sets done',
      }),
    ).toBeTruthy();
  });

  it('the summary says not done for a cell never filled in or left as planned', () => {
    const session = fakeSession(gridState(3, 1));
    renderSession(session, <SessionSummary />);
    session.receive('cells:coach', { cells: [{ exerciseId: 'e0', userId: 'c1', plan }] });
    session.receive('cell:update', { exerciseId: 'e0', userId: 'c2', value: { kg: 60, reps: 5 } });
    const row = screen.getByRole('row', { name: /Exercise0/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '–Not done',
      '–Not done',
      '60 kg × 5✓Complete1 set',
    ]);
  });

  it("the summary shows the best set in the viewer's unit", () => {
    const session = fakeSession(gridState(1, 1));
    renderSession(session, <SessionSummary />, { user: coach('lb') });
    session.receive('cell:update', {
      exerciseId: 'e0',
      userId: 'c0',
      value: { kg: toKg(225, 'lb'), reps: 5 },
    });
    const row = screen.getByRole('row', { name: /Exercise0/ });
    expect(within(row).getByRole('cell').textContent).toBe('225 lb × 5✓Complete1 set');
  });
});

describe('flags on the TV', () => {
  it('shows a record but keeps health flags off the shared screen', () => {
    const session = fakeSession(gridState(1, 2));
    renderSession(session, <SessionGrid mode="cast" />);
    session.receive('cells:coach', {
      cells: [
        { exerciseId: 'e0', userId: 'c0', flag: 'injury-red' },
        { exerciseId: 'e1', userId: 'c0', flag: 'pr-purple' },
      ],
    });
    expect(screen.queryByText('Injury')).toBeNull();
    expect(screen.getByText('PR')).toBeTruthy();
  });
});
