import type { ClientProgress, ProgressWeek } from '../schemas/client-area';
import { addDays } from './days';

const XP_PER_VERIFIED_SET = 10;
const XP_PER_CHECK_IN = 5;
const XP_PER_LEVEL = 100;
export const PROGRESS_WEEKS = 7;

/** A check-in as the progress needs it. */
export interface CheckInDay {
  day: string;
  readiness: number;
}

/**
 * Which logged sets count toward a client's progress (experience, weekly volume, e1RM, bests):
 * working sets the coach verified. The client home, the Progress tab and the trainer's client page
 * all read their figures through this one rule.
 */
export const PROGRESS_SET = { verification: 'verified', isWarmup: false } as const;

/** Whether a logged set counts toward progress (`PROGRESS_SET`). */
export function countsTowardProgress(set: { verification: string; isWarmup: boolean }): boolean {
  return set.verification === PROGRESS_SET.verification && set.isWarmup === PROGRESS_SET.isWarmup;
}

/** A verified working set, on the client's calendar day. */
export interface VerifiedSet {
  day: string;
  kg: number | null;
  reps: number | null;
}

const averageOf = (values: readonly number[]) =>
  values.length === 0 ? null : Math.round(values.reduce((s, v) => s + v, 0) / values.length);

/**
 * The client home's figures from real data (DESIGN 4.8): experience from verified working sets
 * and check-ins, the level it reaches, this week's check-ins and readiness, and seven weeks of
 * volume, ending today. `totals` counts the whole history; `recent` needs only the last 7 weeks.
 */
export function clientProgress(
  totals: { verifiedSets: number; checkIns: number },
  recent: { checkIns: readonly CheckInDay[]; sets: readonly VerifiedSet[] },
  today: string,
): ClientProgress {
  const xp = totals.verifiedSets * XP_PER_VERIFIED_SET + totals.checkIns * XP_PER_CHECK_IN;
  const weeks: ProgressWeek[] = [];
  for (let w = PROGRESS_WEEKS - 1; w >= 0; w -= 1) {
    const last = addDays(today, -7 * w);
    const first = addDays(last, -6);
    const inWeek = (day: string) => day >= first && day <= last;
    const sets = recent.sets.filter((s) => inWeek(s.day));
    const checkIns = recent.checkIns.filter((c) => inWeek(c.day));
    weeks.push({
      weekStart: first,
      volumeKg: Math.round(sets.reduce((sum, s) => sum + (s.kg ?? 0) * (s.reps ?? 0), 0)),
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
