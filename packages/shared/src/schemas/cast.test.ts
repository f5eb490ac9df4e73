import { describe, expect, it } from 'vitest';
import {
  castConnectBodySchema,
  castDisconnectBodySchema,
  normaliseScreenId,
  scannedScreenIdSchema,
  screenIdSchema,
} from './cast';
import { fieldErrors } from './common';

describe('screen ids', () => {
  it('reads a typed screen id whatever its case and spacing', () => {
    expect(normaliseScreenId('  ab3cd9xy ')).toBe('AB3CD9XY');
    expect(normaliseScreenId(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
  });

  it('accepts 6-12 characters, not counting the dashes and spaces it is shown or typed with', () => {
    expect(screenIdSchema.parse('  ABC123 ')).toBe('ABC123');
    expect(screenIdSchema.safeParse('ABCDEFGHIJKL').success).toBe(true);
    expect(screenIdSchema.parse('abcd-efgh-jkmn')).toBe('ABCDEFGHJKMN');
    expect(scannedScreenIdSchema.parse('ABCDEFGHJKMN')).toBe('ABCDEFGHJKMN');
  });

  it('gives the connect dialog messages', () => {
    expect(screenIdSchema.safeParse('ABC12').error?.issues[0]?.message).toBe(
      'Screen ID should be 6-12 characters long.',
    );
    expect(screenIdSchema.safeParse('ABCDEFGHIJKLM').error?.issues[0]?.message).toBe(
      'Screen ID should be 6-12 characters long.',
    );
    for (const scanned of ['ABC', 'https://example.com/x']) {
      expect(scannedScreenIdSchema.safeParse(scanned).error?.issues[0]?.message).toBe(
        'Invalid QR code format. Please scan the correct screen QR code.',
      );
    }
  });
});

describe('cast bodies', () => {
  it('connect needs both ids', () => {
    expect(castConnectBodySchema.safeParse({ screenId: 'ABC123', sessionId: 's1' }).success).toBe(
      true,
    );
    expect(
      fieldErrors(castConnectBodySchema.safeParse({ screenId: 'ABC123' }).error),
    ).toHaveProperty('sessionId');
  });

  it('disconnect needs at least one id', () => {
    expect(castDisconnectBodySchema.safeParse({ sessionId: 's1' }).success).toBe(true);
    expect(castDisconnectBodySchema.safeParse({ screenId: 'ABC123' }).success).toBe(true);
    expect(castDisconnectBodySchema.safeParse({}).success).toBe(false);
  });
});
