/*
 * The TV's individual board (issue 31): athletes ordered by a score, highest first. Athletes with
 * the same score share a place (1, 2, 2, 4) and read in name order; an athlete the metric cannot
 * rank (no set yet, no bodyweight) is left off the places and listed with the reason.
 */

export type UnrankedReason = 'no-sets' | 'no-bodyweight';

export interface LeaderboardEntry {
  id: string;
  name: string;
  /** The score; null when the athlete cannot be ranked, with the reason. */
  value: number | null;
  reason?: UnrankedReason;
}

export interface RankedEntry {
  id: string;
  name: string;
  value: number;
  /** 1 for the best; athletes tied share the place of the first of them. */
  place: number;
}

export interface Leaderboard {
  ranked: RankedEntry[];
  unranked: { id: string; name: string; reason: UnrankedReason }[];
}

/** Scores equal to a hundredth are a tie: the board shows no finer than that. */
const TIE_EPSILON = 0.005;

export function rankLeaderboard(entries: readonly LeaderboardEntry[]): Leaderboard {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const scored = entries
    .filter((e): e is LeaderboardEntry & { value: number } => e.value !== null && e.value > 0)
    .sort((a, b) => (Math.abs(b.value - a.value) < TIE_EPSILON ? byName(a, b) : b.value - a.value));
  const ranked: RankedEntry[] = [];
  scored.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const tied = previous !== undefined && Math.abs(previous.value - entry.value) < TIE_EPSILON;
    ranked.push({
      id: entry.id,
      name: entry.name,
      value: entry.value,
      place: tied ? previous.place : index + 1,
    });
  });
  const unranked = entries
    .filter((e) => e.value === null || e.value <= 0)
    .map((e) => ({ id: e.id, name: e.name, reason: e.reason ?? ('no-sets' as const) }))
    .sort(byName);
  return { ranked, unranked };
}
