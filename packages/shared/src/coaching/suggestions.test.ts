import { describe, expect, it } from 'vitest';
import {
  suggestedBuildUpSet,
  suggestedSet,
  suggestedWarmUpSet,
  suggestedWorkingSet,
  suggestionMax,
} from './suggestions';
import { fromKg, toKg } from './units';
import { buildUpPercents } from './warm-up';

const settings = { rm: 1 as const, warmupPercent: 60, warmups: buildUpPercents('pyramid') };

describe('suggestionMax', () => {
  it('prefers the best e1RM, then Fast Intake’s seed (a client with no history)', () => {
    expect(suggestionMax(110, 75)).toBe(110);
    expect(suggestionMax(null, 75)).toBe(75);
    expect(suggestionMax(undefined, null)).toBeNull();
    expect(suggestionMax(0, 0)).toBeNull();
  });
});

describe('suggestedWorkingSet', () => {
  it('takes the percent of the RM anchor load, on 2.5 kg, with the percent table’s reps', () => {
    expect(suggestedWorkingSet(100, 80)).toEqual({ kg: 80, reps: 3 });
    expect(suggestedWorkingSet(117, 70)).toEqual({ kg: 82.5, reps: 5 });
    expect(suggestedWorkingSet(100, 92.5)).toEqual({ kg: 92.5, reps: 1 });
    expect(suggestedWorkingSet(100, 60)).toEqual({ kg: 60, reps: 8 });
    // 5RM anchor: 116.67 / (1 + 5/30) = 100 kg.
    expect(suggestedWorkingSet(116.667, 80, 5)).toEqual({ kg: 80, reps: 3 });
  });

  it('suggests nothing without a max', () => {
    expect(suggestedWorkingSet(null, 80)).toBeNull();
    expect(suggestedWorkingSet(0, 80)).toBeNull();
  });
});

describe('warm-up and build-up suggestions', () => {
  it('warms up at the warm-up percent of the working weight, reps 6-8', () => {
    expect(suggestedWarmUpSet(100, 80, settings)).toEqual({ kg: 47.5, reps: 6 });
    expect(suggestedWarmUpSet(null, 80, settings)).toBeNull();
  });

  it('builds up by the pyramid and the reverse pyramid', () => {
    expect(suggestedBuildUpSet(100, 0, settings)).toEqual({ kg: 70, reps: 5 });
    expect(suggestedBuildUpSet(100, 2, settings)).toEqual({ kg: 90, reps: 1 });
    expect(suggestedBuildUpSet(100, 3, settings)).toBeNull();
    const reverse = { ...settings, warmups: buildUpPercents('reverse') };
    expect(suggestedBuildUpSet(100, 2, reverse)).toEqual({ kg: 100, reps: 1 });
    expect(suggestedBuildUpSet(100, 4, reverse)).toEqual({ kg: 80, reps: 3 });
  });
});

describe('suggestedSet', () => {
  it('fills a cell with the working, warm-up or build-up set of its client', () => {
    expect(suggestedSet({ kind: 'working', percent: 80 }, 100, settings)).toEqual({
      kg: 80,
      reps: 3,
      isWarmup: false,
    });
    expect(suggestedSet({ kind: 'warmup', workingPercent: 80 }, 100, settings)).toEqual({
      kg: 47.5,
      reps: 6,
      isWarmup: true,
    });
    expect(suggestedSet({ kind: 'build-up', index: 1 }, 100, settings)).toEqual({
      kg: 80,
      reps: 3,
      isWarmup: false,
    });
  });

  it('rounds the working and warm-up loads as told (a pound gym: whole 5 lb marks)', () => {
    const toFiveLb = (kg: number) => toKg(Math.round(fromKg(kg, 'lb') / 5) * 5, 'lb');
    // 80 % of 100 kg is 176.37 lb: 175 lb, not 80 kg's 2.5 kg mark.
    expect(suggestedSet({ kind: 'working', percent: 80 }, 100, settings, toFiveLb)).toEqual({
      kg: toKg(175, 'lb'),
      reps: 3,
      isWarmup: false,
    });
    // 60 % of 175 lb is 105 lb.
    expect(suggestedSet({ kind: 'warmup', workingPercent: 80 }, 100, settings, toFiveLb)?.kg).toBe(
      toKg(105, 'lb'),
    );
  });

  it('leaves a client with no history and no intake estimate alone', () => {
    expect(
      suggestedSet({ kind: 'working', percent: 80 }, suggestionMax(null, null), settings),
    ).toBe(null);
  });
});
