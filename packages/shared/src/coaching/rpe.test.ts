import { describe, expect, it } from 'vitest';
import { estimatedOneRepMax } from './one-rep-max';
import {
  loadAtRpe,
  repsAtPercent,
  rirOf,
  rpeAtPercent,
  rpeOfRir,
  rpePercent,
  setE1rm,
} from './rpe';

/**
 * The RTS chart as published (percent of 1RM, reps 1-12 across), RPE 10 down to 6.5; the RPE 6
 * row continues the chart's column by its own step (see rpe.ts).
 */
const PUBLISHED: Record<string, number[]> = {
  '10': [100, 95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0],
  '9.5': [97.8, 93.9, 90.7, 87.8, 85.0, 82.4, 79.9, 77.4, 75.1, 72.3, 69.4, 66.7],
  '9': [95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3],
  '8.5': [93.9, 90.7, 87.8, 85.0, 82.4, 79.9, 77.4, 75.1, 72.3, 69.4, 66.7, 64.0],
  '8': [92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3, 62.6],
  '7.5': [90.7, 87.8, 85.0, 82.4, 79.9, 77.4, 75.1, 72.3, 69.4, 66.7, 64.0, 61.3],
  '7': [89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3, 62.6, 59.9],
  '6.5': [87.8, 85.0, 82.4, 79.9, 77.4, 75.1, 72.3, 69.4, 66.7, 64.0, 61.3, 58.6],
  '6': [86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3, 62.6, 59.9, 57.2],
};
const CELLS = Object.entries(PUBLISHED).flatMap(([rpe, row]) =>
  row.map((percent, i) => ({ rpe: Number(rpe), reps: i + 1, percent })),
);

describe('the RTS chart', () => {
  it.each(CELLS)('gives $percent % for $reps reps at RPE $rpe', ({ rpe, reps, percent }) => {
    expect(rpePercent(reps, rpe)).toBe(percent);
  });

  it('reads each whole RPE point lower as one rep further, and the halves between', () => {
    expect(rpePercent(1, 9)).toBe(rpePercent(2, 10));
    expect(rpePercent(1, 9.5)).toBe(97.8);
    expect(rirOf(9.5)).toBe(0.5);
    expect(rpeOfRir(2)).toBe(8);
  });

  it('has nothing off the chart: reps 0 or 13, RPE 5.5 or 10.5, RPE 7.25', () => {
    expect(rpePercent(0, 8)).toBeNull();
    expect(rpePercent(13, 8)).toBeNull();
    expect(rpePercent(5, 5.5)).toBeNull();
    expect(rpePercent(5, 10.5)).toBeNull();
    expect(rpePercent(5, 7.25)).toBeNull();
    expect(rpePercent(2.5, 8)).toBeNull();
  });

  it.each(CELLS)('reads back $reps reps at RPE $rpe from $percent %', ({ rpe, reps, percent }) => {
    // One percent is the same on several rows (RPE 9 x 1 = RPE 10 x 2), so each inverse is
    // checked along the axis it reads.
    expect(repsAtPercent(percent, rpe)).toBe(reps);
    expect(rpePercent(reps, rpeAtPercent(reps, percent) ?? 0)).toBe(percent);
  });

  it('reads an RPE from reps and a percent between rows to the nearest row', () => {
    expect(rpeAtPercent(5, 86.3)).toBe(10);
    expect(rpeAtPercent(5, 81.2)).toBe(8);
    expect(rpeAtPercent(13, 80)).toBeNull();
  });
});

describe("a set's e1RM", () => {
  it('uses the chart for a set with an RPE: 100 kg x 5 at RPE 9.5 is 100 / 85 %', () => {
    expect(setE1rm({ kg: 100, reps: 5, rpe: 9.5 })).toBeCloseTo(117.647, 3);
    expect(setE1rm({ kg: 100, reps: 1, rpe: 10 })).toBe(100);
  });

  it('uses Epley without an RPE, or past the chart', () => {
    expect(setE1rm({ kg: 100, reps: 5 })).toBe(estimatedOneRepMax(100, 5));
    expect(setE1rm({ kg: 100, reps: 15, rpe: 8 })).toBe(estimatedOneRepMax(100, 15));
  });

  it('is 0 for a set without load or reps', () => {
    expect(setE1rm({ kg: 0, reps: 5, rpe: 8 })).toBe(0);
    expect(setE1rm({ kg: 100, reps: 0 })).toBe(0);
  });
});

describe('the load for reps at an RPE', () => {
  it("is the chart's percent of the max", () => {
    expect(loadAtRpe(200, 5, 8)).toBeCloseTo(162.2, 6);
  });

  it('past the chart, is Epley inverted at reps plus reps in reserve', () => {
    expect(loadAtRpe(200, 15, 8)).toBeCloseTo(200 / (1 + 17 / 30), 6);
  });

  it('is 0 without a max', () => {
    expect(loadAtRpe(null, 5, 8)).toBe(0);
    expect(loadAtRpe(0, 5, 8)).toBe(0);
  });
});
