import type { CellVerification, SetSource } from '@levelup/shared';
import {
  countsAsPerformed,
  type FastIntakeEstimate,
  nextMismatchStreak,
  type RepRange,
  repsOutsideRange,
  setE1rm,
  storedKg,
} from '@levelup/shared/coaching';
import { countsTowardProgress, dayAt } from '@levelup/shared/history';
import type { SessionState } from '@levelup/shared/session';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import {
  clientExerciseRecords,
  clientProfiles,
  exercises,
  lifestyleLogs,
  sessionLogs,
} from '../db/schema';
import type { Transaction } from '../db/transaction';

type Query = Database | Transaction;

export type ExerciseRecord = typeof clientExerciseRecords.$inferSelect;

/** A logged set as the records read it. */
export interface LoggedSet {
  clientId: string;
  exerciseId: string;
  kg: number;
  reps: number;
  /** How hard it felt, when said: the e1RM then reads the RTS chart (issue 35). */
  rpe?: number | null;
  isWarmup: boolean;
  verification: CellVerification;
  flag: string;
  source: SetSource;
}

const pairKey = (clientId: string, exerciseId: string) => `${clientId}\u0000${exerciseId}`;

/** The prescribed rep range of an exercise in a session: its phase's Rep Range, if it has one. */
export function prescribedRange(state: SessionState, exerciseId: string): RepRange | null {
  for (const phase of state.phases) {
    const reps = Object.hasOwn(phase.exerciseParams, exerciseId)
      ? phase.exerciseParams[exerciseId]?.reps
      : undefined;
    if (reps) return reps;
  }
  return null;
}

/** A set's weight for choosing the top set: its e1RM, or its reps for body-weight work. */
const setValue = (set: Pick<LoggedSet, 'kg' | 'reps' | 'rpe'>) =>
  set.kg > 0 ? e1rmOfSet(set) : set.reps / 1000;

/** A set's estimated max: the RTS chart's for a set with an RPE, else Epley's. */
const e1rmOfSet = (set: Pick<LoggedSet, 'kg' | 'reps' | 'rpe'>) =>
  setE1rm({ kg: set.kg, reps: set.reps, rpe: set.rpe ?? undefined });

/** Looks up a client's record of an exercise. */
export interface RecordLookup {
  get(clientId: string, exerciseId: string): ExerciseRecord | undefined;
}

/** The records of these clients for these exercises. */
export async function recordsOf(
  q: Query,
  clientIds: readonly string[],
  exerciseIds: readonly string[],
): Promise<RecordLookup> {
  const byPair = new Map<string, ExerciseRecord>();
  if (clientIds.length > 0 && exerciseIds.length > 0) {
    const rows = await q
      .select()
      .from(clientExerciseRecords)
      .where(
        and(
          inArray(clientExerciseRecords.clientId, [...clientIds]),
          inArray(clientExerciseRecords.exerciseId, [...exerciseIds]),
        ),
      );
    for (const row of rows) byPair.set(pairKey(row.clientId, row.exerciseId), row);
  }
  return { get: (clientId, exerciseId) => byPair.get(pairKey(clientId, exerciseId)) };
}

/**
 * Folds a session's logged sets into the records, inside the transaction that logs them: the best
 * e1RM rises with a working set above it that counts toward progress (verified by the coach, or
 * logged by the client themself: `countsTowardProgress`); the last set becomes the session's top
 * working set, unless the record already holds a later one (a client may log a past day's
 * training); the mismatch count grows when a working set left the prescribed range (once per
 * session). A pair with only warm-ups still gets a record, so the exercise no longer counts as
 * never done.
 */
export async function foldIntoRecords(
  tx: Transaction,
  input: {
    sessionId: string;
    at: Date;
    sets: readonly LoggedSet[];
    range: (exerciseId: string) => RepRange | null;
  },
) {
  const groups = new Map<string, LoggedSet[]>();
  for (const set of input.sets) {
    if (!countsAsPerformed(set)) continue;
    const key = pairKey(set.clientId, set.exerciseId);
    groups.set(key, [...(groups.get(key) ?? []), set]);
  }
  if (groups.size === 0) return;
  const clientIds = [...new Set(input.sets.map((s) => s.clientId))];
  const exerciseIds = [...new Set(input.sets.map((s) => s.exerciseId))];
  const existing = await recordsOf(tx, clientIds, exerciseIds);

  const rows = [...groups.values()].map((sets) => {
    const { clientId, exerciseId } = sets[0] as LoggedSet;
    const before = existing.get(clientId, exerciseId);
    const working = sets.filter((s) => !s.isWarmup);
    const top = working.reduce<LoggedSet | null>(
      (best, s) => (!best || setValue(s) > setValue(best) ? s : best),
      null,
    );
    const counted = working
      .filter((s) => countsTowardProgress(s) && s.kg > 0)
      .reduce<LoggedSet | null>(
        (best, s) => (!best || setValue(s) > setValue(best) ? s : best),
        null,
      );
    const candidate = counted ? e1rmOfSet(counted) : 0;
    const improves = counted !== null && candidate > (before?.bestE1rm ?? 0);
    const range = input.range(exerciseId);
    const outside = working.some((s) => repsOutsideRange(s.reps, range));
    const latest = top !== null && !(before?.lastAt && before.lastAt > input.at);
    return {
      clientId,
      exerciseId,
      bestE1rm: improves ? candidate : (before?.bestE1rm ?? null),
      bestKg: improves ? counted.kg : (before?.bestKg ?? null),
      bestReps: improves ? counted.reps : (before?.bestReps ?? null),
      bestAt: improves ? input.at : (before?.bestAt ?? null),
      lastKg: latest ? top.kg : (before?.lastKg ?? null),
      lastReps: latest ? top.reps : (before?.lastReps ?? null),
      lastAt: latest ? input.at : (before?.lastAt ?? null),
      lastSessionId: latest ? input.sessionId : (before?.lastSessionId ?? null),
      mismatchStreak:
        working.length === 0
          ? (before?.mismatchStreak ?? 0)
          : nextMismatchStreak(
              before?.mismatchStreak ?? 0,
              outside,
              before?.lastSessionId === input.sessionId,
            ),
      updatedAt: input.at,
    };
  });
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(clientExerciseRecords)
    .values(rows)
    .onConflictDoUpdate({
      target: [clientExerciseRecords.clientId, clientExerciseRecords.exerciseId],
      set: {
        bestE1rm: excluded('best_e1rm'),
        bestKg: excluded('best_kg'),
        bestReps: excluded('best_reps'),
        bestAt: excluded('best_at'),
        lastKg: excluded('last_kg'),
        lastReps: excluded('last_reps'),
        lastAt: excluded('last_at'),
        lastSessionId: excluded('last_session_id'),
        mismatchStreak: excluded('mismatch_streak'),
        updatedAt: excluded('updated_at'),
      },
    });
}

