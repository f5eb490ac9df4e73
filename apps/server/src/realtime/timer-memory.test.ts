import { describe, expect, it } from 'vitest';
import { createTimerMemory } from './timer-memory';

describe('the last timer of each session', () => {
  it('hands a running timer out with the time since its sync taken off', async () => {
    let now = 1_000;
    const timers = createTimerMemory({ redis: null, now: () => now, onError: () => {} });
    expect(await timers.last('s1')).toBeNull();

    timers.remember('s1', { phase: 'work', remainingMs: 30_000, isRunning: true });
    timers.remember('s2', { phase: 'paused', remainingMs: 12_000, isRunning: false });
    now += 4_000;
    expect(await timers.last('s1')).toEqual({
      phase: 'work',
      remainingMs: 26_000,
      isRunning: true,
    });
    expect(await timers.last('s2')).toEqual({
      phase: 'paused',
      remainingMs: 12_000,
      isRunning: false,
    });
    now += 60_000;
    expect((await timers.last('s1'))?.remainingMs).toBe(0);

    timers.remember('s1', { phase: 'rest', remainingMs: 5_000, isRunning: true });
    expect(await timers.last('s1')).toEqual({ phase: 'rest', remainingMs: 5_000, isRunning: true });
  });
});
