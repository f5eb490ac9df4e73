import { isPersonalRecord } from '../coaching/flags';
import { setE1rm } from '../coaching/rpe';
import {
  type CellSummaryCard,
  type Comparison,
  cellSummaryCard,
  compareWithPrevious,
  countsAsPerformed,
} from '../coaching/summary';
import type { SetLoad } from '../coaching/warm-up';
import type { SetSource } from '../constants';
import type { E1rmPoint, LoggedSet } from '../schemas/history';
import { countsTowardProgress } from './client-progress';
import { dayAt } from './days';

/** A `session_logs` row as the history reads it. */
export interface HistoryLog extends LoggedSet {
  source: SetSource;
  sessionId: string;
  clientId: string;
  exerciseId: string;
  performedAt: Date;
}

/**
 * A set's estimated one-rep max (0 when it carries no load): by the RTS chart when the set has an
 * RPE, else by Epley (issue 35).
 */
export function e1rmOf(set: Pick<LoggedSet, 'kg' | 'reps'> & { rpe?: number | null }): number {
  return setE1rm({ kg: set.kg ?? 0, reps: set.reps ?? 0, rpe: set.rpe ?? undefined });
}

/** Orders sets by e1RM, then by reps so body-weight sets (0 kg) still rank. */
function heavier<T extends Pick<LoggedSet, 'kg' | 'reps'>>(a: T, b: T): T {
  const [ea, eb] = [e1rmOf(a), e1rmOf(b)];
  if (eb !== ea) return eb > ea ? b : a;
  return (b.reps ?? 0) > (a.reps ?? 0) ? b : a;
}

/** What choosing a top set reads of a set. */
export type TopSetCandidate = Pick<LoggedSet, 'kg' | 'reps' | 'isWarmup' | 'verification' | 'flag'>;

/**
 * The set a client's exercise in a session is judged by: of the sets performed (not skipped, not
 * blacked out), the heaviest working set by e1RM, or the heaviest warm-up when only warm-ups were
 * done; null when no performed set carries kg or reps.
 */
export function topSetOf<T extends TopSetCandidate>(sets: readonly T[]): T | null {
  const loaded = sets.filter((s) => countsAsPerformed(s) && ((s.kg ?? 0) > 0 || (s.reps ?? 0) > 0));
  const working = loaded.filter((s) => !s.isWarmup);
  const pool = working.length > 0 ? working : loaded;
  return pool.length === 0 ? null : pool.reduce(heavier);
}

const loadOf = (set: Pick<LoggedSet, 'kg' | 'reps'>): SetLoad => ({
  kg: set.kg ?? 0,
  reps: set.reps ?? 0,
});

/** A session's sets of one exercise in the order they were done: by time, then by set. */
function inSetOrder(a: HistoryLog, b: HistoryLog): number {
  const byTime = a.performedAt.getTime() - b.performedAt.getTime();
  if (byTime !== 0) return byTime;
  return (a.setIndex ?? Number.MAX_SAFE_INTEGER) - (b.setIndex ?? Number.MAX_SAFE_INTEGER);
}

export interface ExerciseSummary {
  clientId: string;
  exerciseId: string;
  sets: LoggedSet[];
  topSet: SetLoad | null;
  card: CellSummaryCard;
  previous: (SetLoad & { date: string }) | null;
  comparison: Comparison;
}

/**
 * A finished session's read-only summary, per client and exercise, from the logs of the clients
 * it names (this session's and their earlier ones), each set a log of its own:
 * - the card (spec 2 "Summary card per cell") of the top set; it is a PR when the top set is a
 *   verified working set above the client's best e1RM from earlier sessions (DESIGN 4.7
 *   pr-purple), or was flagged pr-purple live; its percent is how far above that best; skip when
 *   the client skipped and performed no set;
 * - the comparison with the top set of the client's previous session of the exercise.
 * Sets logged after the session (a later session) never count as earlier.
 */
