import { deviceUtcOffsetMinutes, type LifestyleLog } from '@levelup/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's calendar day on this device: YYYY-MM-DD. */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * `now` on the device's clock with its offset, '2030-01-02T07:40:00+01:00': the server files the
 * check-in under the client's own calendar day.
 */
export function localTimestamp(now: Date = new Date()): string {
  const offset = deviceUtcOffsetMinutes(now);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return `${localDay(now)}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The app picks the entry whose date is today from the user's log list. */
export function todaysLog(
  logs: readonly LifestyleLog[] | undefined,
  now: Date = new Date(),
): LifestyleLog | null {
  const today = localDay(now);
  return logs?.find((log) => (log.day ?? log.date.slice(0, 10)) === today) ?? null;
}
