import { testInstant as instant, TEST_TIME_ZONES } from '@levelup/shared/testing/time-zones';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { localDay, localTimestamp } from './local-day';

const pad = (n: number) => String(n).padStart(2, '0');
const zoneBefore = process.env.TZ;

// Node reads TZ again whenever it is set, so each run plays a device in another zone.
function onDeviceIn(zone: string): void {
  process.env.TZ = zone;
}

afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe('local day (properties)', () => {
  it("is the date the device's own clock shows, across DST changes and midnights", () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEST_TIME_ZONES), instant, (zone, now) => {
        onDeviceIn(zone);
        const shown = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
        expect(localDay(now)).toBe(shown);
      }),
    );
  });

  it('writes the same moment, to the second, on that day with its offset', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEST_TIME_ZONES), instant, (zone, now) => {
        onDeviceIn(zone);
        const written = localTimestamp(now);
        expect(written).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
        expect(written.slice(0, 10)).toBe(localDay(now));
        expect(new Date(written).getTime()).toBe(Math.floor(now.getTime() / 1000) * 1000);
      }),
    );
  });
});
