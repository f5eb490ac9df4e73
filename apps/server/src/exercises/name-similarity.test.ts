import { describe, expect, it } from 'vitest';
import { similarNames, trigramSimilarity, trigrams } from './name-similarity';

describe('trigram similarity (pg_trgm semantics)', () => {
  it('pads each word like pg_trgm', () => {
    expect([...trigrams('Cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat'].sort());
    expect(trigrams('a-b').size).toBe(4);
    expect(trigrams('  ').size).toBe(0);
  });

  it('matches the values pg_trgm gives', () => {
    // select similarity('word', 'two words') = 0.36363637
    expect(trigramSimilarity('word', 'two words')).toBeCloseTo(0.363636, 5);
    expect(trigramSimilarity('Back Squat', 'back squat')).toBe(1);
    expect(trigramSimilarity('Squat', 'Bench')).toBe(0);
    expect(trigramSimilarity('', 'Bench')).toBe(0);
  });

  it('lists near-duplicates best first, without the exact one', () => {
    const library = ['Back Squat', 'Front Squat', 'Bench Press', 'Deadlift', 'Goblet Squat'];
    const found = similarNames('Back Squatt', library, (c) => c === 'Nothing');
    expect(found[0]).toBe('Back Squat');
    expect(found).not.toContain('Deadlift');
    expect(similarNames('Back Squat', library, (c) => c === 'Back Squat')).not.toContain(
      'Back Squat',
    );
  });
});
