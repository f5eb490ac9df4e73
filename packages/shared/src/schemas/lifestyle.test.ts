import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import {
  LIFESTYLE_LEVEL_LABELS,
  lifestyleLogPayloadSchema,
  lifestyleLogSchema,
  parseBodyWeight,
} from './lifestyle';

const base = { date: '2025-03-04T07:30:00.000Z', bodyWeight: 80 };

describe('lifestyle log payload', () => {
  it('fills the spec defaults', () => {
    expect(lifestyleLogPayloadSchema.parse(base)).toEqual({
      ...base,
      sleep: 2,
      stress: 2,
      soreness: 2,
      noteToTrainer: null,
      workoutIntensity: 'make-progress',
    });
  });

  it('accepts bodyweight from 1 to 500 kg, as its message says', () => {
    for (const bodyWeight of [1, 80.25, 500]) {
      expect(lifestyleLogPayloadSchema.safeParse({ ...base, bodyWeight }).success).toBe(true);
    }
    for (const bodyWeight of [0, 0.5, 6e-105, -1, 500.01, Number.NaN, '80']) {
      const result = lifestyleLogPayloadSchema.safeParse({ ...base, bodyWeight });
      expect(fieldErrors(result.error)).toEqual({
        bodyWeight: 'Please enter a valid bodyweight (1-500 kg)',
      });
    }
  });

  it('keeps sliders to whole levels 0..4', () => {
    for (const sleep of [0, 4]) {
      expect(lifestyleLogPayloadSchema.safeParse({ ...base, sleep }).success).toBe(true);
    }
    for (const sleep of [-1, 5, 2.5]) {
      expect(lifestyleLogPayloadSchema.safeParse({ ...base, sleep }).success).toBe(false);
    }
  });

  it('trims the note and sends an empty one as null', () => {
    expect(lifestyleLogPayloadSchema.parse({ ...base, noteToTrainer: '  ' }).noteToTrainer).toBe(
      null,
    );
    expect(
      lifestyleLogPayloadSchema.parse({ ...base, noteToTrainer: ' tight hips ' }).noteToTrainer,
    ).toBe('tight hips');
    expect(
      lifestyleLogPayloadSchema.safeParse({ ...base, noteToTrainer: 'x'.repeat(2001) }).success,
    ).toBe(false);
  });

  it('takes injuries by body-part id and known intensities only', () => {
    expect(
      lifestyleLogPayloadSchema.parse({ ...base, injuries: { 'left-knee': 'injured' } }).injuries,
    ).toEqual({ 'left-knee': 'injured' });
    expect(
      lifestyleLogPayloadSchema.safeParse({ ...base, injuries: { knee: 'sore' } }).success,
    ).toBe(false);
    expect(
      lifestyleLogPayloadSchema.safeParse({ ...base, workoutIntensity: 'tom-platz' }).success,
    ).toBe(false);
    expect(lifestyleLogPayloadSchema.safeParse({ ...base, extra: 1 }).success).toBe(false);
  });

  it('takes an ISO timestamp or a calendar date', () => {
    expect(lifestyleLogPayloadSchema.safeParse({ ...base, date: '2025-03-04' }).success).toBe(true);
    expect(lifestyleLogPayloadSchema.safeParse({ ...base, date: 'today' }).success).toBe(false);
  });
});

describe('stored log and helpers', () => {
  it('reads a log with injuries defaulting to none', () => {
    const log = lifestyleLogSchema.parse({
      id: 'log-1',
      date: '2025-03-04T07:30:00.000Z',
      sleep: 3,
      stress: 1,
      soreness: 4,
      bodyWeight: 72,
      noteToTrainer: null,
      workoutIntensity: 'very-easy',
    });
    expect(log.injuries).toEqual({});
  });

  it('parses the bodyweight field text', () => {
    expect(parseBodyWeight('81.5')).toBe(81.5);
    expect(parseBodyWeight(' 500 ')).toBe(500);
    expect(parseBodyWeight('')).toBeNull();
    expect(parseBodyWeight('0')).toBeNull();
    expect(parseBodyWeight('501')).toBeNull();
    expect(parseBodyWeight('eighty')).toBeNull();
  });

  it('labels the five levels of each slider', () => {
    expect(LIFESTYLE_LEVEL_LABELS.sleep).toEqual([
      'Not Good',
      'Below Average',
      'Average',
      'Good',
      'Great',
    ]);
    expect(LIFESTYLE_LEVEL_LABELS.stress[4]).toBe('No Stress');
    expect(LIFESTYLE_LEVEL_LABELS.soreness[2]).toBe('A little sore');
  });
});
