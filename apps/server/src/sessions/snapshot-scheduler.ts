import type { SessionState } from '@levelup/shared/session';
import type { CacheEntry, StateCache } from './state-cache';

export type SnapshotSchedulerOptions = {
  /** Writes the snapshot unless a newer one is there already. */
  write(sessionId: string, snapshot: { state: SessionState; seq: number }): Promise<void>;
  cache: Pick<StateCache, 'get'>;
  /** Rewrite the snapshot when this many ops have been appended since the last one. */
  every: number;
  /** Write the cached state as the snapshot after this long without ops. */
  idleMs: number;
  onError(error: unknown): void;
};

/**
 * When a session's snapshot (`sessions.state`) is rewritten: after the commit that takes it
 * `every` ops past the last one (off the op's path, coalesced), when the session goes idle, and on
 * shutdown. The op log is the record; a snapshot only shortens the replay a load does, so a failed
 * write loses nothing.
 */
export function createSnapshotScheduler({
  write,
  cache,
  every,
  idleMs,
  onError,
}: SnapshotSchedulerOptions) {
  const idleTimers = new Map<string, NodeJS.Timeout>();
  /** Snapshot writes under way, and the newest state waiting to be written after each. */
  const writes = new Map<string, Promise<void>>();
  const waiting = new Map<string, CacheEntry>();
  /** The highest seq a snapshot was asked for, so the ops after it do not ask again. */
  const asked = new Map<string, number>();

  /** Writes `entry` as the snapshot, and tells the cached entry it needs no replay up to it. */
  async function writeSnapshotOf(sessionId: string, entry: CacheEntry) {
    await write(sessionId, { state: entry.state, seq: entry.seq });
    const after = cache.get(sessionId);
    if (after && after.seq >= entry.seq && after.snapshotSeq < entry.seq) {
      after.snapshotSeq = entry.seq;
    }
  }

  /**
   * Writes the snapshot of `entry` after its commit, off the path of the ops that follow. One
   * write per session at a time; states that come due meanwhile are coalesced into one write of
   * the newest.
   */
  function snapshotSoon(sessionId: string, entry: CacheEntry) {
    asked.set(sessionId, entry.seq);
    if (writes.has(sessionId)) {
      waiting.set(sessionId, entry);
      return;
    }
    const run = async () => {
      let next: CacheEntry | undefined = entry;
      while (next) {
        waiting.delete(sessionId);
        try {
          await writeSnapshotOf(sessionId, next);
        } catch (error) {
          if ((asked.get(sessionId) ?? 0) <= next.seq) asked.delete(sessionId);
          onError(error);
        }
        next = waiting.get(sessionId);
      }
      // In the same turn as the last look at `waiting`, so no state can be left waiting unwritten.
      writes.delete(sessionId);
    };
    writes.set(sessionId, run());
  }

  async function writeIdleSnapshot(sessionId: string) {
    idleTimers.delete(sessionId);
    await writes.get(sessionId);
    const entry = cache.get(sessionId);
    if (!entry || entry.snapshotSeq >= entry.seq) return;
    await writeSnapshotOf(sessionId, entry);
  }

  function scheduleIdleSnapshot(sessionId: string) {
    clearTimeout(idleTimers.get(sessionId));
    const timer = setTimeout(() => {
      writeIdleSnapshot(sessionId).catch(onError);
    }, idleMs);
    timer.unref();
    idleTimers.set(sessionId, timer);
  }

  return {
    /** After a commit cached `entry`: a snapshot is written when one is due, and when idle. */
    committed(sessionId: string, entry: CacheEntry) {
      if (entry.snapshotSeq >= entry.seq) return;
      const base = Math.max(entry.snapshotSeq, asked.get(sessionId) ?? 0);
      if (entry.seq - base >= every) snapshotSoon(sessionId, entry);
      scheduleIdleSnapshot(sessionId);
    },

    /** After a read replayed ops: a long replay (say, after a crash) is saved once the session is quiet. */
    loaded(sessionId: string, entry: CacheEntry) {
      if (entry.seq - entry.snapshotSeq >= every && !idleTimers.has(sessionId)) {
        scheduleIdleSnapshot(sessionId);
      }
    },

    /** The cache let go of the session: nothing more is written for it until it is loaded again. */
    evicted(sessionId: string) {
      asked.delete(sessionId);
      clearTimeout(idleTimers.get(sessionId));
      idleTimers.delete(sessionId);
    },

    /** Finishes the writes under way, writes every pending idle one (on shutdown) and stops the timers. */
    async flush() {
      await Promise.all(writes.values());
      const pending = [...idleTimers.keys()];
      for (const timer of idleTimers.values()) clearTimeout(timer);
      for (const sessionId of pending) await writeIdleSnapshot(sessionId);
    },
  };
}

export type SnapshotScheduler = ReturnType<typeof createSnapshotScheduler>;
