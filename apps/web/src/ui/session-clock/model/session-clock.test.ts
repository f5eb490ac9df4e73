import { describe, expect, it } from 'vitest';
import { formatSessionClock, sessionClockRemainingMs } from './session-clock';

const start = '2026-01-05T09:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('session clock', () => {
  it('counts down 55 minutes from the start time', () => {
    expect(formatSessionClock(sessionClockRemainingMs(start, at(start)))).toBe('55:00');
    expect(formatSessionClock(sessionClockRemainingMs(start, at('2026-01-05T09:00:00.400Z')))).toBe(
      '55:00',
    );
    expect(formatSessionClock(sessionClockRemainingMs(start, at('2026-01-05T09:10:30.000Z')))).toBe(
      '44:30',
    );
    expect(formatSessionClock(sessionClockRemainingMs(start, at('2026-01-05T09:54:59.500Z')))).toBe(
      '00:01',
    );
  });

  it('stops at zero after 55 minutes, and shows 55:00 before the start or for a bad time', () => {
    expect(sessionClockRemainingMs(start, at('2026-01-05T11:00:00.000Z'))).toBe(0);
    expect(sessionClockRemainingMs(null, 0)).toBe(3_300_000);
    expect(sessionClockRemainingMs('soon', 0)).toBe(3_300_000);
    // A tablet clock a little behind the server's never shows more than 55:00.
    expect(sessionClockRemainingMs(start, at('2026-01-05T08:59:58.000Z'))).toBe(3_300_000);
  });
});
