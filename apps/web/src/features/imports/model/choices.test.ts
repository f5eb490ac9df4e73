import { describe, expect, it } from 'vitest';
import { CUSTOM_CHOICE, choicesOf, initialPicks } from './choices';

const exercises = [
  { name: 'Squat (Barbell)', sets: 2, match: { id: 'squat', name: 'Barbell Squat' } },
  { name: 'Cable Fly', sets: 1, match: null },
  { name: 'Face Pull', sets: 1, match: null },
];

describe('import choices', () => {
  it('starts from the matches, blank for the unmatched', () => {
    expect(initialPicks(exercises)).toEqual({ picks: ['squat', '', ''] });
  });

  it('sends a library pick, a custom one, and nothing for a blank pick', () => {
    expect(choicesOf(exercises, { picks: ['squat', CUSTOM_CHOICE, ''] })).toEqual([
      { name: 'Squat (Barbell)', choice: { kind: 'library', exerciseId: 'squat' } },
      { name: 'Cable Fly', choice: { kind: 'custom' } },
    ]);
  });
});
