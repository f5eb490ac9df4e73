import { manageClientsMessages as m, manageClientsExtraMessages as x } from '@/messages';

/** The avatar's letter: the name's first letter, upper case, or '?' for a blank name. */
export function initialOf(name: string): string {
  const first = name.trim().charAt(0);
  return first ? first.toLocaleUpperCase() : '?';
}

/**
 * 'Last: 3 Mar 2030' (the date in `locale`'s format, the page's `formatLocale()`), or 'Last: —'
 * when the date is absent or invalid.
 */
export function lastSessionLabel(lastSessionAt: string | null | undefined, locale: string): string {
  const date = lastSessionAt ? new Date(lastSessionAt) : null;
  const valid = date !== null && !Number.isNaN(date.getTime());
  const dateFormat = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return m.lastSession(valid ? dateFormat.format(date) : x.noDate);
}
