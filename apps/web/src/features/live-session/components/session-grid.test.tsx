import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStoreProvider } from '../../../lib/realtime/session-store';
import { fakeSession, gridState } from '../testing/fake-session';
import { pickTool, renderSession } from '../testing/render-session';
import { BottomBar } from './bottom-bar';
import { cellRenderProbe } from './grid-cell';
import { SessionGrid } from './session-grid';

afterEach(() => {
  cleanup();
  cellRenderProbe.enabled = false;
});

const cellButton = (name: string) => screen.getByRole('button', { name });

describe('SessionGrid', () => {
  it('re-renders only the cell a remote op changed', { timeout: 20_000 }, () => {
    const session = fakeSession(gridState(8, 10));
    renderSession(session, <SessionGrid mode="trainer" />);
    cellRenderProbe.enabled = true;
    cellRenderProbe.count = 0;
    session.receive('cell:update', { exerciseId: 'e7', userId: 'c3', value: { kg: 42.5 } });
    expect(cellButton('Exercise7, Client3: 42.5 kg, 0 reps')).toBeTruthy();
    expect(cellRenderProbe.count).toBe(1);
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
      <SessionStoreProvider source={session.socket}>
        <SessionGrid mode="cast" />
      </SessionStoreProvider>,
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
