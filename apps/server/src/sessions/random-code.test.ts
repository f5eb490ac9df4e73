import { describe, expect, it } from 'vitest';
import {
  isUniqueViolation,
  isUuid,
  newJoinCode,
  normaliseJoinCode,
  randomCode,
  UNAMBIGUOUS_ALPHABET,
} from './random-code';

describe('random codes', () => {
  it('draws join codes of 6 unambiguous characters', () => {
    const codes = Array.from({ length: 200 }, newJoinCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(UNAMBIGUOUS_ALPHABET).not.toMatch(/[ILO01]/);
  });

  it('uses the alphabet it is given', () => {
    expect(randomCode(5, 'x')).toBe('xxxxx');
  });

  it('reads a typed join code whatever its case and spacing', () => {
    expect(normaliseJoinCode('  ab3cd9 ')).toBe('AB3CD9');
  });

  it('tells row ids from join codes', () => {
    expect(isUuid('7f1c3a2e-9b4d-4c6a-8e2f-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('AB3CD9')).toBe(false);
    expect(isUuid('7f1c3a2e-9b4d-4c6a-8e2f-1a2b3c4d5e6f; drop table')).toBe(false);
  });

  it('finds a unique violation bare or wrapped', () => {
    const bare = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(bare)).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: bare }))).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