/** Today's check-in of each client (on their own clock), with its readiness, marks and note. */
export async function checkInsToday(q: Query, clientIds: readonly string[], now: Date) {
  const today = new Map<
    string,
    { readiness: number; marks: Record<string, 'sore' | 'injured'>; note: string | null }
  >();
  if (clientIds.length === 0) return today;
  // A client's latest two days cover any time zone's today.
  const rows = await q
    .select()
    .from(lifestyleLogs)
    .where(inArray(lifestyleLogs.userId, [...clientIds]))
    .orderBy(desc(lifestyleLogs.day));
  for (const row of rows) {
    if (today.has(row.userId)) continue;
    if (row.day !== dayAt(now, row.utcOffsetMinutes)) continue;
    today.set(row.userId, {
      readiness: row.readiness,
      marks: row.injuries ?? {},
      note: row.noteToTrainer,
    });
  }
  return today;
}

/** Names and primary muscles of exercises. */
export async function exerciseFacts(q: Query, exerciseIds: readonly string[]) {
  const facts = new Map<string, { name: string; primaryMuscles: string[] }>();
  if (exerciseIds.length === 0) return facts;
  const rows = await q
    .select({ id: exercises.id, name: exercises.name, primaryMuscles: exercises.primaryMuscles })
    .from(exercises)
    .where(inArray(exercises.id, [...exerciseIds]));
  for (const row of rows) facts.set(row.id, { name: row.name, primaryMuscles: row.primaryMuscles });
  return facts;
}

/** Fast Intake's starting load per client: the e1RM a client with no history starts from. */
export async function seededMaxes(q: Query, clientIds: readonly string[]) {
  const seeds = new Map<string, number>();
  if (clientIds.length === 0) return seeds;
  const rows = await q
    .select({ userId: clientProfiles.userId, estimates: clientProfiles.startingEstimates })
    .from(clientProfiles)
    .where(inArray(clientProfiles.userId, [...clientIds]));
  for (const row of rows) {
    const estimates = row.estimates as FastIntakeEstimate | null;
    if (estimates && estimates.startingLoadKg > 0) seeds.set(row.userId, estimates.startingLoadKg);
  }
  return seeds;
}

/** A client's best set and the sets of their last session, for See PR and Last. */
export async function bestAndLast(q: Query, clientId: string, exerciseId: string) {
  const [record] = await q
    .select()
    .from(clientExerciseRecords)
    .where(
      and(
        eq(clientExerciseRecords.clientId, clientId),
        eq(clientExerciseRecords.exerciseId, exerciseId),
      ),
    );
  const [latest] = await q
    .select({ sessionId: sessionLogs.sessionId })
    .from(sessionLogs)
    .where(and(eq(sessionLogs.clientId, clientId), eq(sessionLogs.exerciseId, exerciseId)))
    .orderBy(desc(sessionLogs.performedAt))
    .limit(1);
  const lastSets = latest
    ? await q
        .select({
          kg: sessionLogs.kg,
          reps: sessionLogs.reps,
          isWarmup: sessionLogs.isWarmup,
          verification: sessionLogs.verification,
          performedAt: sessionLogs.performedAt,
        })
        .from(sessionLogs)
        .where(
          and(
            eq(sessionLogs.clientId, clientId),
            eq(sessionLogs.exerciseId, exerciseId),
            eq(sessionLogs.sessionId, latest.sessionId),
          ),
        )
        .orderBy(asc(sessionLogs.performedAt), asc(sessionLogs.setIndex))
    : [];
  return {
    best:
      record?.bestE1rm && record.bestKg !== null && record.bestReps !== null
        ? {
            kg: record.bestKg,
            reps: record.bestReps,
            // Stored precision, as every load: the viewer's unit rounds it for display.
            e1rm: storedKg(record.bestE1rm),
            at: record.bestAt?.toISOString() ?? null,
          }
        : null,
    last:
      lastSets.length > 0
        ? {
            at: lastSets[0]?.performedAt.toISOString() ?? null,
            sets: lastSets.map((s) => ({
              kg: s.kg ?? 0,
              reps: s.reps ?? 0,
              isWarmup: s.isWarmup,
              verification: s.verification,
            })),
          }
        : null,
  };
}
