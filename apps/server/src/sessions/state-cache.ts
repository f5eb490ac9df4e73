import type { SessionState } from '@levelup/shared/session';
import type { ChangeFeed } from '../db/change-feed';
import type { LockedRow } from './op-log-repository';

/** A session's state at a seq, and the seq of the snapshot it was loaded from. */
export type CacheEntry = {
  seq: number;
  state: SessionState;
  snapshotSeq: number;
  /**
   * Set when the entry was known to be the newest (read, or committed under the lock) within
   * this change-feed epoch, with the session's status then; see `known`.
   */
  seen?: { epoch: number; status: LockedRow['status']; at: number };
};

/** The parts of a session row that never change, kept so a reader needs no query. */
export type FixedRow = Omit<LockedRow, 'seq' | 'snapshotSeq' | 'status'>;

/**
 * How long a process trusts a cached state it has heard nothing against, when other processes
 * may share the database: their announcements follow their commits, so one lost in a crash
 * between the two leaves a reader behind for this long at most.
 */
export const UNHEARD_TRUST_MS = 1000;

export type StateCacheOptions = {
  /** Other processes' commits, heard so that a cached state is known to be the newest. */
  changes: Pick<ChangeFeed, 'immediate' | 'live' | 'epoch' | 'onChange'>;
  /** Sessions whose state this process keeps in memory. */
  size: number;
  /** Told of each session the cache lets go of to make room. */
  onEvict?(sessionId: string): void;
  now?: () => number;
};

/**
 * Recent session states in memory, least recently stored first out. An entry is used by the
 * store only when its seq equals the seq read under the lock, so another process advancing the
 * session is always noticed; `known` says when an entry may be served with no query at all.
 */
export function createStateCache({
  changes,
  size,
  onEvict = () => {},
  now = Date.now,
}: StateCacheOptions) {
  const entries = new Map<string, CacheEntry>();
  /** The newest seq heard of for cached (or loading) sessions, from any process. */
  const heard = new Map<string, number>();
  const fixedRows = new Map<string, FixedRow>();
  /** Reads under way per session, so what is heard meanwhile is kept for the entry they store. */
  const loads = new Map<string, number>();

  function drop(sessionId: string) {
    entries.delete(sessionId);
    heard.delete(sessionId);
    fixedRows.delete(sessionId);
  }

  changes.onChange((change) => {
    if (change.topic !== 'sessions' || change.seq === null) return;
    const entry = entries.get(change.id);
    if (change.seq < 0) {
      drop(change.id);
      return;
    }
    if (!entry && !loads.has(change.id)) return;
    heard.set(change.id, Math.max(heard.get(change.id) ?? 0, change.seq));
    // A status changed without a new op: the entry's status is no longer known.
    if (entry?.seen && change.status !== null && change.status !== entry.seen.status) {
      entry.seen = undefined;
    }
  });

  return {
    /** The newest entry stored for the session, whatever its seq. */
    get: (sessionId: string) => entries.get(sessionId),

    /** The entry at exactly `seq`, if that is the one stored. */
    at(sessionId: string, seq: number): CacheEntry | undefined {
      const entry = entries.get(sessionId);
      return entry && entry.seq === seq ? entry : undefined;
    },

    /** Stores `entry` as the newest, unless a newer one is there (a slower commit finishing late). */
    remember(sessionId: string, entry: CacheEntry) {
      const current = entries.get(sessionId);
      if (current && current.seq > entry.seq) return;
      entries.delete(sessionId);
      entries.set(sessionId, entry);
      while (entries.size > size) {
        const oldest = entries.keys().next().value as string;
        drop(oldest);
        onEvict(oldest);
      }
    },

    /** Marks an entry just committed or read under the lock as the newest in this epoch. */
    seenNow(status: LockedRow['status'], epoch: number): CacheEntry['seen'] {
      return { epoch, status, at: now() };
    },

    /** Whether `entry` is the session's newest state and status, as far as any process has said. */
    known(
      sessionId: string,
      entry: CacheEntry | undefined,
    ): entry is CacheEntry & {
      seen: NonNullable<CacheEntry['seen']>;
    } {
      return (
        entry?.seen !== undefined &&
        changes.live() &&
        entry.seen.epoch === changes.epoch() &&
        (changes.immediate || now() - entry.seen.at < UNHEARD_TRUST_MS) &&
        entry.seq >= (heard.get(sessionId) ?? 0)
      );
    },

    /** Whether another process is heard to have moved the session past `entry`. */
    behind: (sessionId: string, entry: CacheEntry) => entry.seq < (heard.get(sessionId) ?? 0),

    fixedRow: (sessionId: string) => fixedRows.get(sessionId),
    rememberFixedRow(sessionId: string, row: FixedRow) {
      fixedRows.set(sessionId, row);
    },

    /** Runs a read of the session, hearing its changes meanwhile even if nothing is cached yet. */
    async loading<T>(sessionId: string, read: () => Promise<T>): Promise<T> {
      loads.set(sessionId, (loads.get(sessionId) ?? 0) + 1);
      try {
        return await read();
      } finally {
        const left = (loads.get(sessionId) ?? 1) - 1;
        if (left > 0) loads.set(sessionId, left);
        else loads.delete(sessionId);
      }
    },

    /** Forgets one session's state, or every one (tests use it to force a load from the database). */
    forget(sessionId?: string) {
      if (sessionId) entries.delete(sessionId);
      else entries.clear();
    },
  };
}

export type StateCache = ReturnType<typeof createStateCache>;
