import { describe, expect, it } from 'vitest';
import { addDays, dayAt } from './days';

describe('calendar days', () => {
  it('finds today in a time zone', () => {
    expect(dayAt(new Date('2030-01-02T23:30:00Z'), 60)).toBe('2030-01-03');
    expect(dayAt(new Date('2030-01-02T00:30:00Z'), -60)).toBe('2030-01-01');
  });

  it('counts days across a month end', () => {
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });
});
