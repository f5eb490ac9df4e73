import type { ClientProgress, User } from '@levelup/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAreaMessages as m } from '@/messages';
import { renderSignedIn } from '@/testing/render-signed-in';
import { client } from '@/testing/users';
import { ProgressSummary } from './progress-summary';

/** One week of 225 lb x 5 (stored in kg): 1125 lb of volume. */
const progress: ClientProgress = {
  level: 1,
  xp: 10,
  xpIntoLevel: 10,
  xpPerLevel: 100,
  verifiedSets: 1,
  checkIns: 0,
  checkInsThisWeek: 0,
  averageReadinessThisWeek: null,
  weeks: [
    {
      weekStart: '2030-06-10',
      volumeKg: 510.291,
      verifiedSets: 1,
      checkIns: 0,
      averageReadiness: 70,
    },
  ],
};

const weekOf = new Date('2030-06-10T12:00:00Z').toLocaleDateString(undefined, {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

afterEach(cleanup);

describe('ProgressSummary', () => {
  it("says the weekly volume in the client's unit, lb", () => {
    renderSignedIn(<ProgressSummary progress={progress} />, { user: { ...client, unit: 'lb' } });
    expect(screen.getByText(m.progressionSubtitle(null, m.lastSevenWeeks, 'lb'))).toBeTruthy();
    // The chart's caption, what a screen reader hears of it.
    expect(screen.getByText(`Week of ${weekOf}: 1125 lb, readiness 70`)).toBeTruthy();
  });

  it('says it in kg to a client who sees kg', () => {
    const inKg: User = client;
    renderSignedIn(<ProgressSummary progress={progress} />, { user: inKg });
    expect(screen.getByText(m.progressionSubtitle(null, m.lastSevenWeeks, 'kg'))).toBeTruthy();
    expect(screen.getByText(`Week of ${weekOf}: 510.29 kg, readiness 70`)).toBeTruthy();
  });
});
