import type { ExerciseListItem } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import { searchExercises } from './exercise-search';

const item = (id: string, name: string): ExerciseListItem => ({
  id,
  name,
  type: 'compound',
  pattern: null,
  primaryMuscles: [],
  secondaryMuscles: [],
});
const library = [item('a', 'Back Squat'), item('b', 'Front Squat'), item('c', 'Bench Press')];

describe('searchExercises', () => {
  it('lists everything for an empty or blank search', () => {
    expect(searchExercises(library, '  ')).toHaveLength(3);
  });

  it('matches names containing the text, ignoring case and outer spaces', () => {
    expect(searchExercises(library, ' SQUAT ').map((e) => e.id)).toEqual(['a', 'b']);
    expect(searchExercises(library, 'ench').map((e) => e.id)).toEqual(['c']);
  });

  it('finds nothing for a text no name contains', () => {
    expect(searchExercises(library, 'deadlift')).toEqual([]);
  });
});
