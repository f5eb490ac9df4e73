import { setE1rm } from '../coaching/rpe';
import { addDays } from '../history/days';
import { challengeMessages as m } from '../messages';
import type { ChallengeMetric, LeaderboardEntry } from './schemas';

/** A logged set a challenge may count: only verified working sets reach here. */
export interface ChallengeSet {
  kg: number | null;
  reps: number | null;
  rpe?: number | null;
}

/**
 * Which logged sets a challenge counts: working sets the coach verified (not warm-ups, and not
 * sets a client logged alone, which nobody saw: a competition counts what was witnessed).
 */
export function countsForChallenge(set: { isWarmup: boolean; verification: string }): boolean {
  return !set.isWarmup && set.verification === 'verified';
}

/** Kilograms lifted: the sum of load x reps. */
export function totalVolume(sets: readonly ChallengeSet[]): number {
  return sets.reduce((sum, s) => sum + (s.kg ?? 0) * (s.reps ?? 0), 0);
}

/** The best estimated one-rep max of the sets (`setE1rm`: the RTS chart for rated sets). */
export function bestE1rm(sets: readonly ChallengeSet[]): number {
  return sets.reduce(
    (best, s) =>
      Math.max(
        best,
        setE1rm({ kg: s.kg ?? 0, reps: s.reps ?? 0, ...(s.rpe == null ? {} : { rpe: s.rpe }) }),
      ),
    0,
  );
}

/** The longest run of consecutive calendar days (YYYY-MM-DD) among `days`. */
export function longestStreak(days: readonly string[]): number {
  const unique = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of unique) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

/** A participant's records within the challenge's days. */
export interface ParticipantRecords {
  userId: string;
  name: string;
  /** Verified working sets (of the challenge's exercise, for the e1RM metrics). */
  sets: readonly ChallengeSet[];
  checkInDays: readonly string[];
  weightKg: number | null;
}

export type ParticipantScore =
  | { userId: string; name: string; score: number }
  | { userId: string; name: string; excluded: string };

/**
 * A participant's score by the challenge's metric, or why they are not on its board: relative
 * strength needs a bodyweight to divide by.
 */
export function scoreParticipant(metric: ChallengeMetric, p: ParticipantRecords): ParticipantScore {
  const { userId, name } = p;
  switch (metric) {
    case 'volume':
      return { userId, name, score: totalVolume(p.sets) };
    case 'e1rm':
      return { userId, name, score: bestE1rm(p.sets) };
    case 'relative':
      if (p.weightKg === null || !(p.weightKg > 0))
        return { userId, name, excluded: m.noBodyweight };
      return { userId, name, score: bestE1rm(p.sets) / p.weightKg };
    case 'streak':
      return { userId, name, score: longestStreak(p.checkInDays) };
  }
}

/**
 * The board's order: highest score first; equal scores share the rank of the first of them
 * (1, 1, 3), listed by name. Scores are compared as shown (to the hundredth) so two that read
 * the same are tied.
 */
export function rankEntries(
  scores: readonly { userId: string; name: string; score: number }[],
): LeaderboardEntry[] {
  const shown = (score: number) => Math.round(score * 100);
  const sorted = [...scores].sort(
    (a, b) => shown(b.score) - shown(a.score) || a.name.localeCompare(b.name),
  );
  return sorted.map((entry) => ({
    ...entry,
    rank: sorted.findIndex((other) => shown(other.score) === shown(entry.score)) + 1,
  }));
}