export function summariseSession(
  sessionId: string,
  logs: readonly HistoryLog[],
): ExerciseSummary[] {
  const current = logs.filter((l) => l.sessionId === sessionId);
  const groups = new Map<string, HistoryLog[]>();
  for (const log of current) {
    const key = `${log.clientId} ${log.exerciseId}`;
    groups.set(key, [...(groups.get(key) ?? []), log]);
  }
  return [...groups.values()].map((unordered) => {
    const sets = [...unordered].sort(inSetOrder);
    const { clientId, exerciseId } = sets[0] as HistoryLog;
    const startedAt = Math.min(...sets.map((s) => s.performedAt.getTime()));
    const earlier = logs.filter(
      (l) =>
        l.sessionId !== sessionId &&
        l.clientId === clientId &&
        l.exerciseId === exerciseId &&
        l.performedAt.getTime() < startedAt,
    );
    const bestBefore = Math.max(0, ...earlier.filter(countsTowardProgress).map(e1rmOf));

    const previousSession = earlier.reduce<HistoryLog | null>(
      (latest, l) => (latest === null || l.performedAt > latest.performedAt ? l : latest),
      null,
    );
    const previousTop = previousSession
      ? topSetOf(earlier.filter((l) => l.sessionId === previousSession.sessionId))
      : null;

    const top = topSetOf(sets);
    const beatsBest =
      top !== null &&
      isPersonalRecord(
        { ...loadOf(top), isWarmup: top.isWarmup, verification: top.verification },
        bestBefore,
      );
    const card = top
      ? cellSummaryCard({
          verification: top.verification,
          flag: beatsBest ? 'pr-purple' : top.flag,
          percentAboveMax:
            bestBefore > 0 && e1rmOf(top) > 0
              ? ((e1rmOf(top) - bestBefore) / bestBefore) * 100
              : undefined,
        })
      : cellSummaryCard({
          verification: sets.some((s) => s.verification === 'dnp') ? 'dnp' : 'none',
          flag: 'ok',
        });
    return {
      clientId,
      exerciseId,
      sets: sets.map(
        ({ kg, reps, isWarmup, verification, flag, setIndex, rpe, loggedBy }): LoggedSet => ({
          kg,
          reps,
          isWarmup,
          verification,
          flag,
          setIndex,
          rpe,
          loggedBy,
        }),
      ),
      topSet: top ? loadOf(top) : null,
      card,
      previous:
        previousTop && previousSession
          ? { ...loadOf(previousTop), date: previousSession.performedAt.toISOString() }
          : null,
      comparison: top
        ? compareWithPrevious(loadOf(top), previousTop ? loadOf(previousTop) : null)
        : { status: 'new', percent: null, regression: false },
    };
  });
}

/** The personal records a session set: its client-exercise summaries whose card is a PR. */
export function personalRecordsOf(summaries: readonly ExerciseSummary[]): number {
  return summaries.filter((s) => s.card.kind === 'pr').length;
}

export interface ExerciseTrend {
  exerciseId: string;
  best: E1rmPoint;
  personalRecords: number;
  points: E1rmPoint[];
}

/**
 * A client's e1RM over time per exercise, from the sets that count toward progress: the best e1RM
 * of each training day (on the client's calendar), the best set ever, and how many sessions beat
 * the best before them (the same PR rule as the session summary). Sets without load are left out.
 */
export function exerciseTrends(logs: readonly HistoryLog[], utcOffsetMinutes = 0): ExerciseTrend[] {
  const byExercise = new Map<string, HistoryLog[]>();
  for (const log of logs) {
    if (!countsTowardProgress(log) || e1rmOf(log) <= 0) continue;
    byExercise.set(log.exerciseId, [...(byExercise.get(log.exerciseId) ?? []), log]);
  }
  const trends: ExerciseTrend[] = [];
  for (const [exerciseId, sets] of byExercise) {
    const ordered = [...sets].sort((a, b) => a.performedAt.getTime() - b.performedAt.getTime());
    const point = (s: HistoryLog): E1rmPoint => ({
      day: dayAt(s.performedAt, utcOffsetMinutes),
      // To a ten-thousandth, as a load is stored (issue 35): each viewer's unit rounds it once,
      // so 225 lb x 5 reads e1RM 262.5 lb, not the 262.57 lb of a figure rounded to 0.1 kg first.
      e1rm: Math.round(e1rmOf(s) * 10_000) / 10_000,
      kg: s.kg ?? 0,
      reps: s.reps ?? 0,
    });

    const byDay = new Map<string, HistoryLog>();
    for (const s of ordered) {
      const day = dayAt(s.performedAt, utcOffsetMinutes);
      const held = byDay.get(day);
      byDay.set(day, held ? heavier(held, s) : s);
    }

    const bySession = new Map<string, HistoryLog[]>();
    for (const s of ordered) bySession.set(s.sessionId, [...(bySession.get(s.sessionId) ?? []), s]);
    let bestSoFar = 0;
    let personalRecords = 0;
    for (const sessionSets of bySession.values()) {
      const top = Math.max(...sessionSets.map(e1rmOf));
      if (bestSoFar > 0 && top > bestSoFar) personalRecords += 1;
      bestSoFar = Math.max(bestSoFar, top);
    }

    trends.push({
      exerciseId,
      best: point(ordered.reduce(heavier)),
      personalRecords,
      points: [...byDay.values()].map(point),
    });
  }
  return trends;
}
