import { describe, expect, it } from 'vitest';
import { isUniqueViolation, newJoinCode, randomCode, UNAMBIGUOUS_ALPHABET } from './random-code';

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

  it('finds a unique violation bare or wrapped', () => {
    const bare = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(bare)).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: bare }))).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
