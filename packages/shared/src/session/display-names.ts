import type { SessionClient } from './state';

type Named = Pick<SessionClient, 'id' | 'firstName' | 'lastInitial'>;

function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;
}

/**
 * The names the grid shows for its clients, by client id: the first name, and for clients who
 * share it with another client on the grid, the last name's initial too ('Dupe T.'), so each
 * column says whose it is. A client without a last name keeps the first name alone. The trainer's
 * grid and the TV call this with the same clients, so both show the same names.
 */
export function clientDisplayNames(clients: readonly Named[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const client of clients) {
    const shared = clients.some(
      (other) => other.id !== client.id && sameName(other.firstName, client.firstName),
    );
    names.set(
      client.id,
      shared && client.lastInitial
        ? `${client.firstName.trim()} ${client.lastInitial}.`
        : client.firstName,
    );
  }
  return names;
}

type TvNamed = Pick<SessionClient, 'id' | 'firstName' | 'lastInitial' | 'tvInitials'>;

/** A name's first letter, upper-cased; a letter outside the Basic Multilingual Plane whole. */
export function firstInitialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '').toLocaleUpperCase();
}

/** 'R. T.' for Riley T., 'R.' for a client without a last name. */
export function initialsOf({ firstName, lastInitial }: TvNamed): string {
  const first = firstInitialOf(firstName);
  return lastInitial ? `${first}. ${lastInitial}.` : `${first}.`;
}

/**
 * The names the gym TV shows (issue 31): the grid's names (`clientDisplayNames`), except that a
 * client who chose not to show their name on the TV appears by their initials. The coach's screen
 * keeps the names: only a shared screen hides them.
 */
export function tvDisplayNames(clients: readonly TvNamed[]): ReadonlyMap<string, string> {
  const names = new Map(clientDisplayNames(clients));
  for (const client of clients) {
    if (client.tvInitials) names.set(client.id, initialsOf(client));
  }
  return names;
}
