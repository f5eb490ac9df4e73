import { describe, expect, it } from 'vitest';
import type { WorkoutListItem } from '../schemas/workout';
import { canChangeWorkout, canReadWorkouts, workoutPickerSections } from './picker';

function workout(id: string, patch: Partial<WorkoutListItem> = {}): WorkoutListItem {
  return {
    id,
    workoutName: `Workout ${id}`,
    workoutLevel: 'beginner',
    ownerId: 'someone',
    phaseCount: 1,
    exerciseCount: 3,
    useCount: 0,
    lastUsedAt: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...patch,
  };
}

const at = (day: number) => `2030-01-${String(day).padStart(2, '0')}T08:00:00.000Z`;

describe('workout picker sections', () => {
  it('Your Workouts: mine, latest change first, at most 4', () => {
    const list = [1, 2, 3, 4, 5].map((day) =>
      workout(`m${day}`, { ownerId: 'me', updatedAt: at(day) }),
    );
    const { yours } = workoutPickerSections([...list, workout('other')], 'me');
    expect(yours.map((w) => w.id)).toEqual(['m5', 'm4', 'm3', 'm2']);
  });

  it('Last 10 Workouts: launched ones only, latest launch first, at most 4 shown', () => {
    const list = [
      workout('never'),
      workout('old', { lastUsedAt: at(1), useCount: 9 }),
      workout('new', { lastUsedAt: at(9), useCount: 1 }),
      workout('mid', { lastUsedAt: at(5), useCount: 1 }),
    ];
    const { lastUsed } = workoutPickerSections(list, 'me');
    expect(lastUsed.map((w) => w.id)).toEqual(['new', 'mid', 'old']);
    const twelve = Array.from({ length: 12 }, (_, i) =>
      workout(`w${i}`, { lastUsedAt: at(i + 1) }),
    );
    expect(workoutPickerSections(twelve, 'me', 20).lastUsed.map((w) => w.id)).toEqual([
      'w11',
      'w10',
      'w9',
      'w8',
      'w7',
      'w6',
      'w5',
      'w4',
      'w3',
      'w2',
    ]);
  });

  it('Most Used Workouts: launched ones, most sessions first, then the latest launch, at most 4', () => {
    const list = [
      workout('never', { workoutName: 'Never' }),
      workout('b', { workoutName: 'Bravo', useCount: 2, lastUsedAt: at(1) }),
      workout('a', { workoutName: 'Alpha', useCount: 2, lastUsedAt: at(1) }),
      workout('c', { workoutName: 'Charlie', useCount: 7, lastUsedAt: at(2) }),
      workout('d', { workoutName: 'Delta', useCount: 2, lastUsedAt: at(8) }),
      workout('e', { workoutName: 'Echo', useCount: 1, lastUsedAt: at(9) }),
    ];
    const { mostUsed } = workoutPickerSections(list, 'me');
    expect(mostUsed.map((w) => w.workoutName)).toEqual(['Charlie', 'Delta', 'Alpha', 'Bravo']);
    expect(workoutPickerSections([workout('never')], 'me').mostUsed).toEqual([]);
  });

  it('All Workouts: by name, at most 4', () => {
    const list = [
      workout('b', { workoutName: 'Bravo', useCount: 2 }),
      workout('a', { workoutName: 'Alpha', useCount: 2 }),
      workout('c', { workoutName: 'Charlie', useCount: 7 }),
      workout('e', { workoutName: 'Echo' }),
      workout('d', { workoutName: 'Delta' }),
    ];
    const { all } = workoutPickerSections(list, 'me');
    expect(all.map((w) => w.workoutName)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
  });
});

describe('who may read and change workouts', () => {
  it('trainers and above read; the owner or admin and above change', () => {
    expect(canReadWorkouts('trainer')).toBe(true);
    expect(canReadWorkouts('client')).toBe(false);
    const mine = { ownerId: 't1' };
    expect(canChangeWorkout({ id: 't1', role: 'trainer' }, mine)).toBe(true);
    expect(canChangeWorkout({ id: 't2', role: 'trainer' }, mine)).toBe(false);
    expect(canChangeWorkout({ id: 'a1', role: 'admin' }, mine)).toBe(true);
    expect(canChangeWorkout({ id: 's1', role: 'superadmin' }, { ownerId: null })).toBe(true);
    expect(canChangeWorkout({ id: 't1', role: 'client' }, mine)).toBe(false);
  });
});
