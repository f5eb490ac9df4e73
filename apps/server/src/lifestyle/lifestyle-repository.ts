import {
  type LifestyleLog,
  type LifestyleLogPayload,
  type WorkoutIntensity,
  workoutIntensitySchema,
} from '@levelup/shared';
import { readinessScore } from '@levelup/shared/coaching';
import { calendarMomentOf, dayAt, withOffset } from '@levelup/shared/history';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { lifestyleLogs } from '../db/schema';

type LogRow = typeof lifestyleLogs.$inferSelect;

const intensityOf = (stored: string): WorkoutIntensity => {
  const parsed = workoutIntensitySchema.safeParse(stored);
  return parsed.success ? parsed.data : 'make-progress';
};

/** A stored log as the API answers it: the date on the client's clock, readiness included. */
export function toLifestyleLog(row: LogRow): LifestyleLog {
  return {
    id: row.id,
    date: withOffset(row.loggedAt, row.utcOffsetMinutes),
    day: row.day,
    sleep: row.sleep,
    stress: row.stress,
    soreness: row.soreness,
    bodyWeight: row.bodyWeight ?? 0,
    noteToTrainer: row.noteToTrainer,
    injuries: row.injuries ?? {},
    workoutIntensity: intensityOf(row.workoutIntensity),
    readiness: row.readiness,
  };
}

function columnsOf(payload: LifestyleLogPayload, now: Date) {
  const moment = calendarMomentOf(payload.date, now);
  return {
    ...moment,
    sleep: payload.sleep,
    stress: payload.stress,
    soreness: payload.soreness,
    bodyWeight: payload.bodyWeight,
    noteToTrainer: payload.noteToTrainer,
    injuries:
      payload.injuries && Object.keys(payload.injuries).length > 0 ? payload.injuries : null,
    workoutIntensity: payload.workoutIntensity,
    readiness: readinessScore(payload),
  };
}

export type UpdateResult =
  | { kind: 'updated'; log: LifestyleLog }
  | { kind: 'not-found' }
  | { kind: 'taken' };

/** Daily check-ins (lifestyle logs): one per user and calendar day of their time zone. */
export function createLifestyleRepository(db: Database, now: () => Date) {
  return {
    /** Newest first. */
    async list(userId: string, limit = 30): Promise<LifestyleLog[]> {
      const rows = await db
        .select()
        .from(lifestyleLogs)
        .where(eq(lifestyleLogs.userId, userId))
        .orderBy(desc(lifestyleLogs.day), desc(lifestyleLogs.loggedAt))
        .limit(limit);
      return rows.map(toLifestyleLog);
    },

    /** The new log, or null when the user already has one for that day. */
    async create(userId: string, payload: LifestyleLogPayload): Promise<LifestyleLog | null> {
      const [row] = await db
        .insert(lifestyleLogs)
        .values({ userId, ...columnsOf(payload, now()) })
        .onConflictDoNothing()
        .returning();
      return row ? toLifestyleLog(row) : null;
    },

    async update(
      userId: string,
      entryId: string,
      payload: LifestyleLogPayload,
    ): Promise<UpdateResult> {
      const columns = columnsOf(payload, now());
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: lifestyleLogs.id })
          .from(lifestyleLogs)
          .where(and(eq(lifestyleLogs.id, entryId), eq(lifestyleLogs.userId, userId)));
        if (!existing) return { kind: 'not-found' as const };
        const [other] = await tx
          .select({ id: lifestyleLogs.id })
          .from(lifestyleLogs)
          .where(
            and(
              eq(lifestyleLogs.userId, userId),
              eq(lifestyleLogs.day, columns.day),
              ne(lifestyleLogs.id, entryId),
            ),
          );
        if (other) return { kind: 'taken' as const };
        const [row] = await tx
          .update(lifestyleLogs)
          .set({ ...columns, updatedAt: now() })
          .where(eq(lifestyleLogs.id, entryId))
          .returning();
        return row
          ? { kind: 'updated' as const, log: toLifestyleLog(row) }
          : { kind: 'not-found' as const };
      });
    },

    /**
     * Today's readiness, or null without a log today. Today is the calendar day at `utcOffset`
     * when the app says where it is, else on the clock of the user's latest check-in.
     */
    async readinessToday(userId: string, utcOffset?: number): Promise<number | null> {
      const rows = await db
        .select()
        .from(lifestyleLogs)
        .where(eq(lifestyleLogs.userId, userId))
        .orderBy(desc(lifestyleLogs.day))
        .limit(2);
      for (const row of rows) {
        if (row.day === dayAt(now(), utcOffset ?? row.utcOffsetMinutes)) return row.readiness;
      }
      return null;
    },
  };
}

export type LifestyleRepository = ReturnType<typeof createLifestyleRepository>;
