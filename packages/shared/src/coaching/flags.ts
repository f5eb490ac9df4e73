import { LOW_READINESS_THRESHOLD } from '../constants';
import type { InjuryMark } from '../schemas/body-parts';
import type { CellFlag, CellVerification } from '../schemas/session-api';
import { exerciseLoadsInjuredPart } from './injury-muscles';
import { setE1rm } from './rpe';
import { roundPercent } from './summary';
import type { SetLoad } from './warm-up';

/** A prescribed rep range (the workout's Rep Range for the exercise). */
export interface RepRange {
  minReps: number;
  maxReps: number;
}

/** True when reps fall outside the prescribed range; without a prescription nothing is outside. */
export function repsOutsideRange(reps: number, range: RepRange | null | undefined): boolean {
  if (!range) return false;
  return reps < range.minReps || reps > range.maxReps;
}

/**
 * Sessions in a row of this exercise whose working sets left the prescribed range, after one more
 * session: a session outside the range adds one, any other starts the count again. The same
 * session counted twice (sets appended after the end) does not add again.
 */
export function nextMismatchStreak(
  streak: number,
  outside: boolean,
  sameSessionAsLast = false,
): number {
  if (sameSessionAsLast) return outside ? Math.max(streak, 1) : streak;
  return outside ? streak + 1 : 0;
}

/** Mismatch-yellow: reps outside the prescribed range in the last two sessions of the exercise. */
const MISMATCH_SESSIONS = 2;
export const isMismatch = (streak: number) => streak >= MISMATCH_SESSIONS;

/** Lifestyle-red: today's readiness below 40; no check-in today is no signal. */
export function isLowReadiness(readiness: number | null | undefined): boolean {
  return typeof readiness === 'number' && readiness < LOW_READINESS_THRESHOLD;
}

/** A performed set as the PR rule reads it. */
export interface RecordCandidate extends SetLoad {
  /** How hard it felt, when the lifter said: the estimate then reads the RTS chart. */
  rpe?: number | null | undefined;
  isWarmup: boolean;
  verification: CellVerification;
}

/**
 * Pr-purple: a verified working set whose estimated 1RM is above the client's best. A tie is not
 * a record, and neither is a first set (there is no best to beat).
 */
export function isPersonalRecord(set: RecordCandidate, bestE1rm: number | null | undefined) {
  if (set.verification !== 'verified' || set.isWarmup) return false;
  if (typeof bestE1rm !== 'number' || !(bestE1rm > 0)) return false;
  return setE1rm({ kg: set.kg, reps: set.reps, rpe: set.rpe ?? undefined }) > bestE1rm;
}

/** How far a set's estimated 1RM is above (or below, negative) the best, one decimal. */
export function percentAboveBest(
  set: SetLoad & { rpe?: number | null | undefined },
  bestE1rm: number | null | undefined,
) {
  if (typeof bestE1rm !== 'number' || !(bestE1rm > 0)) return null;
  const e1rm = setE1rm({ kg: set.kg, reps: set.reps, rpe: set.rpe ?? undefined });
  if (e1rm <= 0) return null;
  return roundPercent((e1rm / bestE1rm - 1) * 100);
}

/** What the server knows about one client and exercise when a cell's flag is worked out. */
export interface CellFlagInput {
  /** The client never logged this exercise. */
  neverDone: boolean;
  /** Today's check-in marks as injured a body part one of the exercise's primary muscles loads. */
  injured: boolean;
  lowReadiness: boolean;
  mismatch: boolean;
  /** A verified set above the best e1RM in this session. */
  personalRecord: boolean;
}

/**
 * The cell's coaching flag. One cell shows one colour, so the most useful wins: a record set
 * (it happened, whatever the warnings), then safety (an injury, then a poor day), then the rep
 * range mismatch, then a first time.
 */
export function coachingFlag(input: CellFlagInput): CellFlag {
  if (input.personalRecord) return 'pr-purple';
  if (input.injured) return 'injury-red';
  if (input.lowReadiness) return 'lifestyle-red';
  if (input.mismatch) return 'mismatch-yellow';
  if (input.neverDone) return 'never-green';
  return 'ok';
}

/** True when today's marks name an injured part the exercise loads (re-exported rule). */
export function injuredFor(
  primaryMuscles: readonly string[],
  marks: Readonly<Record<string, InjuryMark>> | null | undefined,
): boolean {
  return marks ? exerciseLoadsInjuredPart(primaryMuscles, marks) : false;
}
