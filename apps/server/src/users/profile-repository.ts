import {
  type ClientProgram,
  type ClientProgress,
  type IntakeAnswers,
  intakeAnswersSchema,
  type ProfileUpdate,
  type ProgressQuery,
  type User,
} from '@levelup/shared';
import {
  addDays,
  clientProgress,
  dayAt,
  muscleGroupOf,
  PROGRESS_SET,
  PROGRESS_WEEKS,
  weeksInMonths,
} from '@levelup/shared/history';
import { and, count, desc, eq, gte, or } from 'drizzle-orm';
import type { Database } from '../db/connect';
import {
  clientProfiles,
  exercises,
  lifestyleLogs,
  sessionLogs,
  sessionParticipants,
  sessions,
  users,
  workouts,
} from '../db/schema';
import { selectUsers, toUser } from './user-view';

/** The sets that count toward progress (`PROGRESS_SET`, shared with the history's figures). */
const countedWorkingSet = (userId: string) =>
  and(
    eq(sessionLogs.clientId, userId),
    eq(sessionLogs.isWarmup, PROGRESS_SET.isWarmup),
    or(
      eq(sessionLogs.verification, PROGRESS_SET.verification),
      eq(sessionLogs.source, PROGRESS_SET.source),
    ),
  );

/** The exercise names a saved builder structure lists, read defensively (older drafts vary). */
function exerciseNamesOf(structure: Record<string, unknown>): string[] {
  const listed = structure.exercises;
  if (typeof listed !== 'object' || listed === null) return [];
  return Object.values(listed).flatMap((exercise) => {
    const name = (exercise as { name?: unknown } | null)?.name;
    return typeof name === 'string' ? [name] : [];
  });
}

/** A person's own profile, intake answers, progress and program (spec 1 "Users", DESIGN 4.8). */
export function createProfileRepository(db: Database, now: () => Date) {
  return {
    async find(userId: string): Promise<User | null> {
      const [row] = await selectUsers(db).where(eq(users.id, userId));
      return row ? toUser(row) : null;
    },

    /** Writes the fields sent; a `unit` of null clears their choice (their gym's unit applies). */
    async update(userId: string, { unit, ...changes }: ProfileUpdate): Promise<User | null> {
      const columns = { ...changes, ...(unit === undefined ? {} : { weightUnit: unit }) };
      if (Object.keys(columns).length > 0) {
        await db.update(users).set(columns).where(eq(users.id, userId));
      }
      return this.find(userId);
    },

    async dismissCoachSetupNotice(userId: string): Promise<void> {
      await db.update(users).set({ coachSetupNotice: false }).where(eq(users.id, userId));
    },

    /** The saved questionnaire; null before the first save or when stored answers no longer fit. */
    async intake(userId: string): Promise<IntakeAnswers | null | undefined> {
      const [row] = await db
        .select({ answers: clientProfiles.intakeAnswers })
        .from(clientProfiles)
        .where(eq(clientProfiles.userId, userId));
      if (!row) return undefined;
      const parsed = intakeAnswersSchema.safeParse(row.answers);
      return parsed.success ? parsed.data : null;
    },

    /** False when the person has no client profile to keep answers in. */
    async saveIntake(userId: string, answers: IntakeAnswers): Promise<boolean> {
      const updated = await db
        .update(clientProfiles)
        .set({ intakeAnswers: answers, updatedAt: now() })
        .where(eq(clientProfiles.userId, userId))
        .returning({ id: clientProfiles.userId });
      return updated.length > 0;
    },

    /**
     * The client home's figures. The chart shows the weeks of `months` (else the spec's 7), and
     * with `group` only the volume of exercises of that muscle group (`muscleGroupOf`); the level
     * and totals are the whole history's either way.
     */
    async progress(
      userId: string,
      { tzOffset: utcOffsetMinutes = 0, group, months }: ProgressQuery = {},
    ): Promise<ClientProgress> {
      const weekCount = months ? weeksInMonths(months) : PROGRESS_WEEKS;
      const today = dayAt(now(), utcOffsetMinutes);
      const firstDay = addDays(today, -7 * weekCount);
      const since = new Date(`${firstDay}T00:00:00Z`);
      const [[setTotal], [checkInTotal], recentSets, recentCheckIns] = await Promise.all([
        db.select({ n: count() }).from(sessionLogs).where(countedWorkingSet(userId)),
        db.select({ n: count() }).from(lifestyleLogs).where(eq(lifestyleLogs.userId, userId)),
        db
          .select({
            performedAt: sessionLogs.performedAt,
            kg: sessionLogs.kg,
            reps: sessionLogs.reps,
            primaryMuscles: exercises.primaryMuscles,
          })
          .from(sessionLogs)
          .innerJoin(exercises, eq(exercises.id, sessionLogs.exerciseId))
          .where(and(countedWorkingSet(userId), gte(sessionLogs.performedAt, since))),
        db
          .select({ day: lifestyleLogs.day, readiness: lifestyleLogs.readiness })
          .from(lifestyleLogs)
          .where(and(eq(lifestyleLogs.userId, userId), gte(lifestyleLogs.day, firstDay))),
      ]);
      return clientProgress(
        { verifiedSets: setTotal?.n ?? 0, checkIns: checkInTotal?.n ?? 0 },
        {
          checkIns: recentCheckIns,
          sets: recentSets
            .filter((s) => !group || muscleGroupOf(s.primaryMuscles) === group)
            .map((s) => ({
              day: dayAt(s.performedAt, utcOffsetMinutes),
              kg: s.kg,
              reps: s.reps,
            })),
        },
        today,
        weekCount,
      );
    },

    /** The workout of the latest session the person took part in that had one. */
    async program(userId: string): Promise<ClientProgram> {
      const [row] = await db
        .select({
          id: workouts.id,
          name: workouts.name,
          level: workouts.level,
          structure: workouts.structure,
          startedAt: sessions.startedAt,
          createdAt: sessions.createdAt,
        })
        .from(sessionParticipants)
        .innerJoin(sessions, eq(sessions.id, sessionParticipants.sessionId))
        .innerJoin(workouts, eq(workouts.id, sessions.workoutId))
        .where(eq(sessionParticipants.userId, userId))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      if (!row) return { workout: null, sessionDate: null };
      return {
        workout: {
          id: row.id,
          name: row.name,
          level: row.level,
          exercises: exerciseNamesOf(row.structure),
        },
        sessionDate: (row.startedAt ?? row.createdAt).toISOString(),
      };
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
