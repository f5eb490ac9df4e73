/**
 * The client's calendar day, the one rule for web and server: an instant read on a clock
 * `utcOffsetMinutes` east of UTC (the offset the device had then, DST included).
 */
const MINUTE_MS = 60_000;

/** `instant` as a clock `utcOffsetMinutes` east of UTC reads it: '2030-01-02T07:40:00.000'. */
export function clockTimeAt(instant: Date, utcOffsetMinutes: number): string {
  return new Date(instant.getTime() + utcOffsetMinutes * MINUTE_MS).toISOString().slice(0, -1);
}

/** The calendar day (YYYY-MM-DD) at `instant` for a clock `utcOffsetMinutes` east of UTC. */
export function dayAt(instant: Date, utcOffsetMinutes: number): string {
  return clockTimeAt(instant, utcOffsetMinutes).slice(0, 10);
}

/** An offset as ISO 8601 writes it after a time: '+10:00', '-05:30', '+00:00'. */
export function isoOffset(utcOffsetMinutes: number): string {
  const sign = utcOffsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(utcOffsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/** `instant` written on the client's clock: '2026-03-02T07:40:00.000+01:00', UTC as 'Z'. */
export function withOffset(instant: Date, utcOffsetMinutes: number): string {
  if (utcOffsetMinutes === 0) return instant.toISOString();
  return `${clockTimeAt(instant, utcOffsetMinutes)}${isoOffset(utcOffsetMinutes)}`;
}

/** When and on which calendar day of the client's own time zone a check-in was made. */
export interface CalendarMoment {
  /** YYYY-MM-DD in the client's time zone. */
  day: string;
  utcOffsetMinutes: number;
  loggedAt: Date;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T[^Z+-]*(?:Z|([+-])(\d{2}):?(\d{2}))$/i;

/**
 * Reads the `date` a check-in carries. A timestamp with an offset is the moment on the client's
 * clock, so its day is the date as written (07:30+10:00 on the 3rd is the 3rd, although it is
 * still the 2nd in UTC). A plain calendar date is that day, logged now, in UTC.
 */
export function calendarMomentOf(date: string, now: Date): CalendarMoment {
  const match = DATE_TIME.exec(date);
  if (!match) return { day: date.slice(0, 10), utcOffsetMinutes: 0, loggedAt: now };
  const [, sign, hours, minutes] = match;
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
  const loggedAt = new Date(date);
  return { day: dayAt(loggedAt, offset), utcOffsetMinutes: offset, loggedAt };
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
