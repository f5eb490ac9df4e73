import { clientDisplayNames, type SessionClient } from '@levelup/shared/session';

type TvNamed = Pick<SessionClient, 'id' | 'firstName' | 'lastInitial' | 'tvInitials'>;

/** 'R. T.' for Riley T., 'R.' for a client without a last name. */
export function initialsOf({ firstName, lastInitial }: TvNamed): string {
  const first = firstName.trim().charAt(0).toLocaleUpperCase();
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
