import type { SetSource } from '../constants';
import type { ClientProgress, ProgressWeek } from '../schemas/client-area';
import { addDays } from './days';

const XP_PER_VERIFIED_SET = 10;
const XP_PER_CHECK_IN = 5;
const XP_PER_LEVEL = 100;
/** The progression chart's weeks when no period is chosen (the spec's 7-week chart). */
export const PROGRESS_WEEKS = 7;

/** The periods the client home's progression chart offers, in months. */
export const PROGRESS_MONTHS = [1, 3, 6] as const;
export type ProgressMonths = (typeof PROGRESS_MONTHS)[number];

/** The weeks a period of months spans on the chart: every week it touches (1 month is 5). */
export function weeksInMonths(months: ProgressMonths): number {
  return Math.ceil((months * 52) / 12);
}

/** A check-in as the progress needs it. */
export interface CheckInDay {
  day: string;
  readiness: number;
}

/**
 * Which logged sets count toward a client's progress (experience, weekly volume, e1RM, bests,
 * records): working sets the coach verified, and working sets the client logged themself (their
 * own training, which no coach saw). The client home, the Progress tab, the trainer's client page
 * and the records all read their figures through this one rule.
 */
export const PROGRESS_SET = {
  isWarmup: false,
  verification: 'verified',
  source: 'self-logged',
} as const satisfies { isWarmup: boolean; verification: string; source: SetSource };

/** Whether a logged set counts toward progress (`PROGRESS_SET`). */
export function countsTowardProgress(set: {
  verification: string;
  isWarmup: boolean;
  source: string;
}): boolean {
  return (
    set.isWarmup === PROGRESS_SET.isWarmup &&
    (set.verification === PROGRESS_SET.verification || set.source === PROGRESS_SET.source)
  );
}

/** A working set that counts toward progress, on the client's calendar day. */
export interface VerifiedSet {
  day: string;
  kg: number | null;
  reps: number | null;
}

const averageOf = (values: readonly number[]) =>
  values.length === 0 ? null : Math.round(values.reduce((s, v) => s + v, 0) / values.length);

/**
 * The client home's figures from real data (DESIGN 4.8): experience from the working sets that
 * count (`PROGRESS_SET`) and check-ins, the level it reaches, this week's check-ins and readiness,
 * and `weekCount` weeks of volume, ending today. `totals` counts the whole history; `recent` needs
 * only the weeks shown.
 */
export function clientProgress(
  totals: { verifiedSets: number; checkIns: number },
  recent: { checkIns: readonly CheckInDay[]; sets: readonly VerifiedSet[] },
  today: string,
  weekCount: number = PROGRESS_WEEKS,
): ClientProgress {
  const xp = totals.verifiedSets * XP_PER_VERIFIED_SET + totals.checkIns * XP_PER_CHECK_IN;
  const weeks: ProgressWeek[] = [];
  for (let w = weekCount - 1; w >= 0; w -= 1) {
    const last = addDays(today, -7 * w);
    const first = addDays(last, -6);
    const inWeek = (day: string) => day >= first && day <= last;
    const sets = recent.sets.filter((s) => inWeek(s.day));
    const checkIns = recent.checkIns.filter((c) => inWeek(c.day));
    const volumeKg = sets.reduce((sum, s) => sum + (s.kg ?? 0) * (s.reps ?? 0), 0);
    weeks.push({
      weekStart: first,
      // To a ten-thousandth, as a load is stored (issue 35), not to the kg: each viewer's unit
      // rounds it once, so 225 lb x 8 reads 1800 lb, not the 1798.97 lb of 816 kg.
      volumeKg: Math.round(volumeKg * 10_000) / 10_000,
      verifiedSets: sets.length,
      checkIns: checkIns.length,
      averageReadiness: averageOf(checkIns.map((c) => c.readiness)),
    });
  }
  const thisWeek = weeks[weeks.length - 1];
  return {
    level: 1 + Math.floor(xp / XP_PER_LEVEL),
    xp,
    xpIntoLevel: xp % XP_PER_LEVEL,
    xpPerLevel: XP_PER_LEVEL,
    verifiedSets: totals.verifiedSets,
    checkIns: totals.checkIns,
    checkInsThisWeek: thisWeek?.checkIns ?? 0,
    averageReadinessThisWeek: thisWeek?.averageReadiness ?? null,
    weeks,
  };
}
