import { randomUUID } from 'node:crypto';
import {
  type ClientIntakePayload,
  type ClientUpdatePayload,
  isUuid,
  serverMessages,
} from '@levelup/shared';
import { fastIntakeEstimate } from '@levelup/shared/coaching';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { clientGoals, clientProfiles, trainingGoals, users } from '../db/schema';
import { badRequest, conflict, forbidden } from '../http/errors';
import { emailWriteByOther, unclaimedAccount } from '../users';
import { type ClientView, placeholderEmail, toClientView } from './client-view';

export type ClientScope = { kind: 'all' } | { kind: 'trainer'; trainerId: string };

/** At most this many clients answer a search: the intake's name search shows a short list. */
const SEARCH_LIMIT = 20;

/** 'Jamie Lee Curtis' -> first 'Jamie', last 'Lee Curtis'; a single word has no last name. */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const words = name.trim().split(/\s+/);
  const [firstName = '', ...rest] = words;
  return { firstName, lastName: rest.length > 0 ? rest.join(' ') : null };
}

/**
 * The birth date an age implies on `today` (same month and day, `age` years earlier), so that
 * reading the age back gives the age entered. Intake asks for an age, not a birth date.
 */
export function birthDateForAge(age: number, today: Date): string {
  const year = today.getUTCFullYear() - age;
  const month = String(today.getUTCMonth() + 1).padStart(2, '0');
  const day = Math.min(today.getUTCDate(), 28);
  return `${String(year).padStart(4, '0')}-${month}-${String(day).padStart(2, '0')}`;
}

