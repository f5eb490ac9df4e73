import { describe, expect, it } from 'vitest';
import { dotsScore } from './dots';

describe('dotsScore', () => {
  it('matches the published values', () => {
    expect(dotsScore(500, 90, 'M')).toBeCloseTo(323.3, 1);
    expect(dotsScore(300, 60, 'F')).toBeCloseTo(332.56, 1);
  });

  it('clamps bodyweight to 40-210 kg for men and 40-150 kg for women', () => {
    expect(dotsScore(300, 30, 'M')).toBeCloseTo(dotsScore(300, 40, 'M'), 10);
    expect(dotsScore(300, 40, 'M')).toBeCloseTo(381.33, 1);
    expect(dotsScore(800, 250, 'M')).toBeCloseTo(dotsScore(800, 210, 'M'), 10);
    expect(dotsScore(800, 210, 'M')).toBeCloseTo(396.5, 1);
    expect(dotsScore(400, 160, 'F')).toBeCloseTo(dotsScore(400, 150, 'F'), 10);
  });

  it('is 0 for no total or no bodyweight', () => {
    expect(dotsScore(0, 90, 'M')).toBe(0);
    expect(dotsScore(500, 0, 'M')).toBe(0);
    expect(dotsScore(Number.NaN, 90, 'M')).toBe(0);
  });
});
