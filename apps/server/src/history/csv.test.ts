import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV tables', () => {
  it('writes a header, CRLF lines, ISO dates and yes/no, behind a byte order mark', () => {
    const csv = toCsv({
      columns: ['performedAt', 'kg', 'warmUp', 'note'],
      rows: [[new Date('2030-01-02T10:00:00Z'), 102.5, false, null]],
    });
    expect(csv).toBe('\uFEFFperformedAt,kg,warmUp,note\r\n2030-01-02T10:00:00.000Z,102.5,no,\r\n');
  });

  it('quotes commas, quotes and line breaks, and keeps formulas as text', () => {
    const csv = toCsv({
      columns: ['note'],
      rows: [['Squat, then "bench"'], ['two\nlines'], ['=HYPERLINK("x")'], ['-5 reps'], [-5]],
    });
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      '"Squat, then ""bench"""',
      '"two\nlines"',
      `"'=HYPERLINK(""x"")"`,
      "'-5 reps",
      '-5',
    ]);
  });
});
