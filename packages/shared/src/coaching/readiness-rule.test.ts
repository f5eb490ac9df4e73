import { describe, expect, it } from 'vitest';
import { DEFAULT_READINESS_RULE } from '../schemas/gym';
import { changedLoad, readinessChange } from './readiness-rule';

describe('the readiness rule', () => {
  it.each([
    [100, 0],
    [70, 0],
    [69, -5],
    [55, -5],
    [54, -10],
    [40, -10],
    [39, -15],
    [0, -15],
  ])('changes the load at readiness %i by %i %%', (score, percent) => {
    expect(readinessChange(score, DEFAULT_READINESS_RULE)).toBe(percent);
  });

  it('changes nothing for a client without a check-in today', () => {
    expect(readinessChange(null, DEFAULT_READINESS_RULE)).toBe(0);
    expect(readinessChange(undefined, DEFAULT_READINESS_RULE)).toBe(0);
  });

  it("follows a gym's own bands, in any order", () => {
    const rule = [
      { minScore: 0, percent: -20 },
      { minScore: 80, percent: 5 },
    ];
    expect(readinessChange(79, rule)).toBe(-20);
    expect(readinessChange(80, rule)).toBe(5);
  });

  it('changes a load by its percent', () => {
    expect(changedLoad(100, -10)).toBe(90);
    expect(changedLoad(100, 0)).toBe(100);
  });
});
