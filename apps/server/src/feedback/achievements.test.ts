import { describe, expect, it } from 'vitest';
import { summariseAchievements } from './achievements';

describe('session achievements', () => {
  it('counts verified sets per exercise and marks a beaten best e1RM as a PR', () => {
    const names = new Map([
      ['squat', 'Back Squat'],
      ['bench', 'Bench Press'],
    ]);
    const result = summariseAchievements(
      [
        { exerciseId: 'squat', kg: 100, reps: 5 },
        { exerciseId: 'squat', kg: 110, reps: 3 },
        { exerciseId: 'bench', kg: 60, reps: 8 },
      ],
      [
        { exerciseId: 'squat', kg: 100, reps: 5 },
        { exerciseId: 'bench', kg: 70, reps: 8 },
      ],
      names,
    );
    expect(result).toEqual({
      verifiedSets: 3,
      personalRecords: 1,
      exercises: [
        { exercise: 'Back Squat', verifiedSets: 2, bestKg: 110, bestReps: 3, personalRecord: true },
        {
          exercise: 'Bench Press',
          verifiedSets: 1,
          bestKg: 60,
          bestReps: 8,
          personalRecord: false,
        },
      ],
    });
  });

  it('a first session of an exercise is no PR, and no sets is empty', () => {
    const result = summariseAchievements([{ exerciseId: 'x', kg: 50, reps: 5 }], [], new Map());
    expect(result.personalRecords).toBe(0);
    expect(summariseAchievements([], [], new Map()).exercises).toEqual([]);
  });
});
