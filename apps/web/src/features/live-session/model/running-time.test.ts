import { describe, expect, it } from 'vitest';
import { formatRunningTime } from './running-time';

const start = '2025-03-01T09:00:00.000Z';
const at = (minutes: number, seconds = 0) => Date.parse(start) + minutes * 60_000 + seconds * 1000;

describe('formatRunningTime', () => {
  it('counts whole minutes under an hour', () => {
    expect(formatRunningTime(start, at(0, 30))).toBe('under 1 min');
    expect(formatRunningTime(start, at(1))).toBe('1 min');
    expect(formatRunningTime(start, at(42, 59))).toBe('42 min');
    expect(formatRunningTime(start, at(59, 59))).toBe('59 min');
  });

  it('counts hours and minutes from an hour on', () => {
    expect(formatRunningTime(start, at(60))).toBe('1 h');
    expect(formatRunningTime(start, at(65))).toBe('1 h 5 min');
    expect(formatRunningTime(start, at(12 * 60 + 1))).toBe('12 h 1 min');
  });

  it('reads a start ahead of the device clock as just started', () => {
    expect(formatRunningTime(start, at(-3))).toBe('under 1 min');
  });
});
