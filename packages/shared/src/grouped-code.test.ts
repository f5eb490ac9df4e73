import { describe, expect, it } from 'vitest';
import { groupedCode } from './grouped-code';
import { normaliseScreenId } from './schemas/cast';
import { normaliseJoinCode } from './schemas/session-api';

describe('grouped codes', () => {
  it('groups a code in fours, the last group shorter', () => {
    expect(groupedCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(groupedCode('ABCDEFGHJK')).toBe('ABCD-EFGH-JK');
    expect(groupedCode('ABCDEFGH')).toBe('ABCD-EFGH');
    expect(groupedCode('ABC')).toBe('ABC');
    expect(groupedCode('')).toBe('');
  });

  it('reads back as the code it shows', () => {
    expect(normaliseScreenId(groupedCode('ABCDEFGHJKMN'))).toBe('ABCDEFGHJKMN');
    expect(normaliseJoinCode(groupedCode('ABCDEFGHJK'))).toBe('ABCDEFGHJK');
  });
});
