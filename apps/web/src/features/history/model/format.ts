/** A stored instant or calendar day as a short local date: '8 Jan 2030'. */
export function formatDate(value: string, locale?: string): string {
  // A calendar day is a date, not an instant: read it at noon UTC so no time zone moves it.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(/^\d{4}-\d{2}-\d{2}$/.test(value) ? { timeZone: 'UTC' } : {}),
  });
}

/** A stored instant as a local date and time: '8 Jan 2030, 10:00'. */
export function formatDateTime(value: string, locale?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Client names as the history list shows them: 'Ada Lovelace, Jo Bloggs'. */
export function clientNames(clients: readonly { name: string }[], none: string): string {
  return clients.length === 0 ? none : clients.map((c) => c.name).join(', ');
}
