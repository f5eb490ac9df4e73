// Before React DOM: it looks for the renders hook as it loads.
import '../testing/render-count';
import { DEFAULT_EQUIPMENT } from '@levelup/shared';
import { toKg } from '@levelup/shared/coaching';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionStoreProvider } from '@/lib/realtime/session-store';
import { AuthAs, coach } from '../testing/auth-as';
import { fakeSession, gridState } from '../testing/fake-session';
import { countRendersOf } from '../testing/render-count';
import { pickTool, renderSession } from '../testing/render-session';
import { BottomBar } from './bottom-bar';
import { GridCell } from './grid-cell';
import { SessionGrid } from './session-grid';

// The toaster is a deferred part; the panel's prompts are checked as calls.
const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/toast')>();
  return { ...actual, toast: Object.assign(toastSpy, actual.toast) };
});

afterEach(() => {
  cleanup();
  toastSpy.mockClear();
});

const cellButton = (name: string) => screen.getByRole('button', { name });

describe('SessionGrid', () => {
  it('re-renders only the cell a remote op changed, a logged set included', {
    timeout: 20_000,
  }, () => {
    const session = fakeSession(gridState(8, 10));
    renderSession(session, <SessionGrid mode="trainer" />);
    const cellRenders = countRendersOf(GridCell);
    session.receive('cell:update', { exerciseId: 'e7', userId: 'c3', value: { kg: 42.5 } });
    expect(cellButton('Exercise7, Client3: 42.5 kg, 0 reps')).toBeTruthy();
    expect(cellRenders.count).toBe(1);
    // A set logged (by an athlete's phone) moves one cell on, and its progress with it.
    const setRenders = countRendersOf(GridCell);
    session.receive('set:log', { exerciseId: 'e2', clientId: 'c5', setIndex: 0, kg: 60, reps: 5 });
    expect(cellButton('Exercise2, Client5: 60 kg, 5 reps, planned, 1/1 sets done')).toBeTruthy();
    expect(setRenders.count).toBe(1);
  });

  it('an empty session shows its hints without an empty table; a client brings the table', () => {
    const session = fakeSession(gridState(0, 0));
    renderSession(session, <SessionGrid mode="trainer" />);
    expect(screen.getByText(/^No clients on the grid yet/)).toBeTruthy();
    expect(screen.getByText(/^No exercises in this phase yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    session.receive('exercises:add', {
      exerciseIds: ['e0'],
      exercises: [{ id: 'e0', name: 'Deadlift' }],
    });
    expect(screen.getByRole('table', { name: 'Session grid' })).toBeTruthy();
  });

  it('a tapped cell is selected and expands to Verify, Flag and DNP; Escape clears it', () => {
    const session = fakeSession(gridState(2, 2));
    renderSession(session, <SessionGrid mode="trainer" />);
    fireEvent.click(cellButton('Exercise0, Client1: 0 kg, 0 reps'));
    expect(cellButton('Exercise0, Client1: 0 kg, 0 reps').getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'cell:verify',
      payload: { exerciseId: 'e0', userId: 'c1', verification: 'verified' },
    });
    expect(screen.getByText('Verified')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(session.sent.at(-1)).toMatchObject({ payload: { verification: 'none' } });
    fireEvent.keyDown(cellButton('Exercise0, Client1: 0 kg, 0 reps'), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    // Selection stays on this device: it never enters the op log.
    expect(session.sent.some((op) => op.type === 'selection:set')).toBe(false);
  });

  it('the keyboard moves the selected cell, steps it with + and -, and verifies with Enter', () => {
    const session = fakeSession(gridState(2, 2));
    renderSession(session, <SessionGrid mode="trainer" />);
    const first = cellButton('Exercise0, Client0: 0 kg, 0 reps');
    fireEvent.click(first);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    fireEvent.keyDown(first, { key: '+' });
    fireEvent.keyDown(first, { key: '+' });
    fireEvent.keyDown(first, { key: '-' });
    expect(cellButton('Exercise1, Client1: 2.5 kg, 0 reps')).toBeTruthy();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(session.sent.at(-1)).toMatchObject({
      type: 'cell:verify',
      payload: { exerciseId: 'e1', userId: 'c1', verification: 'verified' },
    });
  });

  it('digits typed on a selected cell enter its kg; Tab switches to reps; Enter sends one cell:update', () => {
    const session = fakeSession(gridState(2, 2));
    renderSession(session, <SessionGrid mode="trainer" />);
    const target = cellButton('Exercise1, Client0: 0 kg, 0 reps');
    fireEvent.click(target);
    for (const key of ['1', '4', '1']) fireEvent.keyDown(target, { key });
    fireEvent.keyDown(target, { key: 'Backspace' });
    fireEvent.keyDown(target, { key: '0' });
    const typing = target.closest('td') as HTMLElement;
    expect(typing.className).toContain('is-typing');
    expect(within(typing).getByRole('status').textContent).toMatch(/^Typing KG: 140\./);
    fireEvent.keyDown(target, { key: 'Tab' });
    fireEvent.keyDown(target, { key: '8' });
    expect(within(typing).getByRole('status').textContent).toMatch(/^Typing Reps: 8\./);
    // Nothing is sent before Enter.
    expect(session.sent.filter((op) => op.type === 'cell:update')).toHaveLength(0);
    fireEvent.keyDown(target, { key: 'Enter' });
    expect(session.sent.at(-1)).toMatchObject({
      type: 'cell:update',
      payload: { exerciseId: 'e1', userId: 'c0', value: { kg: 140, reps: 8 } },
    });
    expect(cellButton('Exercise1, Client0: 140 kg, 8 reps').closest('td')?.className).not.toContain(
      'is-typing',
    );
    // Enter without a typed load verifies, as before.
    fireEvent.keyDown(target, { key: 'Enter' });
    expect(session.sent.at(-1)).toMatchObject({ type: 'cell:verify' });
  });

  it('a typed load is kept as typed, and Escape drops it unsent', () => {
    const session = fakeSession(gridState(1, 1));
    renderSession(session, <SessionGrid mode="trainer" />);
    const target = cellButton('Exercise0, Client0: 0 kg, 0 reps');
    fireEvent.click(target);
    for (const key of ['6', '1']) fireEvent.keyDown(target, { key });
    fireEvent.keyDown(target, { key: 'Escape' });
    expect(session.sent.some((op) => op.type === 'cell:update')).toBe(false);
    expect(cellButton('Exercise0, Client0: 0 kg, 0 reps')).toBeTruthy();
    // Escape on a cell with nothing typed clears the selection.
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
    for (const key of ['6', '1', ',', '2', 'Enter']) fireEvent.keyDown(target, { key });
    expect(session.sent.at(-1)).toMatchObject({ payload: { value: { kg: 61.2 } } });
    fireEvent.keyDown(target, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    // With no cell selected, digits type nothing.
    fireEvent.keyDown(target, { key: '5' });
    expect(target.closest('td')?.className).not.toContain('is-typing');
  });

  it('a tap on the selected cell opens the keypad; its keys, KG/Reps switch and Done type a load', async () => {
    const session = fakeSession(gridState(2, 2));
    renderSession(session, <SessionGrid mode="trainer" />);
    const target = cellButton('Exercise0, Client1: 0 kg, 0 reps');
    fireEvent.click(target);
    expect(target.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(target);
    const keypad = await screen.findByRole('dialog', { name: 'Type a load: Exercise0, Client1' });
    expect(target.getAttribute('aria-expanded')).toBe('true');
    for (const key of ['1', '2', '.', '2', '0']) {
      fireEvent.click(within(keypad).getByRole('button', { name: key }));
    }
    fireEvent.click(within(keypad).getByRole('button', { name: 'Delete the last digit' }));
    fireEvent.click(within(keypad).getByRole('button', { name: '5' }));
    fireEvent.click(within(keypad).getByRole('button', { name: /^Reps/ }));
    expect(within(keypad).getByRole('button', { name: /^Reps/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(keypad).getByRole('button', { name: '5' }));
    expect(within(keypad).getByRole('button', { name: /^KG/ }).textContent).toBe('KG12.25');
    fireEvent.click(within(keypad).getByRole('button', { name: 'Done' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'cell:update',
      payload: { exerciseId: 'e0', userId: 'c1', value: { kg: 12.25, reps: 5 } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cellButton('Exercise0, Client1: 12.25 kg, 5 reps')).toBeTruthy();
  });

  it('the keypad takes a keyboard too, and Escape closes it without sending', async () => {
    const session = fakeSession(gridState(1, 1));
    renderSession(session, <SessionGrid mode="trainer" />);
    const target = cellButton('Exercise0, Client0: 0 kg, 0 reps');
    fireEvent.click(target);
    fireEvent.click(target);
    const keypad = await screen.findByRole('dialog', { name: /^Type a load/ });
    fireEvent.keyDown(keypad, { key: '9' });
    fireEvent.keyDown(keypad, { key: '0' });
    expect(within(keypad).getByRole('button', { name: /^KG/ }).textContent).toBe('KG90');
    fireEvent.keyDown(keypad, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.sent.some((op) => op.type === 'cell:update')).toBe(false);
    fireEvent.click(target);
    fireEvent.keyDown(await screen.findByRole('dialog', { name: /^Type a load/ }), { key: '7' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Enter' });
    expect(session.sent.at(-1)).toMatchObject({ payload: { value: { kg: 7 } } });
  });

  it('typing re-renders only the cell typed into', () => {
    const session = fakeSession(gridState(8, 6));
    renderSession(session, <SessionGrid mode="trainer" />);
    const target = cellButton('Exercise5, Client7: 0 kg, 0 reps');
    fireEvent.click(target);
    const cellRenders = countRendersOf(GridCell);
    fireEvent.keyDown(target, { key: '1' });
    fireEvent.keyDown(target, { key: '4' });
    expect(cellRenders.count).toBe(2);
  });

  it("names two clients who share a first name by their last name's initial", () => {
    const session = fakeSession(gridState(0, 1));
    renderSession(session, <SessionGrid mode="trainer" />);
    session.receive('clients:add', {
      clientIds: ['d1', 'd2', 'p1'],
      clients: [
        { id: 'd1', firstName: 'Dupe', lastInitial: 'T' },
        { id: 'd2', firstName: 'Dupe', lastInitial: 'K' },
        { id: 'p1', firstName: 'Priya', lastInitial: 'S' },
      ],
    });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Exercises', 'Dupe T.KGReps', 'Dupe K.KGReps', 'PriyaKGReps']);
    expect(cellButton('Exercise0, Dupe K.: 0 kg, 0 reps')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'KG Dupe T.' })).toBeTruthy();
    cleanup();
    // The TV's grid is the same component: the same names.
    render(
      <AuthAs user={null}>
        <SessionStoreProvider source={session.socket}>
          <SessionGrid mode="cast" />
        </SessionStoreProvider>
      </AuthAs>,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Exercises',
      'Dupe T.',
      'Dupe K.',
      'Priya',
    ]);
    expect(screen.getByRole('img', { name: 'Exercise0, Dupe T.: 0 kg, 0 reps' })).toBeTruthy();
  });

  it("shows a client's '!' badge once they have issues, opening their alerts", async () => {
    const session = fakeSession(gridState(2, 1));
    renderSession(session, <SessionGrid mode="trainer" />);
    expect(screen.queryByRole('button', { name: 'Alerts for Client0' })).toBeNull();
    session.receive('client:issues', {
      userId: 'c0',
      issues: { poorLifestyle: true, injuries: ['left knee'] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Alerts for Client0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts for Client0' });
    expect(dialog.textContent).toContain('Poor lifestyle check-in');
    expect(dialog.textContent).toContain('Injuries: left knee');
  });

  it('in cast mode shows values without any control', () => {
    const session = fakeSession(gridState(2, 1));
    render(
      <AuthAs user={null}>
        <SessionStoreProvider source={session.socket}>
          <SessionGrid mode="cast" />
        </SessionStoreProvider>
      </AuthAs>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Exercise0, Client1: 0 kg, 0 reps' })).toBeTruthy();
  });
});

describe('trainer panel', () => {
  function panel() {
    const session = fakeSession(gridState(2, 2));
    renderSession(
      session,
      <>
        <SessionGrid mode="trainer" />
        <BottomBar socket={session.socket} />
      </>,
    );
    return session;
  }

  it('steps weight by 2.5 and reps by 1 on a whole column', () => {
    panel();
    fireEvent.click(screen.getByRole('button', { name: 'KG Client1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weight up 2.5 kg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weight up 2.5 kg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reps up 1' }));
    expect(cellButton('Exercise0, Client1: 5 kg, 1 reps')).toBeTruthy();
    expect(cellButton('Exercise1, Client1: 5 kg, 1 reps')).toBeTruthy();
    expect(cellButton('Exercise0, Client0: 0 kg, 0 reps')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weight down 2.5 kg' }));
    expect(cellButton('Exercise1, Client1: 2.5 kg, 1 reps')).toBeTruthy();
  });

  it('a held stepper repeats and speeds up, and stops on release, leave or cancel', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const session = panel();
      fireEvent.click(cellButton('Exercise0, Client0: 0 kg, 0 reps'));
      const up = screen.getByRole('button', { name: 'Weight up 2.5 kg' });
      fireEvent.pointerDown(up, { button: 0, pointerId: 1 });
      act(() => vi.advanceTimersByTime(299));
      expect(cellButton('Exercise0, Client0: 2.5 kg, 0 reps')).toBeTruthy();
      act(() => vi.advanceTimersByTime(700));
      // 1 + 4 x 1 (300-540 ms) + 5 x 2 (620-940 ms) steps of 2.5 kg.
      fireEvent.pointerUp(up, { button: 0, pointerId: 1 });
      expect(cellButton('Exercise0, Client0: 37.5 kg, 0 reps')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1_000));
      expect(cellButton('Exercise0, Client0: 37.5 kg, 0 reps')).toBeTruthy();

      const repsUp = screen.getByRole('button', { name: 'Reps up 1' });
      fireEvent.pointerDown(repsUp, { button: 0, pointerId: 1 });
      act(() => vi.advanceTimersByTime(400));
      fireEvent.pointerLeave(repsUp, { pointerId: 1 });
      act(() => vi.advanceTimersByTime(1_000));
      expect(cellButton('Exercise0, Client0: 37.5 kg, 3 reps')).toBeTruthy();
      fireEvent.pointerDown(repsUp, { button: 0, pointerId: 1 });
      act(() => vi.advanceTimersByTime(300));
      fireEvent.pointerCancel(repsUp, { pointerId: 1 });
      act(() => vi.advanceTimersByTime(1_000));
      expect(cellButton('Exercise0, Client0: 37.5 kg, 5 reps')).toBeTruthy();
      // Each step is one cell:update, the op a tap sends.
      expect(session.sent.filter((op) => op.type === 'cell:update')).toHaveLength(15);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a held stepper with nothing selected says so once, not at every repeat', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const session = panel();
      const up = screen.getByRole('button', { name: 'Weight up 2.5 kg' });
      fireEvent.pointerDown(up, { button: 0, pointerId: 1 });
      act(() => vi.advanceTimersByTime(2_000));
      fireEvent.pointerUp(up, { button: 0, pointerId: 1 });
      expect(toastSpy).toHaveBeenCalledOnce();
      expect(session.sent).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('Warm Up sets 60 % and reps 6-8 on the selection, and the second press restores it', () => {
    panel();
    fireEvent.click(cellButton('Exercise0, Client0: 0 kg, 0 reps'));
    for (let i = 0; i < 40; i++)
      fireEvent.click(screen.getByRole('button', { name: 'Weight up 2.5 kg' }));
    for (let i = 0; i < 10; i++) fireEvent.click(screen.getByRole('button', { name: 'Reps up 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Warm Up' }));
    expect(cellButton('Exercise0, Client0: 60 kg, 8 reps')).toBeTruthy();
    expect(screen.getByTitle('Warm-up set')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Warm Up' }));
    expect(cellButton('Exercise0, Client0: 100 kg, 10 reps')).toBeTruthy();
    expect(screen.queryByTitle('Warm-up set')).toBeNull();
  });

  it('station buttons move the selected client alone, else everyone', () => {
    const session = panel();
    fireEvent.click(screen.getByRole('button', { name: 'Next station' }));
    expect(session.sent.at(-1)).toMatchObject({ type: 'station:next', payload: {} });
    fireEvent.click(cellButton('Exercise1, Client1: 0 kg, 0 reps'));
    fireEvent.click(screen.getByRole('button', { name: 'Previous station' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'station:previous',
      payload: { userId: 'c1' },
    });
  });

  it('removing an exercise with nothing selected asks which; with a row selected removes it', async () => {
    const session = panel();
    await pickTool('Remove exercise');
    expect(await screen.findByRole('dialog', { name: 'Remove exercises' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'KG Exercise1' }));
    await pickTool('Remove exercise');
    expect(session.sent.at(-1)).toMatchObject({
      type: 'exercises:remove',
      payload: { exerciseIds: ['e1'] },
    });
    expect(screen.queryByText(/^Exercise1$/)).toBeNull();
  });
});

describe("loads in the viewer's unit", () => {
  const inPounds = { user: coach('lb') };
  /** Client0's Exercise0 at 225 lb, as a coach in pounds typed it. */
  function at225(state = gridState(1, 1)) {
    const session = fakeSession(state);
    session.receive('cell:update', {
      exerciseId: 'e0',
      userId: 'c0',
      value: { kg: toKg(225, 'lb'), reps: 5 },
    });
    return session;
  }

  it('a coach in lb sees 225 for 102.0583 kg, and LB on the load buttons', () => {
    expect(toKg(225, 'lb')).toBe(102.0583);
    const session = at225();
    renderSession(session, <SessionGrid mode="trainer" />, inPounds);
    const cell = cellButton('Exercise0, Client0: 225 lb, 5 reps');
    expect(cell.querySelector('.cell-kg')?.textContent).toBe('225');
    expect(cell.querySelector('.cell-kg')?.classList.contains('is-long')).toBe(false);
    expect(screen.getByRole('button', { name: 'LB Client0' }).textContent).toBe('LB');
    expect(screen.getByRole('button', { name: 'LB Exercise0' }).textContent).toBe('LB');
    // 62.5 kg reads as 137.79 lb: a long load, set smaller so the reps fit beside it.
    session.receive('cell:update', { exerciseId: 'e0', userId: 'c0', value: { kg: 62.5 } });
    const long = cellButton('Exercise0, Client0: 137.79 lb, 5 reps').querySelector('.cell-kg');
    expect(long?.textContent).toBe('137.79');
    expect(long?.classList.contains('is-long')).toBe(true);
  });

  it('the weight stepper goes 225 -> 230 lb and sends its kg, and back', () => {
    const session = at225();
    renderSession(
      session,
      <>
        <SessionGrid mode="trainer" />
        <BottomBar socket={session.socket} />
      </>,
      inPounds,
    );
    fireEvent.click(cellButton('Exercise0, Client0: 225 lb, 5 reps'));
    fireEvent.click(screen.getByRole('button', { name: 'Weight up 5 lb' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'cell:update',
      payload: { exerciseId: 'e0', userId: 'c0', value: { kg: 104.3262 } },
    });
    expect(cellButton('Exercise0, Client0: 230 lb, 5 reps')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weight down 5 lb' }));
    expect(session.sent.at(-1)).toMatchObject({ payload: { value: { kg: 102.0583 } } });
    expect(cellButton('Exercise0, Client0: 225 lb, 5 reps')).toBeTruthy();
  });

  it('typing 225 on the keypad sends 225 lb in kg, which shows as 225 again', async () => {
    const session = fakeSession(gridState(1, 1));
    renderSession(session, <SessionGrid mode="trainer" />, inPounds);
    const target = cellButton('Exercise0, Client0: 0 lb, 0 reps');
    fireEvent.click(target);
    fireEvent.click(target);
    const keypad = await screen.findByRole('dialog', { name: /^Type a load/ });
    for (const key of ['2', '2', '5']) {
      fireEvent.click(within(keypad).getByRole('button', { name: key }));
    }
    expect(within(keypad).getByRole('button', { name: /^LB/ }).textContent).toBe('LB225');
    fireEvent.click(within(keypad).getByRole('button', { name: 'Done' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'cell:update',
      payload: { exerciseId: 'e0', userId: 'c0', value: { kg: toKg(225, 'lb') } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cellButton('Exercise0, Client0: 225 lb, 0 reps')).toBeTruthy();
  });

  it("the TV shows the gym's unit; a coach in kg sees the same session in kg", () => {
    const session = at225({
      ...gridState(1, 1),
      gym: { unit: 'lb', equipment: DEFAULT_EQUIPMENT.lb },
    });
    render(
      <AuthAs user={null}>
        <SessionStoreProvider source={session.socket}>
          <SessionGrid mode="cast" />
        </SessionStoreProvider>
      </AuthAs>,
    );
    const tv = screen.getByRole('img', { name: 'Exercise0, Client0: 225 lb, 5 reps' });
    expect(tv.querySelector('.cell-kg')?.textContent).toBe('225');
    cleanup();
    renderSession(session, <SessionGrid mode="trainer" />, { user: coach('kg', 'lb') });
    expect(cellButton('Exercise0, Client0: 102.06 kg, 5 reps')).toBeTruthy();
  });
});
