import { createSessionState } from '@levelup/shared/session';
import { describe, expect, it } from 'vitest';
import type { Change } from '../db/change-feed';
import { type CacheEntry, createStateCache, UNHEARD_TRUST_MS } from './state-cache';

/** A change feed the test drives: what it hears, whether it is live, and its epoch. */
function fakeFeed({ immediate = false } = {}) {
  const listeners: Array<(change: Change) => void> = [];
  const feed = {
    immediate,
    isLive: true,
    currentEpoch: 1,
    live: () => feed.isLive,
    epoch: () => feed.currentEpoch,
    onChange: (listener: (change: Change) => void) => {
      listeners.push(listener);
    },
    hear: (change: Change) => {
      for (const listener of listeners) listener(change);
    },
  };
  return feed;
}

const state = createSessionState({});
const entry = (seq: number, extra: Partial<CacheEntry> = {}): CacheEntry => ({
  seq,
  state,
  snapshotSeq: 0,
  ...extra,
});
const sessionChange = (id: string, seq: number, status: string | null = null): Change => ({
  topic: 'sessions',
  id,
  seq,
  status,
});

describe('the state cache', () => {
  it('keeps the most recently stored sessions and tells of the one it lets go', () => {
    const evicted: string[] = [];
    const cache = createStateCache({
      changes: fakeFeed(),
      size: 2,
      onEvict: (id) => evicted.push(id),
    });
    cache.remember('a', entry(1));
    cache.remember('b', entry(1));
    cache.remember('a', entry(2));
    cache.remember('c', entry(1));
    expect(evicted).toEqual(['b']);
    expect(cache.get('a')?.seq).toBe(2);
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not let a late, older commit replace a newer state', () => {
    const cache = createStateCache({ changes: fakeFeed(), size: 10 });
    cache.remember('a', entry(5));
    cache.remember('a', entry(4));
    expect(cache.get('a')?.seq).toBe(5);
    expect(cache.at('a', 4)).toBeUndefined();
    expect(cache.at('a', 5)?.seq).toBe(5);
  });

  it('trusts an entry seen in this epoch until another process is heard moving past it', () => {
    const feed = fakeFeed();
    let now = 1000;
    const cache = createStateCache({ changes: feed, size: 10, now: () => now });
    const seen = entry(3, { seen: cache.seenNow('live', feed.epoch()) });
    cache.remember('a', seen);
    expect(cache.known('a', seen)).toBe(true);
    feed.hear(sessionChange('a', 3));
    expect(cache.known('a', seen)).toBe(true);
    feed.hear(sessionChange('a', 4));
    expect(cache.known('a', seen)).toBe(false);

    const fresh = entry(4, { seen: cache.seenNow('live', feed.epoch()) });
    cache.remember('a', fresh);
    expect(cache.known('a', fresh)).toBe(true);
    now += UNHEARD_TRUST_MS;
    expect(cache.known('a', fresh)).toBe(false);
  });

  it('trusts nothing while the feed is not live or after its epoch moved on', () => {
    const feed = fakeFeed({ immediate: true });
    const cache = createStateCache({ changes: feed, size: 10 });
    const seen = entry(1, { seen: cache.seenNow('live', feed.epoch()) });
    cache.remember('a', seen);
    feed.isLive = false;
    expect(cache.known('a', seen)).toBe(false);
    feed.isLive = true;
    feed.currentEpoch = 2;
    expect(cache.known('a', seen)).toBe(false);
  });

  it('forgets the status when it is heard to change, and the session when it is deleted', () => {
    const feed = fakeFeed({ immediate: true });
    const cache = createStateCache({ changes: feed, size: 10 });
    const seen = entry(1, { seen: cache.seenNow('live', feed.epoch()) });
    cache.remember('a', seen);
    cache.rememberFixedRow('a', { id: 'a', trainerId: 't', workoutId: null, joinCode: 'ABC' });
    feed.hear(sessionChange('a', 1, 'finished'));
    expect(cache.known('a', cache.get('a'))).toBe(false);
    feed.hear(sessionChange('a', -1));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.fixedRow('a')).toBeUndefined();
  });

  it('hears changes to a session while it is being read, before anything is cached', async () => {
    const feed = fakeFeed({ immediate: true });
    const cache = createStateCache({ changes: feed, size: 10 });
    await cache.loading('a', async () => {
      feed.hear(sessionChange('a', 7));
    });
    const stale = entry(6, { seen: cache.seenNow('live', feed.epoch()) });
    cache.remember('a', stale);
    expect(cache.known('a', stale)).toBe(false);
  });
});
