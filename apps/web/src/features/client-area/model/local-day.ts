import { deviceUtcOffsetMinutes, type LifestyleLog } from '@levelup/shared';
import { clockTimeAt, dayAt, isoOffset } from '@levelup/shared/history';

/** Today's calendar day on this device: YYYY-MM-DD. */
export function localDay(now: Date = new Date()): string {
  return dayAt(now, deviceUtcOffsetMinutes(now));
}

/**
 * `now` on the device's clock with its offset, '2030-01-02T07:40:00+01:00': the server files the
 * check-in under the client's own calendar day.
 */
export function localTimestamp(now: Date = new Date()): string {
  const offset = deviceUtcOffsetMinutes(now);
  return `${clockTimeAt(now, offset).slice(0, 19)}${isoOffset(offset)}`;
}

/** The app picks the entry whose date is today from the user's log list. */
export function todaysLog(
  logs: readonly LifestyleLog[] | undefined,
  now: Date = new Date(),
): LifestyleLog | null {
  const today = localDay(now);
  return logs?.find((log) => (log.day ?? log.date.slice(0, 10)) === today) ?? null;
}
