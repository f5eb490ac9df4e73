import { resumeSessionMessages as m } from '@/messages';

const MINUTE = 60_000;

/**
 * How long a session has run, as 'Back to live session' shows it: whole minutes under an hour
 * ('42 min'), then hours and minutes ('1 h 5 min'). A start in the future (a device clock behind
 * the server's) reads as just started.
 */
export function formatRunningTime(startedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(startedAt)) / MINUTE));
  if (minutes === 0) return m.underAMinute;
  if (minutes < 60) return m.minutes(minutes);
  return m.hoursAndMinutes(Math.floor(minutes / 60), minutes % 60);
}
