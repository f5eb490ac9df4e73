import { describe, expect, it } from 'vitest';
import {
  createSessionBodySchema,
  joinCodeSchema,
  normaliseJoinCode,
  sessionLogsBodySchema,
} from './session-api';

describe('session calls', () => {
  it('create takes an optional workout id', () => {
    expect(createSessionBodySchema.parse({})).toEqual({});
    expect(createSessionBodySchema.parse({ workoutId: 'w1' })).toEqual({ workoutId: 'w1' });
  });

  it('a scanned join code is trimmed and at least 3 characters', () => {
    expect(joinCodeSchema.parse(' ABC ')).toBe('ABC');
    expect(joinCodeSchema.safeParse(' AB ').error?.issues[0]?.message).toBe(
      'Invalid QR code. Please try again.',
    );
  });

  it('reads a typed join code whatever its case and spacing', () => {
    expect(normaliseJoinCode('  ab3cd9 ')).toBe('AB3CD9');
    expect(normaliseJoinCode('ab3c-d9xy-z2')).toBe('AB3CD9XYZ2');
  });

  it('logs performed sets with known verification and flag values', () => {
    const set = {
      clientId: 'c1',
      exerciseId: 'e1',
      kg: 102.5,
      reps: 5,
      isWarmup: false,
      verification: 'verified',
      flag: 'pr-purple',
    };
    expect(sessionLogsBodySchema.safeParse({ logs: [set] }).success).toBe(true);
    expect(sessionLogsBodySchema.safeParse({ logs: [{ ...set, reps: 51 }] }).success).toBe(false);
    expect(sessionLogsBodySchema.safeParse({ logs: [{ ...set, kg: -1 }] }).success).toBe(false);
    expect(
      sessionLogsBodySchema.safeParse({ logs: [{ ...set, verification: 'maybe' }] }).success,
    ).toBe(false);
    expect(sessionLogsBodySchema.safeParse({ logs: [{ ...set, flag: 'green' }] }).success).toBe(
      false,
    );
  });
});
