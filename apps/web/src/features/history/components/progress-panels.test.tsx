import type { ClientHistory, User } from '@levelup/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { historyMessages as m } from '@/messages';
import { renderSignedIn } from '@/testing/render-signed-in';
import { client } from '@/testing/users';
import { formatDate } from '../model/format';
import { E1rmPanel, PersonalRecords, VolumePanel } from './progress-panels';

/*
 * Loads as stored (kg to a ten-thousandth) of whole pounds: 225 lb x 5, e1RM 262.5 lb, a week of
 * 1125 lb. Each shows as that whole pound again to a person who sees lb (issue 35).
 */
const history: ClientHistory = {
  client: { id: client.id, name: 'Alex Client' },
  progress: {
    level: 2,
    xp: 120,
    xpIntoLevel: 20,
    xpPerLevel: 100,
    verifiedSets: 12,
    checkIns: 0,
    checkInsThisWeek: 0,
    averageReadinessThisWeek: null,
    weeks: [
      {
        weekStart: '2030-06-03',
        volumeKg: 0,
        verifiedSets: 0,
        checkIns: 0,
        averageReadiness: null,
      },
      {
        weekStart: '2030-06-10',
        volumeKg: 510.291,
        verifiedSets: 1,
        checkIns: 0,
        averageReadiness: null,
      },
    ],
  },
  exercises: [
    {
      exerciseId: '00000000-0000-4000-8000-000000000101',
      name: 'Back Squat',
      best: { day: '2030-06-10', e1rm: 119.0679, kg: 102.0582, reps: 5 },
      personalRecords: 1,
      points: [
        { day: '2030-06-03', e1rm: 113.3981, kg: 97.5224, reps: 5 },
        { day: '2030-06-10', e1rm: 119.0679, kg: 102.0582, reps: 5 },
      ],
    },
  ],
  readiness: [],
  trainings: [],
};

const inLb: User = { ...client, unit: 'lb' };

function renderPanels(user: User) {
  renderSignedIn(
    <>
      <PersonalRecords history={history} forClient />
      <E1rmPanel history={history} />
      <VolumePanel history={history} />
    </>,
    { user },
  );
}

/** A chart card's words: its subtitle and what its drawing shows, for screen readers. */
const card = (title: string) => within(screen.getByRole('region', { name: title }));

afterEach(cleanup);

describe('the progress panels', () => {
  it('show the records, e1RM and volume in lb to a person who sees lb', () => {
    renderPanels(inLb);
    const records = screen.getByRole('region', { name: m.personalRecordsTitle });
    expect(records.textContent).toContain(
      m.recordLine('225 lb × 5', '262.5 lb', formatDate('2030-06-10')),
    );
    expect(
      card(m.e1rmTitle).getByText(
        `Back Squat: ${formatDate('2030-06-03')} 250 lb, ${formatDate('2030-06-10')} 262.5 lb`,
      ),
    ).toBeTruthy();
    expect(card(m.volumeTitle).getByText(m.volumeSubtitle('lb'))).toBeTruthy();
    expect(
      card(m.volumeTitle).getByText(
        `${formatDate('2030-06-03')} 0 lb, ${formatDate('2030-06-10')} 1125 lb`,
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\bkg\b/);
  });

  it("follow the gym's unit while the person chose none", () => {
    renderPanels({ ...client, unit: null, gymUnit: 'lb' });
    expect(screen.getByRole('region', { name: m.personalRecordsTitle }).textContent).toContain(
      '225 lb × 5',
    );
  });

  it('show the same loads in kg, to a hundredth, to a person who sees kg', () => {
    renderPanels(client);
    expect(screen.getByRole('region', { name: m.personalRecordsTitle }).textContent).toContain(
      m.recordLine('102.06 kg × 5', '119.07 kg', formatDate('2030-06-10')),
    );
    expect(card(m.volumeTitle).getByText(m.volumeSubtitle('kg'))).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\blb\b/);
  });
});
