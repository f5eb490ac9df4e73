import { describe, expect, it } from 'vitest';
import { newJoinCode, newScreenId, randomCode, UNAMBIGUOUS_ALPHABET } from './random-code';

describe('random codes', () => {
  it('draws join codes of 10 and screen ids of 12 unambiguous characters', () => {
    const codes = Array.from({ length: 200 }, newJoinCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    expect(new Set(codes).size).toBe(200);
    const screens = Array.from({ length: 200 }, newScreenId);
    for (const id of screens) expect(id).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
    expect(new Set(screens).size).toBe(200);
    expect(UNAMBIGUOUS_ALPHABET).not.toMatch(/[ILO01]/);
  });

  it('uses the alphabet it is given', () => {
    expect(randomCode(5, 'x')).toBe('xxxxx');
  });
});
