import { describe, expect, it } from 'vitest';
import { clientNames, formatDate, formatDateTime } from './format';

describe('history formatting', () => {
  it('writes calendar days and instants as short dates, and leaves nonsense as it is', () => {
    expect(formatDate('2030-01-08', 'en-GB')).toBe('8 Jan 2030');
    expect(formatDate('2030-01-08T10:00:00.000Z', 'en-GB')).toBe('8 Jan 2030');
    expect(formatDate('soon', 'en-GB')).toBe('soon');
    expect(formatDateTime('soon', 'en-GB')).toBe('soon');
    expect(formatDateTime(new Date(2030, 0, 8, 9, 5).toISOString(), 'en-GB')).toBe(
      '8 Jan 2030, 09:05',
    );
  });

  it('joins client names, or shows the placeholder without any', () => {
    expect(clientNames([{ name: 'Ada' }, { name: 'Jo' }], '—')).toBe('Ada, Jo');
    expect(clientNames([], '—')).toBe('—');
  });
});
