import { addExercise, createWorkoutDraft, type ExerciseListItem } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  type DraftStorage,
  draftStorageKey,
  loadDraft,
  saveDraft,
} from './draft-storage';

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const squat: ExerciseListItem = {
  id: 'squat',
  name: 'Back Squat',
  type: 'compound',
  pattern: 'squat',
  primaryMuscles: [],
  secondaryMuscles: [],
};

describe('builder draft keeping', () => {
  it('keys drafts by user and workout, new workouts under "new"', () => {
    expect(draftStorageKey('u1', undefined)).toBe('levelup:workout-draft:u1:new');
    expect(draftStorageKey('u1', 'w9')).toBe('levelup:workout-draft:u1:w9');
  });

  it('reads back a kept draft as it was', () => {
    const storage = memoryStorage();
    const draft = { ...addExercise(createWorkoutDraft(), squat), workoutName: 'Legs' };
    saveDraft(storage, 'k', draft);
    expect(loadDraft(storage, 'k')).toEqual(draft);
  });

  it('answers null for nothing kept, unreadable JSON, or a shape that is not a draft', () => {
    const storage = memoryStorage();
    expect(loadDraft(storage, 'k')).toBeNull();
    storage.setItem('k', '{not json');
    expect(loadDraft(storage, 'k')).toBeNull();
    storage.setItem('k', JSON.stringify({ phases: 'nope' }));
    expect(loadDraft(storage, 'k')).toBeNull();
  });

  it('clears a kept draft, and survives a storage that throws', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'k', createWorkoutDraft());
    clearDraft(storage, 'k');
    expect(storage.data.size).toBe(0);
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(loadDraft(broken, 'k')).toBeNull();
    expect(() => saveDraft(broken, 'k', createWorkoutDraft())).not.toThrow();
    expect(() => clearDraft(broken, 'k')).not.toThrow();
  });
});
