const MINUTE_MS = 60_000;

/** When and on which calendar day of the client's own time zone a check-in was made. */
export interface CalendarMoment {
  /** YYYY-MM-DD in the client's time zone. */
  day: string;
  utcOffsetMinutes: number;
  loggedAt: Date;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T[^Z+-]*(?:Z|([+-])(\d{2}):?(\d{2}))$/i;

/**
 * Reads the `date` a check-in carries. A timestamp with an offset is the moment on the client's
 * clock, so its day is the date as written (07:30+10:00 on the 3rd is the 3rd, although it is
 * still the 2nd in UTC). A plain calendar date is that day, logged now, in UTC.
 */
export function calendarMomentOf(date: string, now: Date): CalendarMoment {
  const match = DATE_TIME.exec(date);
  if (!match) return { day: date.slice(0, 10), utcOffsetMinutes: 0, loggedAt: now };
  const [, day, sign, hours, minutes] = match;
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
  return { day: day as string, utcOffsetMinutes: offset, loggedAt: new Date(date) };
}

/** `instant` written on the client's clock: '2026-03-02T07:40:00.000+01:00'. */
export function withOffset(instant: Date, utcOffsetMinutes: number): string {
  const local = new Date(instant.getTime() + utcOffsetMinutes * MINUTE_MS).toISOString();
  if (utcOffsetMinutes === 0) return local;
  const sign = utcOffsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(utcOffsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local.slice(0, -1)}${sign}${hh}:${mm}`;
}