/** Escapes LIKE's wildcards so a search for '50%' means the characters, not a pattern. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createClientRepository(db: Database, now: () => Date = () => new Date()) {
  type Q = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

  async function goalsOf(q: Q, clientIds: string[]): Promise<Map<string, string[]>> {
    const goalsByClient = new Map<string, string[]>();
    if (clientIds.length === 0) return goalsByClient;
    const goals = await q
      .select()
      .from(clientGoals)
      .where(inArray(clientGoals.clientId, clientIds));
    for (const goal of goals) {
      goalsByClient.set(goal.clientId, [...(goalsByClient.get(goal.clientId) ?? []), goal.goalId]);
    }
    return goalsByClient;
  }

  async function views(
    q: Q,
    rows: { user: typeof users.$inferSelect; profile: typeof clientProfiles.$inferSelect }[],
  ): Promise<ClientView[]> {
    const goals = await goalsOf(
      q,
      rows.map((row) => row.user.id),
    );
    const today = now();
    return rows.map((row) =>
      toClientView(row.user, row.profile, goals.get(row.user.id) ?? [], today),
    );
  }

  function scopeFilter(scope: ClientScope) {
    return and(
      eq(users.role, 'client'),
      scope.kind === 'trainer' ? eq(clientProfiles.trainerId, scope.trainerId) : undefined,
    );
  }

  /** Unknown goal ids answer 400 with one issue each, before anything is written. */
  async function assertGoalsExist(goalIds: readonly string[]) {
    if (goalIds.length === 0) return;
    const known = new Set(
      (
        await db
          .select({ id: trainingGoals.id })
          .from(trainingGoals)
          .where(inArray(trainingGoals.id, [...goalIds]))
      ).map((row) => row.id),
    );
    const issues = goalIds.flatMap((id, index) =>
      known.has(id) ? [] : [{ path: `goals.${index}`, message: 'Unknown training goal' }],
    );
    if (issues.length > 0) throw badRequest(undefined, issues);
  }

  async function emailTakenByOther(email: string, userId?: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row !== undefined && row.id !== userId;
  }

  function estimatesOf(payload: ClientIntakePayload | ClientUpdatePayload) {
    return fastIntakeEstimate({
      gender: payload.gender,
      weightKg: payload.weightKg,
      level: payload.fastLevel,
    });
  }

  function profileFields(payload: ClientIntakePayload | ClientUpdatePayload) {
    return {
      trainingLevel: payload.fastLevel,
      workType: payload.workType,
      motivationLevel: payload.motivationLevel,
      thoracicScore: payload.thoracicScore,
      ankleMobility: payload.ankleMobility,
      notes: payload.notes || null,
      injuries: payload.injuries,
      averageSleep: payload.averageSleep,
    };
  }

  async function find(clientId: string): Promise<ClientView | null> {
    if (!isUuid(clientId)) return null;
    const rows = await db
      .select({ user: users, profile: clientProfiles })
      .from(users)
      .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
      .where(and(eq(users.id, clientId), eq(users.role, 'client')));
    const [view] = await views(db, rows);
    return view ?? null;
  }

  return {
    find,

    /** Clients visible in `scope`, ordered by first then last name. */
    async list(scope: ClientScope): Promise<ClientView[]> {
      const rows = await db
        .select({ user: users, profile: clientProfiles })
        .from(users)
        .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
        .where(scopeFilter(scope))
        .orderBy(asc(users.firstName), asc(users.lastName));
      return views(db, rows);
    },

    /** Clients in `scope` whose name or email contains `text`, case-insensitive. */
    async search(scope: ClientScope, text: string): Promise<ClientView[]> {
      const pattern = likeContains(text.trim());
      const fullName = sql`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`;
      const rows = await db
        .select({ user: users, profile: clientProfiles })
        .from(users)
        .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
        .where(
          and(
            scopeFilter(scope),
            or(
              sql`${fullName} ilike ${pattern}`,
              and(ilike(users.email, pattern), sql`${users.email} not like '%.invalid'`),
            ),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName))
        .limit(SEARCH_LIMIT);
      return views(db, rows);
    },

    /**
     * Creates the client's account (no password: they set one through "Forgot password"), owned
     * by `trainerId` and in their gym, with profile, goals, injuries, average sleep and, when Fast
     * Intake ran, its estimates. An email that already has an account answers 409.
     */
    async create(trainerId: string, payload: ClientIntakePayload): Promise<ClientView> {
      await assertGoalsExist(payload.goals);
      if (payload.email && (await emailTakenByOther(payload.email))) {
        throw conflict(serverMessages.emailTaken);
      }
      const today = now();
      const { firstName, lastName } = splitName(payload.name);
      let clientId: string;
      try {
        clientId = await db.transaction(async (tx) => {
          const id = randomUUID();
          // The client trains in their trainer's gym, and sees its unit until they choose theirs.
          const [trainer] = await tx
            .select({ gymId: users.gymId })
            .from(users)
            .where(eq(users.id, trainerId));
          if (!trainer) throw new Error('the trainer creating a client has no account');
          await tx.insert(users).values({
            id,
            gymId: trainer.gymId,
            email: payload.email ?? placeholderEmail(id),
            passwordHash: null,
            firstName,
            lastName,
            role: 'client',
            gender: payload.gender,
            dateOfBirth: payload.age == null ? null : birthDateForAge(payload.age, today),
            weightKg: payload.weightKg ?? null,
          });
          await tx.insert(clientProfiles).values({
            userId: id,
            trainerId,
            ...profileFields(payload),
            startingEstimates: payload.fastIntakeApplied ? estimatesOf(payload) : null,
          });
          await tx
            .insert(clientGoals)
            .values(payload.goals.map((goalId) => ({ clientId: id, goalId })));
          return id;
        });
      } catch (error) {
        // Two intakes with one email at once: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(serverMessages.emailTaken);
        throw error;
      }
      const created = await find(clientId);
      if (!created) throw new Error('client was not created');
      return created;
    },

    /**
     * Rewrites a client's intake. Goals are replaced only when sent; an age equal to the one the
     * stored birth date gives keeps that date; earlier Fast Intake estimates are kept unless
     * Fast Intake ran again.
     */
    async update(clientId: string, payload: ClientUpdatePayload): Promise<ClientView | null> {
      const current = await find(clientId);
      if (!current) return null;
      if (payload.goals) await assertGoalsExist(payload.goals);
      // 403 rather than 409: no retry or other state makes it the trainer's (or an admin's) to
      // change; the address is how the client signs in and where their resets go (issue 28).
      const emailWrite = emailWriteByOther(current, payload.email);
      if (emailWrite === 'refuse') throw forbidden(serverMessages.clientOwnsEmail);
      if (
        emailWrite === 'change' &&
        payload.email &&
        (await emailTakenByOther(payload.email, clientId))
      ) {
        throw conflict(serverMessages.emailTaken);
      }
      const today = now();
      const { firstName, lastName } = splitName(payload.name);
      const dateOfBirth =
        payload.age == null
          ? null
          : payload.age === current.age
            ? current.dob
            : birthDateForAge(payload.age, today);
      try {
        await db.transaction(async (tx) => {
          const written = await tx
            .update(users)
            .set({
              firstName,
              lastName,
              gender: payload.gender,
              dateOfBirth,
              weightKg: payload.weightKg ?? null,
              // A skipped email keeps the address the account has: it may be how they sign in.
              ...(emailWrite === 'change' ? { email: payload.email } : {}),
            })
            // The client may have signed in since `current` was read: the row decides.
            .where(
              and(eq(users.id, clientId), emailWrite === 'change' ? unclaimedAccount() : undefined),
            )
            .returning({ id: users.id });
          if (written.length === 0) throw forbidden(serverMessages.clientOwnsEmail);
          await tx
            .update(clientProfiles)
            .set({
              ...profileFields(payload),
              ...(payload.fastIntakeApplied ? { startingEstimates: estimatesOf(payload) } : {}),
              updatedAt: today,
            })
            .where(eq(clientProfiles.userId, clientId));
          if (payload.goals) {
            await tx.delete(clientGoals).where(eq(clientGoals.clientId, clientId));
            await tx
              .insert(clientGoals)
              .values(payload.goals.map((goalId) => ({ clientId, goalId })));
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(serverMessages.emailTaken);
        throw error;
      }
      return find(clientId);
    },

    /**
     * Takes the client off their trainer's list. The account, its logs, check-ins and session
     * history stay: the person keeps their own history and may be taken on again.
     */
    async release(clientId: string): Promise<boolean> {
      const released = await db
        .update(clientProfiles)
        .set({ trainerId: null, teamId: null, updatedAt: now() })
        .where(eq(clientProfiles.userId, clientId))
        .returning({ id: clientProfiles.userId });
      return released.length > 0;
    },
  };
}

export type ClientRepository = ReturnType<typeof createClientRepository>;
