import type { LifestyleLog } from '@levelup/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, gridState } from '../testing/fake-session';
import { renderSession } from '../testing/render-session';
import { LifestyleDialog } from './lifestyle-dialog';

const checkIn: LifestyleLog = {
  id: 'log-1',
  date: '2026-03-02T07:40:00.000+01:00',
  sleep: 3,
  stress: 0,
  soreness: 2,
  bodyWeight: 72.5,
  noteToTrainer: null,
  injuries: {},
  workoutIntensity: 'make-progress',
  readiness: 54,
};

vi.mock('../api/get-client-lifestyle', () => ({
  useLatestLifestyle: (clientId: string | null) => ({
    isPending: false,
    data: clientId ? checkIn : undefined,
  }),
}));

afterEach(cleanup);

describe('LifestyleDialog', () => {
  it('shows the check-in’s levels in the words the client picked them by', async () => {
    const state = gridState(1, 1);
    const session = fakeSession({
      ...state,
      selection: { ...state.selection, selectionType: 'column', colIds: ['c0'], userId: 'c0' },
    });
    renderSession(session, <LifestyleDialog open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Lifestyle: Client0' });
    const value = (term: string) =>
      within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Sleep')).toBe('Good');
    expect(value('Stress')).toBe('Very Stressed');
    expect(value('Soreness')).toBe('A little sore');
    expect(value('Body weight')).toBe('72.5 kg');
  });
});
