import type { LifestyleLog } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import { localDay, localTimestamp, todaysLog } from './local-day';

const log = (id: string, date: string, day?: string): LifestyleLog => ({
  id,
  date,
  day,
  sleep: 2,
  stress: 2,
  soreness: 2,
  bodyWeight: 80,
  noteToTrainer: null,
  injuries: {},
  workoutIntensity: 'make-progress',
});

describe('local day', () => {
  const now = new Date(2030, 0, 2, 7, 5, 9);

  it('writes the device day and a timestamp with its offset', () => {
    expect(localDay(now)).toBe('2030-01-02');
    expect(localTimestamp(now)).toMatch(/^2030-01-02T07:05:09[+-]\d{2}:\d{2}$/);
    expect(new Date(localTimestamp(now)).getTime()).toBe(now.getTime());
  });

  it("picks today's entry by its day, else by its date", () => {
    expect(todaysLog([log('a', '2030-01-01T20:00:00Z')], now)).toBeNull();
    expect(todaysLog([log('b', '2030-01-01T23:30:00Z', '2030-01-02')], now)?.id).toBe('b');
    expect(todaysLog([log('c', '2030-01-02T06:00:00+01:00')], now)?.id).toBe('c');
    expect(todaysLog(undefined, now)).toBeNull();
  });
});
