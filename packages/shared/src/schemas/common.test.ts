import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, isCalendarDate, isUuid, optionalTextSchema, toApiIssues } from './common';

describe('common schema helpers', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('2024-1-01')).toBe(false);
  });

  it('tells row ids from join codes', () => {
    expect(isUuid('7f1c3a2e-9b4d-4c6a-8e2f-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('AB3CD9')).toBe(false);
    expect(isUuid('7f1c3a2e-9b4d-4c6a-8e2f-1a2b3c4d5e6f; drop table')).toBe(false);
  });

  it('turns blank text into null', () => {
    expect(optionalTextSchema.parse(undefined)).toBeNull();
    expect(optionalTextSchema.parse(' \n ')).toBeNull();
    expect(optionalTextSchema.parse(' hi ')).toBe('hi');
  });

  it('flattens issues for the API and for form fields', () => {
    const schema = z.object({ a: z.string().min(2, 'short'), b: z.object({ c: z.number() }) });
    const error = schema.safeParse({ a: 'x', b: { c: 'y' } }).error;
    expect(error).toBeDefined();
    if (!error) return;
    const issues = toApiIssues(error);
    expect(issues[0]).toEqual({ path: 'a', message: 'short' });
    expect(issues[1]?.path).toBe('b.c');
    expect(fieldErrors(error)).toMatchObject({ a: 'short' });
    expect(Object.keys(fieldErrors(error))).toEqual(['a', 'b']);
  });
});
