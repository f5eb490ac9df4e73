import { describe, expect, it } from 'vitest';
import { createKeyedLimiter } from './rate-limiter';

function clock() {
  let at = new Date('2030-01-01T00:00:00Z').getTime();
  return {
    now: () => new Date(at),
    advance(seconds: number) {
      at += seconds * 1000;
    },
  };
}

const limit = { max: 3, windowSeconds: 60 };

describe('keyed limiter', () => {
  it('allows max events per window, then answers the seconds left', () => {
    const c = clock();
    const limiter = createKeyedLimiter(c.now);
    expect([1, 2, 3].map(() => limiter.hit('a', limit))).toEqual([null, null, null]);
    expect(limiter.hit('a', limit)).toBe(60);
    c.advance(45.5);
    expect(limiter.hit('a', limit)).toBe(15);
    c.advance(15);
    expect(limiter.hit('a', limit)).toBeNull();
  });

  it('keeps keys apart', () => {
    const limiter = createKeyedLimiter(clock().now);
    for (let i = 0; i < 3; i += 1) limiter.hit('a', limit);
    expect(limiter.hit('a', limit)).not.toBeNull();
    expect(limiter.hit('b', limit)).toBeNull();
  });

  it('reports a block without counting, and forgets a key on reset', () => {
    const limiter = createKeyedLimiter(clock().now);
    expect(limiter.blockedFor('a', limit)).toBeNull();
    for (let i = 0; i < 3; i += 1) limiter.hit('a', limit);
    expect(limiter.blockedFor('a', limit)).toBe(60);
    limiter.reset('a');
    expect(limiter.blockedFor('a', limit)).toBeNull();
    expect(limiter.hit('a', limit)).toBeNull();
  });

  it('starts a fresh window once the old one ended, also while many keys are held', () => {
    const c = clock();
    const limiter = createKeyedLimiter(c.now);
    for (let i = 0; i < 10_000; i += 1) limiter.hit(`k${i}`, limit);
    c.advance(61);
    limiter.hit('fresh', limit);
    for (let i = 0; i < 3; i += 1) expect(limiter.hit('k1', limit)).toBeNull();
  });
});
