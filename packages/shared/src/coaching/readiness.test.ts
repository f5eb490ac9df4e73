import { describe, expect, it } from 'vitest';
import { LOW_READINESS_THRESHOLD } from '../constants';
import { readinessScore } from './readiness';

describe('readinessScore', () => {
  it('is 0 for the lowest levels and 100 for the highest', () => {
    expect(readinessScore({ sleep: 0, stress: 0, soreness: 0 })).toBe(0);
    expect(readinessScore({ sleep: 4, stress: 4, soreness: 4 })).toBe(100);
  });

  it('weighs soreness 15 and sleep and stress 10 each, out of 4 * 35', () => {
    // 100 * (10*2 + 10*3 + 15*1) / 140 = 46.43
    expect(readinessScore({ sleep: 2, stress: 3, soreness: 1 })).toBe(46);
    // 100 * 15*4 / 140 = 42.86: soreness alone weighs more than sleep and stress together.
    expect(readinessScore({ sleep: 0, stress: 0, soreness: 4 })).toBe(43);
    expect(readinessScore({ sleep: 4, stress: 0, soreness: 0 })).toBe(29);
    // The middle of every slider: exactly half.
    expect(readinessScore({ sleep: 2, stress: 2, soreness: 2 })).toBe(50);
  });

  it('rounds to whole points and crosses the lifestyle-red threshold where the formula says', () => {
    // 100 * (10*1 + 10*1 + 15*2) / 140 = 35.71
    expect(readinessScore({ sleep: 1, stress: 1, soreness: 2 })).toBe(36);
    expect(readinessScore({ sleep: 1, stress: 1, soreness: 2 })).toBeLessThan(
      LOW_READINESS_THRESHOLD,
    );
    // 100 * (10*2 + 10*2 + 15*1) / 140 = 39.29, still below; one more stress level is 46.
    expect(readinessScore({ sleep: 2, stress: 2, soreness: 1 })).toBe(39);
  });

  it('reads levels outside 0-4 as the nearest bound', () => {
    expect(readinessScore({ sleep: 9, stress: 4, soreness: 4 })).toBe(100);
    expect(readinessScore({ sleep: -3, stress: 0, soreness: Number.NaN })).toBe(0);
  });
});
