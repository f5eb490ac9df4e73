import { describe, expect, it } from 'vitest';
import { cellValues, cellValuesLabel, exercisePlanText } from './plan-display';
import { emptyCell } from './state';

const planned = { ...emptyCell(), kg: 75, reps: 8, sets: 4, planned: true };

describe('cellValues', () => {
  it('shows the plan’s load, reps and set count, marked as planned', () => {
    expect(cellValues(planned)).toEqual({ kg: '75', reps: '8', sets: '×4', planned: true });
  });

  it('shows a dash, not 0 kg, for a planned cell without a load', () => {
    expect(cellValues({ ...planned, kg: 0 }).kg).toBe('–');
  });

  it('shows no count for a single set', () => {
    expect(cellValues({ ...planned, sets: 1 }).sets).toBeNull();
  });

  it("shows the load in the viewer's unit, a pound typed as the same pound", () => {
    const lb = { ...emptyCell(), kg: 102.0583, reps: 5 };
    expect(cellValues(lb, 'lb').kg).toBe('225');
    expect(cellValues(lb).kg).toBe('102.06');
    expect(cellValues({ ...planned, kg: 0 }, 'lb').kg).toBe('–');
  });

  it('shows a performed set as it is, and no count without a plan', () => {
    expect(cellValues({ ...emptyCell(), kg: 0, reps: 12 })).toEqual({
      kg: '0',
      reps: '12',
      sets: null,
      planned: false,
    });
  });
});

describe('cellValuesLabel', () => {
  it('says the plan in words while the cell is the plan', () => {
    expect(cellValuesLabel(planned, 'Back Squat', 'Ann')).toBe(
      'Back Squat, Ann: planned 4 sets of 8 reps at 75 kg',
    );
    expect(cellValuesLabel({ ...planned, kg: 0, sets: 1 }, 'Row', 'Bo')).toBe(
      'Row, Bo: planned 1 set of 8 reps',
    );
  });

  it('says the set once it was entered', () => {
    expect(cellValuesLabel({ ...emptyCell(), kg: 80, reps: 6 }, 'Row', 'Bo')).toBe(
      'Row, Bo: 80 kg, 6 reps',
    );
  });

  it("says the load in the viewer's unit", () => {
    expect(cellValuesLabel({ ...emptyCell(), kg: 102.0583, reps: 5 }, 'Row', 'Bo', 'lb')).toBe(
      'Row, Bo: 225 lb, 5 reps',
    );
    expect(cellValuesLabel({ ...planned, kg: 102.0583 }, 'Back Squat', 'Ann', 'lb')).toBe(
      'Back Squat, Ann: planned 4 sets of 8 reps at 225 lb',
    );
  });
});

describe('exercisePlanText', () => {
  it('gives the working sets by the rep range, and the warm-up rule', () => {
    expect(
      exercisePlanText({
        reps: { minReps: 8, maxReps: 10 },
        sets: { sets: 4 },
        warmup: { pctOfWorking: 60, sets: 2, reps: 8 },
      }),
    ).toEqual({ working: '4×8–10', warmUp: 'warm-up 2×8 @ 60%' });
    expect(exercisePlanText({ reps: { minReps: 12, maxReps: 12 } })).toEqual({
      working: '1×12',
      warmUp: null,
    });
  });

  it('is null when the workout plans nothing for the exercise', () => {
    expect(exercisePlanText(undefined)).toBeNull();
    expect(exercisePlanText({ sets: { sets: 3 } })).toBeNull();
  });
});
