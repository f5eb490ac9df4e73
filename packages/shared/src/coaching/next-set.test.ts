import { describe, expect, it } from 'vitest';
import { nextSetLoad } from './next-set';

describe('the next set from the last', () => {
  it("loads RPE 9.5 on 100 kg x 5, aiming at 5 reps at RPE 9, at 83.7 % of the set's e1RM", () => {
    // e1RM = 100 / 0.85 = 117.65; 83.7 % of it is 98.47 (97.5 kg once rounded to plates).
    expect(nextSetLoad({ kg: 100, reps: 5, rpe: 9.5 }, { reps: 5, rpe: 9 })).toBeCloseTo(98.47, 2);
  });

  it('aims at RPE 8 when the workout names no target', () => {
    expect(nextSetLoad({ kg: 100, reps: 5, rpe: 8 }, { reps: 5 })).toBeCloseTo(100, 6);
  });

  it('says nothing for a set without an RPE, or without load', () => {
    expect(nextSetLoad({ kg: 100, reps: 5 }, { reps: 5 })).toBeNull();
    expect(nextSetLoad({ kg: 0, reps: 5, rpe: 8 }, { reps: 5 })).toBeNull();
  });
});
