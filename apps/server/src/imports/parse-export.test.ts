import { IMPORT_MAX_ROWS, importMessages as m } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import { matchExercises } from './exercise-match';
import { HEVY, STRONG_LEGACY, STRONG_NEW } from './fixtures/exports';
import { ImportFileError } from './import-file-error';
import { parseExport } from './parse-export';

const read = (text: string, unit: 'kg' | 'lb' = 'kg', utcOffsetMinutes = 0) =>
  parseExport(text, { unit, utcOffsetMinutes });

/** The refusal `text` gets. */
function refusalOf(text: string): ImportFileError {
  try {
    read(text);
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

describe('parseExport', () => {
  it("reads Strong's older layout: semicolons, decimal commas, one session per workout", () => {
    const parsed = read(STRONG_LEGACY);
    expect(parsed.format).toBe('strong-legacy');
    expect(parsed.unit).toBe('kg');
    expect(parsed.sessions.map((s) => [s.workoutName, s.startedAt.toISOString()])).toEqual([
      ['Leg Day', '2024-01-10T07:30:00.000Z'],
      ['Push', '2024-01-12T18:00:00.000Z'],
    ]);
    expect(parsed.sessions[0]?.sets).toEqual([
      { exercise: 'Squat (Barbell)', kg: 100, reps: 5, rpe: null, warmup: false, setIndex: 0 },
      { exercise: 'Squat (Barbell)', kg: 102.5, reps: 5, rpe: 8, warmup: false, setIndex: 1 },
    ]);
    // The plank held for 60 s has no reps: it is no set to import.
    expect(parsed.skippedRows).toBe(1);
  });

  it("reads Strong's newer layout: 12-hour times, W warm-ups, lbs to kg, rest timers skipped", () => {
    const parsed = read(STRONG_NEW, 'lb');
    expect(parsed.format).toBe('strong');
    expect(parsed.unit).toBe('lb');
    const [session] = parsed.sessions;
    expect(session?.startedAt.toISOString()).toBe('2024-02-01T18:15:00.000Z');
    expect(session?.sets.map((s) => [s.warmup, s.kg, s.reps, s.rpe])).toEqual([
      [true, 61.235, 5, null],
      [false, 142.8816, 3, 9],
      [false, 142.8816, 3, null],
    ]);
    expect(parsed.skippedRows).toBe(1);
  });

  it('reads Hevy, its unit from the weight column, times on the uploader’s clock', () => {
    const parsed = read(HEVY, 'lb', 60);
    expect(parsed.format).toBe('hevy');
    expect(parsed.unit).toBe('kg');
    const [session] = parsed.sessions;
    // 07:30 an hour east of UTC is 06:30 UTC.
    expect(session?.startedAt.toISOString()).toBe('2024-11-26T06:30:00.000Z');
    expect(session?.sets.map((s) => [s.exercise, s.warmup, s.kg, s.reps, s.rpe])).toEqual([
      ['Overhead Press (Barbell)', true, 20, 10, null],
      ['Overhead Press (Barbell)', false, 50, 5, 8.5],
      ['Cable Crossover Fly', false, 15, 12, null],
    ]);
  });

  it('reads ISO times with their own zone, whatever the uploader’s clock', () => {
    const iso = HEVY.replaceAll(
      '"26 Nov 2024, 07:30","26 Nov 2024, 08:30"',
      '"2024-11-26T07:30:00+02:00",""',
    );
    expect(read(iso, 'kg', -300).sessions[0]?.startedAt.toISOString()).toBe(
      '2024-11-26T05:30:00.000Z',
    );
  });

  it('reads Windows line ends and a byte-order mark, and counts lines the same', () => {
    const windows = `\uFEFF${STRONG_LEGACY.replaceAll('\n', '\r\n')}`;
    expect(read(windows).sessions).toHaveLength(2);
    expect(refusalOf(windows.replace('102,5;kg', 'heavy;kg')).message).toBe(
      m.atCell(3, 'Weight', m.badNumber('heavy')),
    );
  });

  it('reads Hevy in lbs from its weight_lbs column', () => {
    const parsed = read(HEVY.replace('"weight_kg"', '"weight_lbs"'));
    expect(parsed.unit).toBe('lb');
    expect(parsed.sessions[0]?.sets[1]?.kg).toBe(22.6796);
  });

  it('reads a Strong file saved with semicolons in the newer layout as well', () => {
    const parsed = read(STRONG_NEW.replaceAll(',', ';').replace('heavy; but ok', 'heavy'));
    expect(parsed.format).toBe('strong');
    expect(parsed.sessions[0]?.sets).toHaveLength(3);
  });

  it('gives the same hashes to the same rows, whatever unit is chosen, and new ones to others', () => {
    const first = read(STRONG_NEW, 'kg').sessions.map((s) => s.hash);
    expect(read(STRONG_NEW, 'lb').sessions.map((s) => s.hash)).toEqual(first);
    const edited = read(STRONG_NEW.replace('315,3,0,0,,,', '325,3,0,0,,,'));
    expect(edited.sessions.map((s) => s.hash)).not.toEqual(first);
  });

  it('names the line and column of a value it cannot read', () => {
    const broken = STRONG_LEGACY.replace('102,5;kg', 'heavy;kg');
    const error = refusalOf(broken);
    expect(error.message).toBe(m.atCell(3, 'Weight', m.badNumber('heavy')));
    expect([error.line, error.column]).toEqual([3, 'Weight']);
    expect(refusalOf(HEVY.replace('26 Nov 2024, 07:30","26', 'yesterday","26')).message).toBe(
      m.atCell(2, 'start_time', m.badDate('yesterday')),
    );
    expect(refusalOf(STRONG_NEW.replace(',1,315,3', ',1,315,3.5')).message).toBe(
      m.atCell(3, 'Reps', m.badReps('3.5')),
    );
  });

  it('counts lines from the file, a quoted note over two lines included', () => {
    const text = STRONG_NEW.replace('"heavy, but ok"', '"heavy,\nbut ok"').replace(
      ',2,315,3,',
      ',2,lots,3,',
    );
    expect(refusalOf(text).message).toBe(m.atCell(5, 'Weight', m.badNumber('lots')));
  });

  it('refuses a row with missing columns, an unknown header and an empty file', () => {
    expect(refusalOf(`${HEVY}\n"Upper A","26 Nov 2024, 07:30"`).message).toBe(
      m.atLine(5, m.wrongFieldCount(14, 2)),
    );
    expect(refusalOf('name,weight\nSquat,100').message).toBe(m.unknownFormat);
    expect(refusalOf('\n').message).toBe(m.empty);
  });

  it('refuses weights the app cannot hold and files over the row limit', () => {
    expect(refusalOf(STRONG_LEGACY.replace(';100;kg', ';5000;kg')).message).toBe(
      m.atCell(2, 'Weight', m.outOfRange('5000')),
    );
    const row = '2024-01-10 07:30:00;Leg Day;Squat;1;100;kg;5;;;;0;;;1h';
    const header = STRONG_LEGACY.split('\n')[0];
    const tooMany = [header, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => row)];
    expect(refusalOf(tooMany.join('\n')).message).toBe(m.tooManyRows(IMPORT_MAX_ROWS));
  });
});

describe('matchExercises', () => {
  const library = [
    { id: 'a', name: 'Barbell Bench Press' },
    { id: 'b', name: 'Deadlift' },
    { id: 'c', name: 'Pull-Up' },
  ];
  it('matches by name, case and spacing ignored, the equipment moved or dropped', () => {
    const matches = matchExercises(
      ['Bench Press (Barbell)', 'Deadlift (Barbell)', 'pull-up', 'Cable Crossover Fly'],
      library,
    );
    expect([...matches.values()].map((e) => e?.id ?? null)).toEqual(['a', 'b', 'c', null]);
  });
});
