import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { idempotencyKeys } from '../db/schema';

/** How long an answer is kept: retries come within seconds, a phone woken from sleep within a day. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** One create request as its key names it. */
export type IdempotentRequest = {
  userId: string;
  key: string;
  /** `POST /api/workouts`. */
  route: string;
  /** A hash of the path parameters and the body. */
  fingerprint: string;
};

/** What a key already holds: its request, and its answer once it has one. */
export type HeldKey = Pick<IdempotentRequest, 'route' | 'fingerprint'> & {
  answer: { status: number; body: string | null } | null;
};

/**
 * The stored keys (`idempotency_keys`). The table's primary key decides which of two requests with
 * one key runs, on PGlite and on a Postgres that several server processes share alike.
 */
export function createIdempotencyStore({ db, now }: { db: Database; now: () => Date }) {
  const ofRequest = ({ userId, key }: IdempotentRequest) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  return {
    /**
     * Reserves the key for `request` (null: the caller runs it), or returns what another request
     * with that key left: its answer, or none yet while it runs.
     */
    async reserve(request: IdempotentRequest): Promise<HeldKey | null> {
      // A row released (its request failed) between the insert and the read is reserved anew.
      for (;;) {
        const [reserved] = await db
          .insert(idempotencyKeys)
          .values({ ...request, createdAt: now() })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (reserved) return null;
        const [held] = await db
          .select({
            route: idempotencyKeys.route,
            fingerprint: idempotencyKeys.fingerprint,
            status: idempotencyKeys.responseStatus,
            body: idempotencyKeys.responseBody,
          })
          .from(idempotencyKeys)
          .where(ofRequest(request));
        if (held) {
          const { status, body, ...sent } = held;
          return { ...sent, answer: status === null ? null : { status, body } };
        }
      }
    },

    async answer(request: IdempotentRequest, status: number, body: string | null) {
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: body })
        .where(ofRequest(request));
    },

    /** Frees the key of a request that failed on the server's side, so a retry runs it again. */
    async release(request: IdempotentRequest) {
      await db
        .delete(idempotencyKeys)
        .where(and(ofRequest(request), isNull(idempotencyKeys.responseStatus)));
    },

    async forgetExpired() {
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(now().getTime() - IDEMPOTENCY_KEY_TTL_MS)));
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
