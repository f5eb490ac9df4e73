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
