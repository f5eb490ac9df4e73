import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import * as coaching from '../coaching';
import * as history from '../history';
import * as shared from '../index';
import { validationMessages } from '../messages/validation';
import * as session from '../session';
import { isSchema, textRuleBreaches, UNSAFE_TEXT_PROBES } from '../testing/text-rule';
import * as timer from '../timer';
import { calendarDateSchema, isoDateTimeSchema } from './common';
import { isSafeText, isYearInRange, text, toSafeText } from './text';

/**
 * Where a value of any shape is allowed: each is parsed again by a schema of its own, or thrown
 * away by a transform, before anything stores it.
 */
const ACCEPTS_ANYTHING = [
  // The op is parsed by sessionOpSchema (walked below) before it is applied.
  'sessionOpPayloadSchema.op',
  'inboundEventSchemas.session:op.op',
  // 'phase:set' drops its payload (the spec's op set names it; nothing reads it).
  'sessionOpSchema<phase:set>.payload',
  // A timer value that is not a number becomes its default.
  ...['prepareSeconds', 'workSeconds', 'restSeconds', 'cycles', 'sets', 'setRestSeconds'].map(
    (field) => `timerConfigSchema.${field}`,
  ),
  // A session reads what it can use of a workout stored by workoutSaveSchema (walked here).
  'workoutPlanPhaseSchema.exerciseParams{value}',
  'workoutPlanSchema.phases[].exerciseParams{value}',
];

const modules = { shared, session, timer, coaching, history };

describe('the text rule', () => {
  it('refuses NUL and unpaired surrogates, and keeps every other character', () => {
    for (const probe of UNSAFE_TEXT_PROBES) expect(isSafeText(probe)).toBe(false);
    for (const fine of ['', 'Back Squat', 'Zoë’s 1RM 🏋️‍♀️', '𝕏', 'tab\tand\nnewline']) {
      expect(isSafeText(fine)).toBe(true);
    }
  });

  it('echoes refused text back with U+FFFD in place of what the rule refuses', () => {
    expect(toSafeText('a\u0000b\uD800c\uD83D\uDE00')).toBe('a\uFFFDb\uFFFDc\uD83D\uDE00');
  });

  it('names the field that holds the character', () => {
    const schema = z.object({ notes: text() });
    const result = z.safeParse(schema, { notes: 'sore knee\u0000' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['notes'], message: validationMessages.unsafeText }),
    ]);
  });

  it('keeps dates within 1900 to 2100', () => {
    expect(isYearInRange('1900-01-01')).toBe(true);
    expect(isYearInRange('2100-12-31T23:59:59Z')).toBe(true);
    expect(isYearInRange('0000-01-01')).toBe(false);
    expect(z.safeParse(calendarDateSchema, '0000-01-01').success).toBe(false);
    expect(z.safeParse(isoDateTimeSchema, '0000-01-01').success).toBe(false);
    expect(z.safeParse(isoDateTimeSchema, '0000-01-01T08:00:00Z').success).toBe(false);
    expect(z.safeParse(isoDateTimeSchema, '2026-11-26T08:00:00+01:00').success).toBe(true);
  });

  const exported = Object.entries(modules).flatMap(([module, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isSchema(value))
      .map(([name, schema]) => ({ module, name, schema })),
  );

  it('finds the schemas it walks', () => {
    // Guards the walk itself: an export change that hid the schemas would pass it vacuously.
    expect(exported.length).toBeGreaterThan(100);
    expect(exported.map((e) => e.name)).toEqual(
      expect.arrayContaining([
        'sessionOpSchema',
        'clientIntakePayloadSchema',
        'lifestyleLogPayloadSchema',
      ]),
    );
  });

  it('holds every exported schema to it: each string field refuses NUL, lone surrogates and year-0 dates', () => {
    const breaches = exported.flatMap(({ name, schema }) =>
      textRuleBreaches(schema, name, ACCEPTS_ANYTHING),
    );
    expect(breaches).toEqual([]);
  });

  it('catches a schema that breaks it', () => {
    const loose = z.object({
      name: z.string(),
      short: z.string().check(z.maxLength(2)),
      when: z.iso.date(),
      extra: z.unknown(),
    });
    expect(textRuleBreaches(loose, 'loose').map((b) => b.path)).toEqual([
      'loose.name',
      'loose.short',
      'loose.when',
      'loose.extra',
    ]);
  });
});
