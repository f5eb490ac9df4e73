import { DEFAULT_TIMER_CONFIG } from '@levelup/shared/timer';
import { describe, expect, it } from 'vitest';
import {
  formatTimerTime,
  isFlashing,
  loadTimerConfig,
  saveTimerConfig,
  TIMER_CONFIG_KEY,
} from './timer-face';

describe('timer face', () => {
  it('shows m:ss rounded up to the whole second', () => {
    expect(formatTimerTime(60_000)).toBe('1:00');
    expect(formatTimerTime(2_100)).toBe('0:03');
    expect(formatTimerTime(3_600_000)).toBe('60:00');
    expect(formatTimerTime(0)).toBe('0:00');
  });

  it('flashes only in the last 5 s of a running phase', () => {
    expect(isFlashing('work', 5_000)).toBe(true);
    expect(isFlashing('rest', 100)).toBe(true);
    expect(isFlashing('work', 5_001)).toBe(false);
    expect(isFlashing('work', 0)).toBe(false);
    expect(isFlashing('paused', 3_000)).toBe(false);
    expect(isFlashing('complete', 0)).toBe(false);
  });

  it('keeps the config on the device, defaulting what is missing or bad', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    expect(loadTimerConfig(storage)).toEqual(DEFAULT_TIMER_CONFIG);
    saveTimerConfig(storage, { ...DEFAULT_TIMER_CONFIG, workSeconds: 45 });
    expect(loadTimerConfig(storage).workSeconds).toBe(45);
    items.set(TIMER_CONFIG_KEY, '{"cycles":-3');
    expect(loadTimerConfig(storage)).toEqual(DEFAULT_TIMER_CONFIG);
    items.set(TIMER_CONFIG_KEY, '{"cycles":-3}');
    expect(loadTimerConfig(storage)).toEqual(DEFAULT_TIMER_CONFIG);
  });
});
