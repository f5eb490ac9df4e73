import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { fromKg } from '../coaching/units';
import { KG_MAX, OWN_SET_REPS_MIN, REPS_MAX } from '../constants';
import { loadTranslations, translateText } from '../i18n/catalog';
import { ownTrainingMessages as m } from '../messages/own-training';
import { textRuleBreaches } from '../testing/text-rule';
import { progressQuerySchema } from './client-area';
import {
  ownTrainingBodySchema,
  ownTrainingEntrySchema,
  ownTrainingFormSchema,
} from './own-training';

const NOW = new Date('2030-06-15T21:00:00Z');
const schema = ownTrainingBodySchema(() => NOW);

const body = {
  id: '0b7e6f1c-3f7e-4a57-9d55-7b0f8b2f1a10',
  exerciseId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  date: '2030-06-15',
  sets: [
    { kg: 100, reps: 5, rpe: 8 },
    { kg: 102.5, reps: 3 },
  ],
};

/** The message of each issue, by its path. */
function issuesOf(value: unknown) {
  const result = z.safeParse(schema, value);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('a self-logged exercise', () => {
  it('takes an exercise, a day and sets of kg x reps with an optional RPE', () => {
    expect(z.parse(schema, body)).toEqual(body);
  });

  it('takes loads from 0 to 1000 kg and 1 to 50 reps', () => {
    const sets = [
      { kg: 0, reps: 1 },
      { kg: 1000, reps: 50 },
    ];
    expect(z.safeParse(schema, { ...body, sets }).success).toBe(true);
    expect(issuesOf({ ...body, sets: [{ kg: -1, reps: 5 }] })).toEqual({
      'sets.0.kg': m.weightRange(1000, 'kg'),
    });
    expect(issuesOf({ ...body, sets: [{ kg: 1000.5, reps: 5 }] })).toEqual({
      'sets.0.kg': m.weightRange(1000, 'kg'),
    });
    expect(issuesOf({ ...body, sets: [{ kg: Number.NaN, reps: 5 }] })).toEqual({
      'sets.0.kg': m.weightRange(1000, 'kg'),
    });
    for (const reps of [0, 51, 2.5, Number.NaN]) {
      expect(issuesOf({ ...body, sets: [{ kg: 60, reps }] })).toEqual({
        'sets.0.reps': m.repsRange(1, 50),
      });
    }
  });

  it('takes an RPE from 6 to 10 in halves', () => {
    for (const rpe of [6, 7.5, 10]) {
      expect(z.safeParse(schema, { ...body, sets: [{ kg: 60, reps: 5, rpe }] }).success).toBe(true);
    }
    for (const rpe of [5.5, 10.5, 8.3]) {
      expect(Object.keys(issuesOf({ ...body, sets: [{ kg: 60, reps: 5, rpe }] }))).toEqual([
        'sets.0.rpe',
      ]);
    }
  });

  it('holds 1 to 20 sets', () => {
    expect(issuesOf({ ...body, sets: [] })).toEqual({ sets: m.setsRequired });
    const sets = Array.from({ length: 21 }, () => ({ kg: 60, reps: 5 }));
    expect(issuesOf({ ...body, sets })).toEqual({ sets: m.tooManySets(20) });
    expect(z.safeParse(schema, { ...body, sets: sets.slice(1) }).success).toBe(true);
  });

  it('is dated at most tomorrow on UTC, within the years the product stores', () => {
    expect(z.safeParse(schema, { ...body, date: '2030-06-16' }).success).toBe(true);
    expect(issuesOf({ ...body, date: '2030-06-17' })).toEqual({ date: m.dateInFuture });
    expect(Object.keys(issuesOf({ ...body, date: '1899-12-31' }))).toEqual(['date']);
    expect(Object.keys(issuesOf({ ...body, date: '2030-02-30' }))).toEqual(['date']);
    expect(Object.keys(issuesOf({ ...body, date: '15/06/2030' }))).toEqual(['date']);
  });

  it('names the exercise to pick when none is, and needs the id the device made', () => {
    expect(issuesOf({ ...body, exerciseId: '' })).toEqual({ exerciseId: m.exerciseRequired });
    expect(Object.keys(issuesOf({ ...body, id: 'not-a-uuid' }))).toEqual(['id']);
    const { id: _, ...entry } = body;
    expect(
      z.safeParse(
        ownTrainingEntrySchema(() => NOW),
        entry,
      ).success,
    ).toBe(true);
  });

  it('refuses keys it does not know, and holds to the text rule', () => {
    expect(Object.keys(issuesOf({ ...body, clientId: body.id }))).toEqual(['']);
    expect(Object.keys(issuesOf({ ...body, sets: [{ kg: 1, reps: 1, isWarmup: true }] }))).toEqual([
      'sets.0',
    ]);
    expect(textRuleBreaches(schema, 'ownTrainingBodySchema')).toEqual([]);
  });
});

describe('the form of a self-logged exercise', () => {
  const form = ownTrainingFormSchema('kg', () => NOW);
  const filled = { exerciseId: body.exerciseId, date: '2030-06-15' };

  it('reads the numbers as typed, a comma as the point, a blank RPE as none', () => {
    const sets = [
      { kg: ' 102,5 ', reps: '5', rpe: '8.5' },
      { kg: '0', reps: '12', rpe: '' },
    ];
    expect(z.parse(form, { ...filled, sets })).toEqual({
      ...filled,
      sets: [
        { kg: 102.5, reps: 5, rpe: 8.5 },
        { kg: 0, reps: 12, rpe: undefined },
      ],
    });
  });

  it('reads the weight in lb as typed and sends it in kg, with no drift back (issue 35)', () => {
    const inLb = ownTrainingFormSchema('lb', () => NOW);
    const entry = z.parse(inLb, { ...filled, sets: [{ kg: '225', reps: '5', rpe: '' }] });
    // 225 x 0.45359237 = 102.05828325: stored to a ten-thousandth.
    expect(entry.sets[0]?.kg).toBe(102.0583);
    expect(fromKg(entry.sets[0]?.kg ?? 0, 'lb')).toBe(225);
  });

  it('refuses a weight over the limit in the unit it was typed in', () => {
    const inLb = ownTrainingFormSchema('lb', () => NOW);
    const issues = (weight: string) =>
      z
        .safeParse(inLb, { ...filled, sets: [{ kg: weight, reps: '5', rpe: '' }] })
        .error?.issues.map((issue) => issue.message);
    expect(issues('2204.62')).toBeUndefined();
    expect(issues('2205')).toEqual([m.weightRange(2204.62, 'lb')]);
    expect(m.weightRange(2204.62, 'lb')).toBe('Weight must be between 0 and 2204.62 lb');
  });

  it('names a blank or wrong number in the words the API uses', () => {
    const result = z.safeParse(form, {
      ...filled,
      sets: [{ kg: '', reps: 'five', rpe: '11' }],
    });
    expect(
      Object.fromEntries(
        (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
      ),
    ).toEqual({
      'sets.0.kg': m.weightRange(1000, 'kg'),
      'sets.0.reps': m.repsRange(1, 50),
      'sets.0.rpe': expect.any(String),
    });
  });
});

describe('the progress filters', () => {
  it('take a muscle group and a period of 1, 3 or 6 months, each optional', () => {
    expect(z.parse(progressQuerySchema, {})).toEqual({});
    expect(z.parse(progressQuerySchema, { tzOffset: '60', group: 'core', months: '3' })).toEqual({
      tzOffset: 60,
      group: 'core',
      months: 3,
    });
    for (const query of [{ group: 'arms' }, { months: '2' }, { months: 'x' }]) {
      expect(z.safeParse(progressQuerySchema, query).success).toBe(false);
    }
  });
});

describe('own training refusals in Spanish', () => {
  it('translates the limits the schemas format once, in English, as whole texts', async () => {
    await loadTranslations('es');
    const result = schema.safeParse({
      ...body,
      sets: [{ kg: 2000, reps: 0 }],
    });
    const messages = (result.error?.issues ?? []).map((issue) =>
      translateText(issue.message, 'es'),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        `El peso debe estar entre 0 y ${fromKg(KG_MAX, 'kg')} kg`,
        `Las repeticiones deben ser un número entero de ${OWN_SET_REPS_MIN} a ${REPS_MAX}`,
      ]),
    );
  });
});
