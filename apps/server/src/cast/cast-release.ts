import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { castScreens, sessions } from '../db/schema';

/** The sweep's longest pause: a release missed by its timer (a restart) waits at most this. */
const SWEEP_MAX_MS = 60_000;
/** And its shortest, so a delay of 0 (release at once) does not spin. */
const SWEEP_MIN_MS = 1_000;

export type CastReleaseDeps = {
  db: Database;
  now: () => Date;
  /** How long a paired TV shows a finished session's summary. */
  delayMs: number;
  /** Unpairs every screen of the session and tells them (`cast:disconnect`). */
  release: (sessionId: string) => Promise<void>;
  onError: (error: unknown) => void;
};

/**
 * A TV paired with a session that has ended shows its summary for a while, then goes back to
 * /cast, free for the next session. The database says what is due (screens still paired with a
 * session finished long enough ago), so nothing is lost with a timer: a timer started at the end
 * releases on time, and a sweep (at start and every minute, in every server process) releases
 * what a restart or another process's end left behind. Releasing twice changes nothing.
 */
export function createCastRelease({ db, now, delayMs, release, onError }: CastReleaseDeps) {
  const timers = new Map<string, NodeJS.Timeout>();
  let sweep: NodeJS.Timeout | undefined;

  /** Releases the screens of every session that finished at least the delay ago. */
  async function releaseDue() {
    const cutoff = new Date(now().getTime() - delayMs);
    const due = await db
      .selectDistinct({ sessionId: sessions.id })
      .from(castScreens)
      .innerJoin(sessions, eq(sessions.id, castScreens.sessionId))
      .where(
        and(
          eq(sessions.status, 'finished'),
          isNotNull(sessions.finishedAt),
          lte(sessions.finishedAt, cutoff),
        ),
      );
    for (const { sessionId } of due) await release(sessionId);
  }

  const releaseDueQuietly = () => {
    releaseDue().catch(onError);
  };

  return {
    releaseDue,

    /** A session has just ended: its TV is released once the delay has passed. */
    afterEnd(sessionId: string) {
      if (timers.has(sessionId)) return;
      const timer = setTimeout(() => {
        timers.delete(sessionId);
        releaseDueQuietly();
      }, delayMs);
      timer.unref();
      timers.set(sessionId, timer);
    },

    start() {
      releaseDueQuietly();
      sweep = setInterval(
        releaseDueQuietly,
        Math.min(SWEEP_MAX_MS, Math.max(SWEEP_MIN_MS, delayMs)),
      );
      sweep.unref();
    },

    stop() {
      clearInterval(sweep);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type CastRelease = ReturnType<typeof createCastRelease>;
