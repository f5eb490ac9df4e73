import type { User } from '@levelup/shared';
import { toKg } from '@levelup/shared/coaching';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStoreProvider } from '@/lib/realtime/session-store';
import { AuthAs, coach } from '../testing/auth-as';
import { fakeSession, gridState } from '../testing/fake-session';
import { renderSession } from '../testing/render-session';
import { SessionGrid } from './session-grid';

afterEach(cleanup);

const cellButton = (name: string | RegExp) => screen.getByRole('button', { name });
const sentOfType = (session: ReturnType<typeof fakeSession>, type: string) =>
  session.sent.filter((op) => op.type === type);

/**
 * Client0's Exercise0 prescribed 4 × 5 at 100 kg, as a workout's plan puts it on the grid, seen
 * by a coach in kg unless said.
 */
function plannedSession(user: User = coach()) {
  const session = fakeSession(gridState(2, 1));
  renderSession(session, <SessionGrid mode="trainer" />, { user });
  session.receive('cells:coach', {
    cells: [{ exerciseId: 'e0', userId: 'c0', plan: { kg: 100, reps: 5, sets: 4 } }],
  });
  return session;
}

/** The athlete's phone logging Client0's set at `setIndex`, as the server relays it. */
function athleteLogs(session: ReturnType<typeof fakeSession>, setIndex: number, kg = 100) {
  session.receive('set:log', {
    exerciseId: 'e0',
    clientId: 'c0',
    setIndex,
    kg,
    reps: 5,
    rpe: 8,
    by: 'athlete',
  });
}

