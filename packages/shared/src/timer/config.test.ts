import { describe, expect, it } from 'vitest';
import { clampTimerStepperValue, DEFAULT_TIMER_CONFIG, normaliseTimerConfig } from './config';
import { createTimer } from './interval-timer';
import { timerSyncSchema, toTimerSync } from './sync';

describe('timer config', () => {
  it('keeps non-negative finite values and defaults the rest', () => {
    expect(
      normaliseTimerConfig({
        prepareSeconds: 0,
        workSeconds: 45.4,
        restSeconds: -1,
        cycles: Number.POSITIVE_INFINITY,
        sets: '3',
        setRestSeconds: 9999,
      }),
    ).toEqual({
      prepareSeconds: 0,
      workSeconds: 45,
      restSeconds: 60,
      cycles: 6,
      sets: 6,
      setRestSeconds: 3600,
    });
  });

  it('gives the defaults for anything that is not an object', () => {
    expect(normaliseTimerConfig(null)).toEqual(DEFAULT_TIMER_CONFIG);
    expect(normaliseTimerConfig('fast')).toEqual(DEFAULT_TIMER_CONFIG);
    expect(normaliseTimerConfig({})).toEqual(DEFAULT_TIMER_CONFIG);
  });

  it('defaults only the missing fields of a partial config', () => {
    expect(normaliseTimerConfig({ cycles: 3 })).toEqual({ ...DEFAULT_TIMER_CONFIG, cycles: 3 });
  });

  it('rounds and clamps stepper values to 0-3600', () => {
    expect(clampTimerStepperValue(12.6)).toBe(13);
    expect(clampTimerStepperValue(-4)).toBe(0);
    expect(clampTimerStepperValue(4000)).toBe(3600);
    expect(clampTimerStepperValue(Number.NaN)).toBe(0);
  });
});

describe('timer sync', () => {
  it('defaults the phase to idle and rejects bad values', () => {
    expect(timerSyncSchema.parse({ remainingMs: 0, isRunning: false }).phase).toBe('idle');
    expect(
      timerSyncSchema.safeParse({ phase: 'work', remainingMs: Number.NaN, isRunning: true })
        .success,
    ).toBe(false);
  });

  it('reports an idle timer as not running', () => {
    expect(toTimerSync(createTimer())).toEqual({ phase: 'idle', remainingMs: 0, isRunning: false });
  });
});
