import type { HistorySessionDetail, User } from '@levelup/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyMessages as m } from '@/messages';
import { renderSignedIn } from '@/testing/render-signed-in';
import { client } from '@/testing/users';
import { formatDate } from '../model/format';
import { SessionSummaryScreen } from './session-summary';

const SESSION = '00000000-0000-4000-8000-000000000201';
const trainer: User = { ...client, id: 'u-2', firstName: 'Tess', role: 'trainer' };

/** A finished session with one client's squat: 225 lb x 5 after 215 lb x 5 last time. */
const detail: HistorySessionDetail = {
  session: {
    id: SESSION,
    date: '2030-06-10T10:00:00.000Z',
    workoutName: 'Strength A',
    selfLogged: false,
    importedFrom: null,
    clients: [{ id: '00000000-0000-4000-8000-000000000301', name: 'Alex Client' }],
    sets: 2,
    personalRecords: 1,
  },
  clients: [
    {
      id: '00000000-0000-4000-8000-000000000301',
      name: 'Alex Client',
      exercises: [
        {
          exerciseId: '00000000-0000-4000-8000-000000000101',
          name: 'Back Squat',
          sets: [
            {
              kg: 61.235,
              reps: 8,
              isWarmup: true,
              verification: 'verified',
              flag: '',
              setIndex: 0,
              rpe: null,
              loggedBy: 'coach',
            },
            {
              kg: 102.0582,
              reps: 5,
              isWarmup: false,
              verification: 'verified',
              flag: '',
              setIndex: 1,
              rpe: 8,
              loggedBy: 'coach',
            },
          ],
          topSet: { kg: 102.0582, reps: 5 },
          card: { kind: 'pr', percent: 4.7 },
          previous: { kg: 97.5224, reps: 5, date: '2030-06-03T10:00:00.000Z' },
          comparison: { status: 'improved', percent: 4.7, regression: false },
        },
      ],
    },
  ],
};

function renderSummary(user: User) {
  vi.stubGlobal('fetch', async () =>
    Response.json(detail, { headers: { 'content-type': 'application/json' } }),
  );
  renderSignedIn(<SessionSummaryScreen />, {
    user,
    path: `/trainer/history/${SESSION}`,
    route: '/trainer/history/:id',
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SessionSummaryScreen', () => {
  it("shows each set and last time's top set in the trainer's unit, lb", async () => {
    renderSummary({ ...trainer, unit: 'lb' });
    const row = await screen.findByRole('row', { name: /Back Squat/ });
    expect(row.textContent).toContain(m.set('135 lb', 8));
    expect(row.textContent).toContain(m.set('225 lb', 5));
    expect(row.textContent).toContain(
      m.previousSet(m.set('215 lb', 5), formatDate('2030-06-03T10:00:00.000Z')),
    );
    expect(row.textContent).not.toMatch(/\bkg\b/);
  });

  it('shows the same sets in kg to a trainer who sees kg', async () => {
    renderSummary(trainer);
    const row = await screen.findByRole('row', { name: /Back Squat/ });
    expect(row.textContent).toContain(m.set('102.06 kg', 5));
    expect(row.textContent).toContain(m.set('97.52 kg', 5));
  });
});