describe('the grid’s sets', () => {
  it('a cell shows the current set and how many of its sets are done', () => {
    const session = plannedSession();
    expect(cellButton('Exercise0, Client0: 100 kg, 5 reps, planned, 0/4 sets done')).toBeTruthy();
    athleteLogs(session, 0);
    const cell = cellButton(/^Exercise0, Client0: 100 kg, 5 reps, planned, 1\/4 sets done/);
    expect(within(cell).getByText('1/4')).toBeTruthy();
    // A cell without a plan or a logged set shows no progress.
    expect(cellButton('Exercise0, Client1: 0 kg, 0 reps')).toBeTruthy();
  });

  it('marks an athlete’s set until the coach checks it, in words as well as the icon', () => {
    const session = plannedSession();
    athleteLogs(session, 0);
    const cell = cellButton(
      'Exercise0, Client0: 100 kg, 5 reps, planned, 1/4 sets done, Logged by athlete, not checked',
    );
    expect(within(cell).getByTitle('Logged by athlete, not checked')).toBeTruthy();
    fireEvent.click(cell);
    // The current set is still the plan: Verify acts on the athlete's set.
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(verify);
    expect(session.sent.at(-1)).toMatchObject({
      type: 'cell:verify',
      payload: { exerciseId: 'e0', userId: 'c0', verification: 'verified', setIndex: 0 },
    });
    expect(screen.queryByTitle('Logged by athlete, not checked')).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // A flag or a DNP is a check too.
    athleteLogs(session, 1);
    expect(screen.getByTitle('Logged by athlete, not checked')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'DNP' }));
    expect(session.sent.at(-1)).toMatchObject({ payload: { verification: 'dnp', setIndex: 1 } });
    expect(screen.queryByTitle('Logged by athlete, not checked')).toBeNull();
  });

  it('Log set records the current values and moves the cell on, twice over', () => {
    const session = plannedSession();
    fireEvent.click(cellButton(/^Exercise0, Client0: /));
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'set:log',
      payload: { exerciseId: 'e0', clientId: 'c0', setIndex: 0, kg: 100, reps: 5 },
    });
    // The steppers work on the current set: the second set is lifted at 102.5.
    fireEvent.keyDown(cellButton(/^Exercise0, Client0: /), { key: '+' });
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'set:log',
      payload: { setIndex: 1, kg: 102.5, reps: 5 },
    });
    expect(
      cellButton(/^Exercise0, Client0: 100 kg, 5 reps, planned, 2\/4 sets done$/),
    ).toBeTruthy();
  });

  it('L logs the selected cell’s set, confirming a load typed first', () => {
    const session = plannedSession();
    const cell = cellButton(/^Exercise0, Client0: /);
    fireEvent.click(cell);
    expect(
      document.getElementById(cell.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('L logs the set.');
    for (const key of ['1', '1', '0', 'Tab', '4', 'l']) fireEvent.keyDown(cell, { key });
    expect(session.sent.slice(-2)).toMatchObject([
      { type: 'cell:update', payload: { value: { kg: 110, reps: 4 } } },
      { type: 'set:log', payload: { setIndex: 0, kg: 110, reps: 4 } },
    ]);
    // With no cell selected, L does nothing.
    fireEvent.keyDown(cell, { key: 'Escape' });
    fireEvent.keyDown(cell, { key: 'L' });
    expect(sentOfType(session, 'set:log')).toHaveLength(1);
  });

  it('the set list shows every set and checks, corrects and removes one, or checks them all', async () => {
    const session = plannedSession();
    athleteLogs(session, 0, 97.5);
    session.receive('set:log', { exerciseId: 'e0', clientId: 'c0', setIndex: 1, kg: 100, reps: 5 });
    fireEvent.click(cellButton(/^Exercise0, Client0: /));
    const opener = screen.getByRole('button', { name: 'Sets' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Sets: Exercise0, Client0' });
    expect(dialog.textContent).toContain('2 of 4 sets done');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      '97.5 kg × 5RPE 8',
      '100 kg × 5',
      // The athlete's rated set loads the rest: 97.5 kg x 5 at RPE 8, at the target RPE 8.
      'Now 97.5 kg × 5',
      '—',
    ]);
    expect(rows[0]?.textContent).toContain('Athlete');
    expect(rows[0]?.textContent).toContain('Not checked');
    expect(rows[1]?.textContent).toContain('Coach');
    expect(within(rows[0] as HTMLElement).getByRole('rowheader').textContent).toBe('1Working');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify set 1' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'cell:verify',
      payload: { exerciseId: 'e0', userId: 'c0', verification: 'verified', setIndex: 0 },
    });
    expect(
      within(dialog).getByRole('button', { name: 'Verify set 1' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.queryByTitle('Logged by athlete, not checked')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Correct set 2' }));
    const correction = within(dialog).getByRole('group', { name: 'Correct set 2' });
    fireEvent.click(within(correction).getByRole('button', { name: 'Weight up 2.5 kg' }));
    fireEvent.click(within(correction).getByRole('button', { name: 'Reps down 1' }));
    fireEvent.click(within(correction).getByRole('button', { name: 'Save' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'set:log',
      payload: { exerciseId: 'e0', clientId: 'c0', setIndex: 1, kg: 102.5, reps: 4 },
    });
    expect(within(dialog).queryByRole('group', { name: 'Correct set 2' })).toBeNull();
    expect(dialog.textContent).toContain('102.5 kg × 4');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Flag all' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'cell:verify',
      payload: { verification: 'flagged', scope: 'cell' },
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove set 2' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'set:remove',
      payload: { exerciseId: 'e0', clientId: 'c0', setIndex: 1 },
    });
    expect(dialog.textContent).toContain('1 of 4 sets done');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back to the button that opened it.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("corrects a logged set in the coach's unit: 225 lb up a mark is 230 lb", async () => {
    const session = plannedSession(coach('lb'));
    session.receive('set:log', {
      exerciseId: 'e0',
      clientId: 'c0',
      setIndex: 0,
      kg: toKg(225, 'lb'),
      reps: 5,
    });
    fireEvent.click(cellButton(/^Exercise0, Client0: /));
    fireEvent.click(screen.getByRole('button', { name: 'Sets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sets: Exercise0, Client0' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Correct set 1' }));
    const correction = within(dialog).getByRole('group', { name: 'Correct set 1' });
    const load = within(correction).getByRole('group', { name: 'LB' });
    expect(within(load).getByRole('status').textContent).toBe('225');
    fireEvent.click(within(correction).getByRole('button', { name: 'Weight up 5 lb' }));
    expect(within(load).getByRole('status').textContent).toBe('230');
    fireEvent.click(within(correction).getByRole('button', { name: 'Save' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'set:log',
      payload: { exerciseId: 'e0', clientId: 'c0', setIndex: 0, kg: 104.3262, reps: 5 },
    });
  });

  it('the TV shows how far each cell is, and nothing of the athlete’s unchecked set', () => {
    const session = fakeSession(gridState(1, 1));
    session.receive('cells:coach', {
      cells: [{ exerciseId: 'e0', userId: 'c0', plan: { kg: 60, reps: 8, sets: 3 } }],
    });
    athleteLogs(session, 0);
    render(
      <AuthAs user={null}>
        <SessionStoreProvider source={session.socket}>
          <SessionGrid mode="cast" />
        </SessionStoreProvider>
      </AuthAs>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    const cell = screen.getByRole('img', { name: /1\/3 sets done$/ });
    expect(cell.textContent).toContain('1/3');
    expect(screen.queryByTitle('Logged by athlete, not checked')).toBeNull();
  });

  it("the selected cell shows today's readiness change with its reason, and Keep plan answers it in one tap", async () => {
    const session = plannedSession();
    session.receive('client:readiness', { userId: 'c0', readiness: { score: 48, percent: -10 } });
    const cell = cellButton(/^Exercise0, Client0: 90 kg, 5 reps, planned/);
    expect(within(cell).getByText('-10 %')).toBeTruthy();
    fireEvent.click(cell);
    // The selected cell's load words arrive with the first selection.
    expect(await screen.findByText('Readiness 48: -10 %')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep plan for Client0' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'load:readiness',
      payload: { userId: 'c0', exerciseId: 'e0', accept: false },
    });
    expect(screen.getByText('Plan kept (readiness -10 %)')).toBeTruthy();
    expect(cellButton(/^Exercise0, Client0: 100 kg, 5 reps, planned/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply for Client0' }));
    expect(session.sent.at(-1)).toMatchObject({
      type: 'load:readiness',
      payload: { accept: true },
    });
  });

  it('the coach rates the set they logged, and the next set loads from the rating', async () => {
    const session = plannedSession();
    fireEvent.click(cellButton(/^Exercise0, Client0: /));
    fireEvent.click(screen.getByRole('button', { name: 'Log set' }));
    const rating = await screen.findByRole('combobox', { name: 'RPE of set 1' });
    fireEvent.change(rating, { target: { value: '9.5' } });
    expect(session.sent.at(-1)).toMatchObject({
      type: 'set:log',
      payload: { exerciseId: 'e0', clientId: 'c0', setIndex: 0, kg: 100, reps: 5, rpe: 9.5 },
    });
    // 100 kg x 5 at RPE 9.5 is an e1RM of 117.6 kg; 5 reps at RPE 8 is 81.1 % of it: 95 kg.
    expect(cellButton(/^Exercise0, Client0: 95 kg, 5 reps, planned/)).toBeTruthy();
    expect(screen.getByText('RPE 9.5 on 100 kg x 5: next 95 kg')).toBeTruthy();
  });
});
