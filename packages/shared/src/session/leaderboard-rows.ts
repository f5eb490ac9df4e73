import { dotsScore } from '../coaching/dots';
import { type Leaderboard, type LeaderboardEntry, rankLeaderboard } from '../coaching/leaderboard';
import { estimatedOneRepMax } from '../coaching/one-rep-max';
import { clientDisplayNames } from './display-names';
import { type CellPerformedSet, performedSetsOfCell } from './performed-sets';
import type { LeaderboardMetric, SessionState } from './state';

/*
 * The TV's leaderboard from the live session (issue 31). Only verified working sets count: a
 * set the coach has not seen is no score yet, and a warm-up is no lift.
 */

/** The verified working sets of a client in one exercise. */
function scoringSets(state: SessionState, exerciseId: string, userId: string): CellPerformedSet[] {
  const cell = state.cells[exerciseId]?.[userId];
  if (!cell) return [];
  return performedSetsOfCell(cell).filter((s) => s.verification === 'verified' && !s.isWarmup);
}

function bestE1rm(sets: readonly CellPerformedSet[]): number {
  return sets.reduce((best, s) => Math.max(best, estimatedOneRepMax(s.kg, s.reps)), 0);
}

export interface LeaderboardOptions {
  metric: LeaderboardMetric;
  /** For `e1rm`: the exercise; null for each client's best exercise. */
  exerciseId: string | null;
  /** The names to list clients by (the TV's hide those who chose initials); the grid's by default. */
  names?: ReadonlyMap<string, string>;
}

/** The score of each client on the grid for the metric, ranked. */
export function sessionLeaderboard(state: SessionState, options: LeaderboardOptions): Leaderboard {
  const names = options.names ?? clientDisplayNames(state.clients);
  const entries: LeaderboardEntry[] = state.clients.map((client) => {
    const name = names.get(client.id) ?? client.firstName;
    const byExercise = state.exercises.map((e) => ({
      id: e.id,
      sets: scoringSets(state, e.id, client.id),
    }));
    if (options.metric === 'volume') {
      const volume = byExercise.flatMap((e) => e.sets).reduce((sum, s) => sum + s.kg * s.reps, 0);
      return { id: client.id, name, value: volume };
    }
    const bests = byExercise
      .filter(
        (e) =>
          options.metric !== 'e1rm' || options.exerciseId === null || e.id === options.exerciseId,
      )
      .map((e) => bestE1rm(e.sets));
    if (options.metric === 'e1rm') return { id: client.id, name, value: Math.max(0, ...bests) };
    // A client without a bodyweight in their profile is listed unranked rather than ranked on a guess.
    const bodyweight = client.bodyweightKg;
    if (bodyweight === undefined) {
      return { id: client.id, name, value: null, reason: 'no-bodyweight' };
    }
    const total = bests.reduce((sum, best) => sum + best, 0);
    return { id: client.id, name, value: dotsScore(total, bodyweight, client.sex) };
  });
  return rankLeaderboard(entries);
}

/** A record set today: whose, in which exercise, and the set. */
export interface SessionRecord {
  userId: string;
  exerciseId: string;
  kg: number;
  reps: number;
}

/** The records set today: each cell's heaviest set flagged as a PR, newest exercise last. */
export function sessionRecords(state: SessionState): SessionRecord[] {
  const records: SessionRecord[] = [];
  for (const exercise of state.exercises) {
    for (const client of state.clients) {
      const cell = state.cells[exercise.id]?.[client.id];
      if (!cell) continue;
      const prs = performedSetsOfCell(cell).filter((s) => s.flag === 'pr-purple' && !s.isWarmup);
      const best = prs.reduce<CellPerformedSet | null>(
        (top, s) =>
          top === null || estimatedOneRepMax(s.kg, s.reps) > estimatedOneRepMax(top.kg, top.reps)
            ? s
            : top,
        null,
      );
      if (best) {
        records.push({ userId: client.id, exerciseId: exercise.id, kg: best.kg, reps: best.reps });
      }
    }
  }
  return records;
}
