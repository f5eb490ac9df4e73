import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';

describe('database errors', () => {
  it('finds a unique violation bare or wrapped', () => {
    const bare = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(bare)).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: bare }))).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
