import { describe, expect, it } from 'vitest';
import { createLimiterStore, delayAfterFailures } from './rate-limiter';

describe('growing delays per email', () => {
  const delay = { freeFailures: 3, firstDelaySeconds: 2, maxDelaySeconds: 60, windowSeconds: 3600 };

  it('holds nothing for the free failures, then doubles the hold up to the cap', () => {
    expect([0, 1, 2, 3].map((n) => delayAfterFailures(n, delay))).toEqual([0, 0, 0, 0]);
    expect([4, 5, 6, 7, 8, 9].map((n) => delayAfterFailures(n, delay))).toEqual([
      2, 4, 8, 16, 32, 60,
    ]);
    expect(delayAfterFailures(10_000, delay)).toBe(60);
  });
});

describe('keyed limiter in memory', () => {
  const limit = { max: 3, windowSeconds: 60 };

  it('takes max attempts per window, then answers the seconds left', async () => {
    const limiter = createLimiterStore({ redis: null })('test', limit);
    expect([await limiter.take('a'), await limiter.take('a'), await limiter.take('a')]).toEqual([
      null,
      null,
      null,
    ]);
    const wait = await limiter.take('a');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.take('b')).toBeNull();
  });

  it('reports a block without counting, gives attempts back, and forgets a key on reset', async () => {
    const limiter = createLimiterStore({ redis: null })('test', limit);
    expect(await limiter.blockedFor('a')).toBeNull();
    expect(await limiter.count('a')).toBe(1);
    expect(await limiter.count('a')).toBe(2);
    expect(await limiter.blockedFor('a')).toBeNull();
    await limiter.take('a');
    expect(await limiter.blockedFor('a')).toBeGreaterThan(0);
    await limiter.giveBack('a');
    expect(await limiter.blockedFor('a')).toBeNull();
    await limiter.count('a');
    await limiter.reset('a');
    expect(await limiter.blockedFor('a')).toBeNull();
  });

  it('holds a key for the seconds asked', async () => {
    const limiter = createLimiterStore({ redis: null })('test', { max: 1, windowSeconds: 600 });
    await limiter.hold('a', 30);
    expect(await limiter.blockedFor('a')).toBe(30);
    expect(await limiter.blockedFor('b')).toBeNull();
  });

  it('keeps purposes apart', async () => {
    const store = createLimiterStore({ redis: null });
    const one = store('one', { max: 1, windowSeconds: 60 });
    const two = store('two', { max: 1, windowSeconds: 60 });
    await one.take('a');
    expect(await one.blockedFor('a')).not.toBeNull();
    expect(await two.blockedFor('a')).toBeNull();
  });
});
