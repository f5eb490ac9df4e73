import { describe, expect, it } from 'vitest';
import { newResetCode, resetCodeHasher } from './password-resets';

describe('reset codes', () => {
  it('are six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 500 }, newResetCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it('hash per user under the server secret', () => {
    const hash = resetCodeHasher('server-secret');
    expect(hash('user-1', '012345')).toMatch(/^[0-9a-f]{64}$/);
    expect(hash('user-1', '012345')).toBe(hash('user-1', '012345'));
    expect(hash('user-1', '012345')).not.toBe(hash('user-2', '012345'));
    expect(hash('user-1', '012345')).not.toBe(resetCodeHasher('other-secret')('user-1', '012345'));
  });
});
