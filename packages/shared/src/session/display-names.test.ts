import { describe, expect, it } from 'vitest';
import { lastInitialOf, toSessionClient } from './create-state';
import { clientDisplayNames } from './display-names';

const client = (id: string, firstName: string, lastInitial?: string) => ({
  id,
  firstName,
  ...(lastInitial ? { lastInitial } : {}),
});

describe('clientDisplayNames', () => {
  it('shows first names alone while they are all different', () => {
    const names = clientDisplayNames([client('a', 'Diego', 'S'), client('b', 'Priya', 'S')]);
    expect([...names.values()]).toEqual(['Diego', 'Priya']);
  });

  it("adds the last name's initial to clients who share a first name, and only to them", () => {
    const names = clientDisplayNames([
      client('a', 'Dupe', 'T'),
      client('b', 'Priya', 'S'),
      client('c', 'Dupe', 'K'),
    ]);
    expect(names.get('a')).toBe('Dupe T.');
    expect(names.get('b')).toBe('Priya');
    expect(names.get('c')).toBe('Dupe K.');
  });

  it('compares first names without case or surrounding spaces', () => {
    const names = clientDisplayNames([client('a', 'dupe', 'T'), client('b', 'Dupe ', 'K')]);
    expect(names.get('a')).toBe('dupe T.');
    expect(names.get('b')).toBe('Dupe K.');
  });

  it('keeps the first name alone for a client without a last name', () => {
    const names = clientDisplayNames([client('a', 'Dupe'), client('b', 'Dupe', 'K')]);
    expect(names.get('a')).toBe('Dupe');
    expect(names.get('b')).toBe('Dupe K.');
  });

  it('gives an empty grid no names', () => {
    expect(clientDisplayNames([]).size).toBe(0);
  });
});

describe('lastInitialOf', () => {
  it("keeps a last name's first letter, upper-cased, and nothing without one", () => {
    expect(lastInitialOf('taylor')).toBe('T');
    expect(lastInitialOf('  Østergaard ')).toBe('Ø');
    expect(lastInitialOf('')).toBeNull();
    expect(lastInitialOf(null)).toBeNull();
    expect(lastInitialOf(7)).toBeNull();
  });

  it('is all a session client keeps of the last name', () => {
    const fromAccount = toSessionClient({ id: 'a', firstName: 'Dupe', lastName: 'Taylor' }, []);
    expect(fromAccount).toMatchObject({ firstName: 'Dupe', lastInitial: 'T' });
    expect(JSON.stringify(fromAccount)).not.toContain('Taylor');
    const fromOp = toSessionClient({ id: 'b', firstName: 'Dupe', lastInitial: 'k' }, []);
    expect(fromOp?.lastInitial).toBe('K');
    expect(toSessionClient({ id: 'c', firstName: 'Solo' }, [])).not.toHaveProperty('lastInitial');
  });
});
