import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyInstant, testInstant as instant, TEST_TIME_ZONES } from '../testing/time-zones';
import { addDays, calendarMomentOf, dayAt, isoOffset, withOffset } from './days';

const DAY_MS = 86_400_000;
const MAX_OFFSET_MINUTES = 14 * 60;

const offset = fc.integer({ min: -MAX_OFFSET_MINUTES, max: MAX_OFFSET_MINUTES });
const day = fc
  .integer({ min: 0, max: 36_500 })
  .map((n) => new Date(Date.UTC(2000, 0, 1) + n * DAY_MS).toISOString().slice(0, 10));

/** The offset and the calendar day a zone's clock shows at `at`, as the platform's tz data has it. */
function zoneClock(zone: string, at: Date): { offset: number; day: string } {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!match) throw new Error(`Unexpected offset name ${name}`);
  const [, sign, hours, minutes] = match;
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return { offset, day: `${part('year')}-${part('month')}-${part('day')}` };
}

describe('calendar days (properties)', () => {
  it("is the day a zone's clock shows, with the offset it has then (DST included)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEST_TIME_ZONES), instant, (zone, at) => {
        const clock = zoneClock(zone, at);
        expect(dayAt(at, clock.offset)).toBe(clock.day);
      }),
    );
  });

  it('turns at midnight on the clock, not in UTC', () => {
    fc.assert(
      fc.property(day, offset, (d, minutes) => {
        const midnight = new Date(Date.parse(`${d}T00:00:00Z`) - minutes * 60_000);
        expect(dayAt(midnight, minutes)).toBe(d);
        expect(dayAt(new Date(midnight.getTime() - 1), minutes)).toBe(addDays(d, -1));
        expect(dayAt(new Date(midnight.getTime() + DAY_MS - 1), minutes)).toBe(d);
      }),
    );
  });

  it('moves a day per 24 hours at a fixed offset, and addDays undoes itself', () => {
    fc.assert(
      fc.property(instant, offset, fc.integer({ min: -400, max: 400 }), (at, minutes, n) => {
        const later = new Date(at.getTime() + n * DAY_MS);
        expect(dayAt(later, minutes)).toBe(addDays(dayAt(at, minutes), n));
        expect(addDays(addDays(dayAt(at, minutes), n), -n)).toBe(dayAt(at, minutes));
      }),
    );
  });

  it('reads back a check-in written with its offset: the same moment, offset and day', () => {
    fc.assert(
      fc.property(instant, offset, anyInstant, (at, minutes, now) => {
        const written = withOffset(at, minutes);
        expect(written.slice(0, 10)).toBe(dayAt(at, minutes));
        expect(calendarMomentOf(written, now)).toEqual({
          day: dayAt(at, minutes),
          utcOffsetMinutes: minutes,
          loggedAt: at,
        });
      }),
    );
  });

  it('writes an offset as ISO 8601 does, and reads it back', () => {
    fc.assert(
      fc.property(offset, (minutes) => {
        const written = isoOffset(minutes);
        expect(written).toMatch(/^[+-]\d{2}:[0-5]\d$/);
        expect(calendarMomentOf(`2030-01-02T12:00:00${written}`, new Date()).utcOffsetMinutes).toBe(
          minutes,
        );
      }),
    );
  });
});
