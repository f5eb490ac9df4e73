import { describe, expect, it } from 'vitest';
import { createAccountMemory } from './account-memory';

const coach = { id: 'coach', role: 'trainer' as const };
const athlete = { id: 'athlete', role: 'client' as const };

describe('account memory', () => {
  it('answers the accounts read at the version the lock statement sees, and asks for the rest', () => {
    const memory = createAccountMemory();
    expect(memory.recall(3, ['coach'])).toEqual({ found: new Map(), missing: ['coach'] });
    memory.remember(3, [coach]);
    expect(memory.recall(3, ['coach', 'athlete'])).toEqual({
      found: new Map([['coach', coach]]),
      missing: ['athlete'],
    });
  });

  it('forgets every account once the version moved, as any of them may have changed', () => {
    const memory = createAccountMemory();
    memory.remember(3, [coach, athlete]);
    expect(memory.recall(4, ['coach', 'athlete']).missing).toEqual(['coach', 'athlete']);
    // Read again at the new version, they answer again.
    memory.remember(4, [coach]);
    expect(memory.recall(4, ['coach']).found.get('coach')).toEqual(coach);
  });

  it('neither answers nor keeps for a group that saw an older version than one already seen', () => {
    const memory = createAccountMemory();
    memory.remember(5, [coach]);
    // A slower group locked before the change: what it read may predate version 5.
    expect(memory.recall(4, ['coach']).missing).toEqual(['coach']);
    memory.remember(4, [athlete]);
    expect(memory.recall(5, ['athlete']).missing).toEqual(['athlete']);
    expect(memory.recall(5, ['coach']).found.size).toBe(1);
  });

  it('answers nothing without a version (no session row was locked)', () => {
    const memory = createAccountMemory();
    memory.remember(undefined, [coach]);
    memory.remember(1, [coach]);
    expect(memory.recall(undefined, ['coach']).missing).toEqual(['coach']);
  });

  it('keeps at most its size, starting over when full', () => {
    const memory = createAccountMemory(2);
    memory.remember(1, [coach, athlete, { id: 'third', role: 'client' }]);
    const { found, missing } = memory.recall(1, ['coach', 'athlete', 'third']);
    expect(found.size).toBe(1);
    expect(missing).toEqual(['coach', 'athlete']);
  });
});
