import { describe, expect, it } from 'vitest';
import { addDays, calendarMomentOf, dayAt, withOffset } from './days';

describe('calendar days', () => {
  it('finds today in a time zone', () => {
    expect(dayAt(new Date('2030-01-02T23:30:00Z'), 60)).toBe('2030-01-03');
    expect(dayAt(new Date('2030-01-02T00:30:00Z'), -60)).toBe('2030-01-01');
  });

  it('counts days across a month end', () => {
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });
});

const now = new Date('2030-01-02T12:00:00Z');

describe('calendar day of a check-in', () => {
  it('takes the day as written on the client clock', () => {
    expect(calendarMomentOf('2030-01-03T07:30:00+10:00', now)).toEqual({
      day: '2030-01-03',
      utcOffsetMinutes: 600,
      loggedAt: new Date('2030-01-02T21:30:00Z'),
    });
    expect(calendarMomentOf('2030-01-01T22:15:00.000-05:30', now)).toMatchObject({
      day: '2030-01-01',
      utcOffsetMinutes: -330,
    });
    expect(calendarMomentOf('2030-01-02T08:00:00Z', now)).toMatchObject({
      day: '2030-01-02',
      utcOffsetMinutes: 0,
    });
  });

  it('a plain date is that day, logged now', () => {
    expect(calendarMomentOf('2030-01-05', now)).toEqual({
      day: '2030-01-05',
      utcOffsetMinutes: 0,
      loggedAt: now,
    });
  });

  it('writes instants with their offset', () => {
    expect(withOffset(new Date('2030-01-02T21:30:00Z'), 600)).toBe('2030-01-03T07:30:00.000+10:00');
    expect(withOffset(new Date('2030-01-02T21:30:00Z'), -330)).toBe(
      '2030-01-02T16:00:00.000-05:30',
    );
    expect(withOffset(now, 0)).toBe('2030-01-02T12:00:00.000Z');
  });
});
