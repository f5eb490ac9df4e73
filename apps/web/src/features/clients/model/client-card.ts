import { manageClientsMessages as m, manageClientsExtraMessages as x } from '@/messages';

/** The avatar's letter: the name's first letter, upper case, or '?' for a blank name. */
export function initialOf(name: string): string {
  const first = name.trim().charAt(0);
  return first ? first.toLocaleUpperCase() : '?';
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Last: 3 Mar 2030', or 'Last: —' when the date is absent or invalid. */
export function lastSessionLabel(lastSessionAt: string | null | undefined): string {
  const date = lastSessionAt ? new Date(lastSessionAt) : null;
  const valid = date !== null && !Number.isNaN(date.getTime());
  return m.lastSession(valid ? dateFormat.format(date) : x.noDate);
}
