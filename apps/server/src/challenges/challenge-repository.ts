import { isUuid } from '@levelup/shared';
import {
  type Challenge,
  type ChallengeValues,
  countsForChallenge,
  type Leaderboard,
  metricNeedsExercise,
  rankEntries,
  scoreParticipant,
} from '@levelup/shared/challenges';
import { addDays } from '@levelup/shared/history';
import { lastInitialOf, tvDisplayNames } from '@levelup/shared/session';
import { and, asc, eq, gte, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect';
import {
  challengeParticipants,
  challenges,
  clientProfiles,
  exercises,
  lifestyleLogs,
  sessionLogs,
  users,
} from '../db/schema';

/** Whose challenges a list shows: a trainer's own, a client's trainer's open ones, or all. */
export type ChallengeScope =
  | { kind: 'all' }
  | { kind: 'trainer'; trainerId: string }
  | { kind: 'client'; clientId: string; trainerId: string | null };

/** The name a board shows: the first name and the last name's initial ('Riley T.'). */
const boardName = (firstName: string, lastName: string | null) =>
  lastName?.trim() ? `${firstName} ${lastName.trim().charAt(0).toUpperCase()}.` : firstName;

/** A calendar day's first instant in UTC, for comparing set times with a challenge's days. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** Today in UTC (YYYY-MM-DD), the calendar a challenge's days are counted in. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Where a board is shown: a person's own screen, or the gym TV that anyone in the room reads. */
export type BoardAudience = 'person' | 'tv';

/** A participant as the board reads them from their account. */
interface Participant {
  userId: string;
  firstName: string;
  lastName: string | null;
  showNameOnTv: boolean;
}

/**
 * The names a board shows, by user id: on a person's screen the first name and last initial; on
 * the TV the names its other layouts show (`tvDisplayNames`), initials for a client who chose them.
 */
function boardNames(people: readonly Participant[], audience: BoardAudience) {
  if (audience === 'person') {
    return new Map(people.map((p) => [p.userId, boardName(p.firstName, p.lastName)]));
  }
  return tvDisplayNames(
    people.map((p) => {
      const lastInitial = lastInitialOf(p.lastName);
      return {
        id: p.userId,
        firstName: p.firstName,
        ...(lastInitial ? { lastInitial } : {}),
        ...(p.showNameOnTv ? {} : { tvInitials: true as const }),
      };
    }),
  );
}

/**
 * Challenges, their participants and their boards (issue 31). Scores are computed when a board is
 * read, from the logged sets and check-ins in the challenge's days: a board is then right the
 * moment a session ends or a check-in lands, with nothing to keep in step (no stored score to
 * update or to go stale when a log is corrected), and a trainer's few clients' sets over weeks
 * are one indexed query.
 */
export function createChallengeRepository(db: Database, now: () => Date) {
  const columns = {
    id: challenges.id,
    trainerId: challenges.trainerId,
    name: challenges.name,
    metric: challenges.metric,
    exerciseId: challenges.exerciseId,
    exerciseName: exercises.name,
    startDate: challenges.startDate,
    endDate: challenges.endDate,
    closedAt: challenges.closedAt,
  };

  async function listWhere(where: SQL | undefined, viewerId: string | null): Promise<Challenge[]> {
    const rows = await db
      .select(columns)
      .from(challenges)
      .leftJoin(exercises, eq(exercises.id, challenges.exerciseId))
      .where(where)
      .orderBy(asc(challenges.startDate), asc(challenges.name));
    const ids = rows.map((r) => r.id);
    const people =
      ids.length === 0
        ? []
        : await db
            .select({
              challengeId: challengeParticipants.challengeId,
              userId: challengeParticipants.userId,
            })
            .from(challengeParticipants)
            .where(inArray(challengeParticipants.challengeId, ids));
    const today = dayOf(now());
    return rows.map(({ closedAt, ...row }) => {
      const mine = people.filter((p) => p.challengeId === row.id);
      return {
        ...row,
        closed: closedAt !== null,
        ended: row.endDate < today,
        participants: mine.length,
        joined: viewerId !== null && mine.some((p) => p.userId === viewerId),
      };
    });
  }

  return {
    /** The client's trainer (null without one), whose challenges are the only ones they see. */
    async trainerOfClient(clientId: string): Promise<string | null> {
      const [row] = await db
        .select({ trainerId: clientProfiles.trainerId })
        .from(clientProfiles)
        .where(eq(clientProfiles.userId, clientId));
      return row?.trainerId ?? null;
    },

    /** Challenges in `scope`, by first day: a client sees only open ones. */
    async list(scope: ChallengeScope): Promise<Challenge[]> {
      switch (scope.kind) {
        case 'all':
          return listWhere(undefined, null);
        case 'trainer':
          return listWhere(eq(challenges.trainerId, scope.trainerId), null);
        case 'client':
          if (scope.trainerId === null) return [];
          return listWhere(
            and(eq(challenges.trainerId, scope.trainerId), isNull(challenges.closedAt)),
            scope.clientId,
          );
      }
    },

    /** A challenge as the list shows it, seen by `viewerId`, or null. */
    async find(id: string, viewerId: string | null = null): Promise<Challenge | null> {
      if (!isUuid(id)) return null;
      const [found] = await listWhere(eq(challenges.id, id), viewerId);
      return found ?? null;
    },

    /** Whether the exercise is in the library. */
    async exerciseExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: exercises.id })
        .from(exercises)
        .where(eq(exercises.id, id));
      return row !== undefined;
    },

    async create(trainerId: string, values: ChallengeValues): Promise<string> {
      const [row] = await db
        .insert(challenges)
        .values({ trainerId, ...stored(values) })
        .returning({ id: challenges.id });
      if (!row) throw new Error('challenge not inserted');
      return row.id;
    },

    async update(id: string, values: ChallengeValues): Promise<void> {
      await db.update(challenges).set(stored(values)).where(eq(challenges.id, id));
    },

    /** Closes it (once: a second close keeps the first time). */
    async close(id: string): Promise<void> {
      await db
        .update(challenges)
        .set({ closedAt: now() })
        .where(and(eq(challenges.id, id), isNull(challenges.closedAt)));
    },

    async join(id: string, userId: string): Promise<void> {
      await db
        .insert(challengeParticipants)
        .values({ challengeId: id, userId })
        .onConflictDoNothing();
    },

    async leave(id: string, userId: string): Promise<void> {
      await db
        .delete(challengeParticipants)
        .where(
          and(eq(challengeParticipants.challengeId, id), eq(challengeParticipants.userId, userId)),
        );
    },

    /**
     * The board: every participant scored from their records in the challenge's days, named for
     * where it is shown.
     */
    async leaderboard(
      challenge: Challenge,
      audience: BoardAudience = 'person',
    ): Promise<Leaderboard> {
      const people = await db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          showNameOnTv: users.showNameOnTv,
          weightKg: users.weightKg,
        })
        .from(challengeParticipants)
        .innerJoin(users, eq(users.id, challengeParticipants.userId))
        .where(eq(challengeParticipants.challengeId, challenge.id));
      const ids = people.map((p) => p.userId);
      const from = startOfDay(challenge.startDate);
      const until = startOfDay(addDays(challenge.endDate, 1));
      const needsSets = challenge.metric !== 'streak';
      const [sets, checkIns] = await Promise.all([
        needsSets && ids.length > 0
          ? db
              .select({
                clientId: sessionLogs.clientId,
                kg: sessionLogs.kg,
                reps: sessionLogs.reps,
                rpe: sessionLogs.rpe,
                isWarmup: sessionLogs.isWarmup,
                verification: sessionLogs.verification,
              })
              .from(sessionLogs)
              .where(
                and(
                  inArray(sessionLogs.clientId, ids),
                  gte(sessionLogs.performedAt, from),
                  lt(sessionLogs.performedAt, until),
                  metricNeedsExercise(challenge.metric) && challenge.exerciseId
                    ? eq(sessionLogs.exerciseId, challenge.exerciseId)
                    : undefined,
                ),
              )
          : [],
        !needsSets && ids.length > 0
          ? db
              .select({ userId: lifestyleLogs.userId, day: lifestyleLogs.day })
              .from(lifestyleLogs)
              .where(
                and(
                  inArray(lifestyleLogs.userId, ids),
                  gte(lifestyleLogs.day, challenge.startDate),
                  lte(lifestyleLogs.day, challenge.endDate),
                ),
              )
          : [],
      ]);
      const names = boardNames(people, audience);
      const scores = people.map((p) =>
        scoreParticipant(challenge.metric, {
          userId: p.userId,
          name: names.get(p.userId) ?? p.firstName,
          weightKg: p.weightKg,
          sets: sets.filter((s) => s.clientId === p.userId && countsForChallenge(s)),
          checkInDays: checkIns.filter((c) => c.userId === p.userId).map((c) => c.day),
        }),
      );
      return {
        challengeId: challenge.id,
        metric: challenge.metric,
        entries: rankEntries(scores.flatMap((s) => ('score' in s ? [s] : []))),
        excluded: scores.flatMap((s) =>
          'excluded' in s ? [{ userId: s.userId, name: s.name, reason: s.excluded }] : [],
        ),
      };
    },
  };
}

/** The columns an input writes: the exercise only for the metrics that read one. */
function stored(values: ChallengeValues) {
  return {
    name: values.name,
    metric: values.metric,
    exerciseId: metricNeedsExercise(values.metric) ? (values.exerciseId ?? null) : null,
    startDate: values.startDate,
    endDate: values.endDate,
  };
}

export type ChallengeRepository = ReturnType<typeof createChallengeRepository>;
