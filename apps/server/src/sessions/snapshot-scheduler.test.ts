import { createSessionState } from '@levelup/shared/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSnapshotScheduler } from './snapshot-scheduler';
import type { CacheEntry } from './state-cache';

const state = createSessionState({});
const entry = (seq: number, snapshotSeq = 0): CacheEntry => ({ seq, state, snapshotSeq });

/** A scheduler over one cached entry per session, recording the snapshots written. */
function scheduler(options: { every?: number; idleMs?: number } = {}) {
  const cached = new Map<string, CacheEntry>();
  const written: Array<[string, number]> = [];
  let failNext = false;
  const failures: unknown[] = [];
  const snapshots = createSnapshotScheduler({
    async write(sessionId, snapshot) {
      if (failNext) {
        failNext = false;
        throw new Error('write failed');
      }
      written.push([sessionId, snapshot.seq]);
    },
    cache: { get: (id) => cached.get(id) },
    every: options.every ?? 3,
    idleMs: options.idleMs ?? 60_000,
    onError: (error) => failures.push(error),
  });
  const commit = (id: string, committed: CacheEntry) => {
    cached.set(id, committed);
    snapshots.committed(id, committed);
  };
  return {
    snapshots,
    written,
    failures,
    cached,
    commit,
    failOnce() {
      failNext = true;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the snapshot scheduler', () => {
  it('writes a snapshot once `every` ops have passed the last one, and marks the cache', async () => {
    const s = scheduler({ every: 3 });
    s.commit('a', entry(1));
    s.commit('a', entry(2));
    expect(s.written).toEqual([]);
    s.commit('a', entry(3));
    await s.snapshots.flush();
    expect(s.written[0]).toEqual(['a', 3]);
    expect(s.cached.get('a')?.snapshotSeq).toBe(3);
  });

  it('does not ask again for the ops after a snapshot already asked for', async () => {
    const s = scheduler({ every: 3 });
    for (let seq = 1; seq <= 5; seq++) s.commit('a', entry(seq));
    await s.snapshots.flush();
    expect(s.written.filter(([, seq]) => seq < 5)).toEqual([['a', 3]]);
  });

  it('asks again after a failed write', async () => {
    const s = scheduler({ every: 2 });
    s.failOnce();
    s.commit('a', entry(2));
    await vi.waitFor(() => expect(s.failures).toHaveLength(1));
    s.commit('a', entry(3));
    await vi.waitFor(() => expect(s.written).toEqual([['a', 3]]));
  });

  it('writes the newest state of a session that went idle', async () => {
    vi.useFakeTimers();
    const s = scheduler({ every: 100, idleMs: 1000 });
    s.commit('a', entry(1));
    s.commit('a', entry(2));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(s.written).toEqual([['a', 2]]));
  });

  it('writes nothing more for a session the cache let go of', async () => {
    vi.useFakeTimers();
    const s = scheduler({ every: 100, idleMs: 1000 });
    s.commit('a', entry(1));
    s.snapshots.evicted('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.written).toEqual([]);
  });

  it('writes every pending idle snapshot on flush', async () => {
    const s = scheduler({ every: 100 });
    s.commit('a', entry(1));
    s.commit('b', entry(4, 2));
    await s.snapshots.flush();
    expect(s.written.sort()).toEqual([
      ['a', 1],
      ['b', 4],
    ]);
  });

  it('schedules an idle snapshot after a long replay', async () => {
    const s = scheduler({ every: 3 });
    s.cached.set('a', entry(5, 1));
    s.snapshots.loaded('a', entry(5, 1));
    await s.snapshots.flush();
    expect(s.written).toEqual([['a', 5]]);
  });
});
