import {
  type OwnTrainingBody,
  type OwnTrainingResponse,
  ownTrainingMessages,
  serverMessages,
} from '@levelup/shared';
import { dayAt } from '@levelup/shared/history';
import type { Database } from '../db/connect';
import { badRequest, conflict } from '../http/errors';
import {
  existingExerciseIds,
  insertSelfLoggedSession,
  logSets,
  selfLoggedTraining,
} from '../sessions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The key of a self-logged set: the training's id (the device's) and the set's place in it. */
const logKeyOf = (id: string, index: number) => `self:${id}:${index}`;

/**
 * When a set done on `day` is dated: that day, at the time it is now on the client's clock, so a
 * set logged today is now and one logged for last Tuesday falls on Tuesday in every reader (they
 * read days through `dayAt` with the client's offset).
 */
function performedAtOf(day: string, now: Date, utcOffsetMinutes: number): Date {
  const today = dayAt(now, utcOffsetMinutes);
  const days = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return new Date(now.getTime() + days * DAY_MS);
}

/** Whether a stored self-logged training is the one `body` describes (a retry of its request). */
function isSameTraining(
  stored: NonNullable<Awaited<ReturnType<typeof selfLoggedTraining>>>,
  clientId: string,
  body: OwnTrainingBody,
): boolean {
  if (stored.kind !== 'self-logged' || stored.ownerId !== clientId) return false;
  if (stored.sets.length !== body.sets.length) return false;
  return body.sets.every((set, index) => {
    const log = stored.sets.find((s) => s.logKey === logKeyOf(body.id, index));
    return (
      log !== undefined &&
      log.exerciseId === body.exerciseId &&
      log.sessionDate === body.date &&
      log.kg === set.kg &&
      log.reps === set.reps &&
      (log.rpe ?? undefined) === set.rpe
    );
  });
}

/**
 * A client's own training (issue 30): sets they did without a coach, kept as a finished session of
 * theirs of kind 'self-logged' with one `session_logs` row per set (source 'self-logged', working
 * sets, verification none), so history, records, progress and the export read them as they read
 * every other set, and the client's trainer sees them on the client's page.
 */
export function createOwnTraining({ db, now }: { db: Database; now: () => Date }) {
  return {
    /**
     * Logs `body` for `clientId` in one transaction: the session, its sets and the records they
     * improve. The same request again (a double press, a retry) logs nothing more and gets the
     * same answer; its id sent with other sets is refused (409). An exercise not in the library is
     * a 400 naming `exerciseId`.
     */
    async log(
      clientId: string,
      body: OwnTrainingBody,
      utcOffsetMinutes = 0,
    ): Promise<OwnTrainingResponse> {
      if (!(await existingExerciseIds(db, [body.exerciseId])).has(body.exerciseId)) {
        throw badRequest(undefined, [
          { path: 'exerciseId', message: ownTrainingMessages.unknownExercise },
        ]);
      }
      const performedAt = performedAtOf(body.date, now(), utcOffsetMinutes);
      await db.transaction(async (tx) => {
        const created = await insertSelfLoggedSession(tx, {
          id: body.id,
          clientId,
          at: performedAt,
        });
        if (!created) {
          const stored = await selfLoggedTraining(tx, body.id);
          if (!stored || !isSameTraining(stored, clientId, body)) {
            throw conflict(serverMessages.idempotencyKeyReused);
          }
          return;
        }
        await logSets(tx, {
          sessionId: body.id,
          sessionDate: body.date,
          performedAt,
          sets: body.sets.map((set, index) => ({
            clientId,
            exerciseId: body.exerciseId,
            setIndex: index,
            kg: set.kg,
            reps: set.reps,
            rpe: set.rpe ?? null,
            loggedBy: 'athlete',
            isWarmup: false,
            verification: 'none',
            flag: 'ok',
            source: 'self-logged',
            logKey: logKeyOf(body.id, index),
          })),
          // Nobody prescribed a rep range: no set leaves it.
          range: () => null,
        });
      });
      return { id: body.id, exerciseId: body.exerciseId, date: body.date, sets: body.sets.length };
    },
  };
}

export type OwnTraining = ReturnType<typeof createOwnTraining>;
