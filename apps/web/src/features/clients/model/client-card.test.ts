import { matchesClientSearch } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import { initialOf, lastSessionLabel } from './client-card';

describe('client cards', () => {
  it('shows the name’s initial', () => {
    expect(initialOf('alex Morgan')).toBe('A');
    expect(initialOf('  ')).toBe('?');
  });

  it('shows the last session date, or a dash when absent or invalid', () => {
    expect(lastSessionLabel('2030-03-03T18:00:00.000Z', 'en-GB')).toBe('Last: 3 Mar 2030');
    expect(lastSessionLabel(null, 'en-GB')).toBe('Last: —');
    expect(lastSessionLabel('not a date', 'en-GB')).toBe('Last: —');
  });

  it('filters by name, case-insensitive contains', () => {
    expect(matchesClientSearch({ name: 'Alex Morgan' }, 'MORG')).toBe(true);
    expect(matchesClientSearch({ name: 'Alex Morgan' }, ' x m')).toBe(true);
    expect(matchesClientSearch({ name: 'Alex Morgan' }, 'zed')).toBe(false);
  });
});
