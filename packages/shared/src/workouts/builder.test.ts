import { describe, expect, it } from 'vitest';
import { createWorkoutDraft, type WorkoutDraft, workoutDraftSchema } from '../schemas/workout';
import {
  activePhase,
  addExercise,
  addPhase,
  canAddExercise,
  canAddPhase,
  canRemovePhase,
  hasWorkoutName,
  removeExercise,
  removePhase,
  renamePhase,
  renameWorkout,
  resetPhase,
  saveAlert,
  selectPhase,
  setGroupClients,
  setWorkoutLevel,
} from './builder';
import { draftWith, library } from './draft.test-fixtures';
import { createPair } from './pairing';

const phaseSummary = (draft: WorkoutDraft) => draft.phases.map((p) => `${p.id}:${p.name}`);

function paired(draft: WorkoutDraft, ids: string[], letter: string): WorkoutDraft {
  const result = createPair(draft, ids, letter);
  if (!result.ok) throw new Error(result.alert.message);
  return result.value;
}

describe('phases', () => {
  it('adds Phase n up to 5, activating the new one, and hides Add at 5', () => {
    let draft = createWorkoutDraft();
    for (let n = 2; n <= 5; n++) {
      expect(canAddPhase(draft)).toBe(true);
      draft = addPhase(draft);
      expect(draft.activePhaseId).toBe(`phase-${n}`);
    }
    expect(phaseSummary(draft)).toEqual([
      'phase-1:Phase 1',
      'phase-2:Phase 2',
      'phase-3:Phase 3',
      'phase-4:Phase 4',
      'phase-5:Phase 5',
    ]);
    expect(canAddPhase(draft)).toBe(false);
    expect(addPhase(draft)).toBe(draft);
  });

  it('reuses the lowest free phase number after a removal', () => {
    const draft = addPhase(addPhase(createWorkoutDraft()));
    const removed = removePhase(draft, 'phase-2');
    expect(phaseSummary(addPhase(removed))).toEqual([
      'phase-1:Phase 1',
      'phase-3:Phase 3',
      'phase-2:Phase 2',
    ]);
  });

  it('removes only when more than one phase exists', () => {
    const single = createWorkoutDraft();
    expect(canRemovePhase(single)).toBe(false);
    expect(removePhase(single, 'phase-1')).toBe(single);
    const two = addPhase(single);
    expect(canRemovePhase(two)).toBe(true);
    expect(removePhase(two, 'phase-9')).toBe(two);
  });

  it('removing the active phase activates the first remaining; another keeps it', () => {
    const three = selectPhase(addPhase(addPhase(createWorkoutDraft())), 'phase-2');
    const withoutActive = removePhase(three, 'phase-2');
    expect(withoutActive.activePhaseId).toBe('phase-1');
    const withoutFirst = removePhase(three, 'phase-1');
    expect(withoutFirst.activePhaseId).toBe('phase-2');
    expect(removePhase(selectPhase(three, 'phase-1'), 'phase-1').activePhaseId).toBe('phase-2');
  });

  it('drops the exercises only a removed phase used', () => {
    let draft = draftWith(library.squat, library.curl);
    draft = addExercise(addPhase(draft), library.squat);
    const removed = removePhase(draft, 'phase-1');
    expect(Object.keys(removed.exercises)).toEqual(['squat']);
  });

  it('selects only a phase that exists', () => {
    const draft = addPhase(createWorkoutDraft());
    expect(selectPhase(draft, 'phase-1').activePhaseId).toBe('phase-1');
    expect(selectPhase(draft, 'phase-7')).toBe(draft);
  });

  it('renames to the trimmed name and ignores a blank one', () => {
    const draft = createWorkoutDraft();
    expect(renamePhase(draft, 'phase-1', '  Strength ').phases[0]?.name).toBe('Strength');
    expect(renamePhase(draft, 'phase-1', '   ')).toBe(draft);
    expect(renamePhase(draft, 'phase-4', 'Power')).toBe(draft);
  });

  it('Reset Phase empties the active phase’s exercises, params and pairs only', () => {
    let draft = draftWith(library.squat, library.bench);
    draft = paired(draft, ['squat', 'bench'], 'A');
    draft = addExercise(addPhase(draft), library.row);
    draft = selectPhase(draft, 'phase-1');
    const reset = resetPhase(draft);
    expect(reset.phases[0]).toMatchObject({
      exerciseIds: [],
      exerciseParams: {},
      exercisePairs: [],
    });
    expect(reset.phases[1]?.exerciseIds).toEqual(['row']);
    expect(Object.keys(reset.exercises)).toEqual(['row']);
    expect(resetPhase(reset)).toBe(reset);
  });
});

describe('exercises', () => {
  it('adds to the active phase with the standard params of its type', () => {
    const draft = draftWith(library.squat, library.curl, library.sled);
    const phase = activePhase(draft);
    expect(phase.exerciseIds).toEqual(['squat', 'curl', 'sled']);
    expect(phase.exerciseParams.squat?.reps).toMatchObject({ minReps: 8, maxReps: 8 });
    expect(phase.exerciseParams.curl?.reps).toMatchObject({ minReps: 12, maxReps: 12 });
    expect(phase.exerciseParams.sled?.reps).toMatchObject({ minReps: 8, maxReps: 8 });
    expect(phase.exerciseParams.curl?.warmup).toMatchObject({
      variant: 'standard',
      pctOfWorking: 60,
      sets: 2,
      reps: 8,
      timerSec: null,
    });
    expect(draft.exercises.curl).toEqual(library.curl);
    expect(workoutDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('ignores an exercise already in the phase, but allows it in another phase', () => {
    const draft = draftWith(library.squat);
    expect(addExercise(draft, library.squat)).toBe(draft);
    const second = addExercise(addPhase(draft), library.squat);
    expect(second.phases.map((p) => p.exerciseIds)).toEqual([['squat'], ['squat']]);
  });

  it('stops at 50 exercises per phase', () => {
    let draft = createWorkoutDraft();
    for (let i = 0; i < 50; i++) {
      draft = addExercise(draft, { ...library.squat, id: `ex-${i}` });
    }
    expect(canAddExercise(draft)).toBe(false);
    expect(addExercise(draft, library.bench)).toBe(draft);
  });

  it('removes an exercise with its params and dissolves a pair left with one', () => {
    let draft = draftWith(library.squat, library.bench, library.row, library.curl, library.raise);
    draft = paired(draft, ['squat', 'bench'], 'A');
    draft = paired(draft, ['row', 'curl', 'raise'], 'B');
    const removed = removeExercise(removeExercise(draft, 'bench'), 'raise');
    const phase = activePhase(removed);
    expect(phase.exerciseIds).toEqual(['squat', 'row', 'curl']);
    expect(Object.keys(phase.exerciseParams)).toEqual(['squat', 'row', 'curl']);
    expect(phase.exercisePairs).toEqual([[], ['curl', 'row']]);
    expect(removed.exercises.bench).toBeUndefined();
    expect(removeExercise(removed, 'bench')).toBe(removed);
  });

  it('drops trailing free letters when the last pair dissolves', () => {
    let draft = draftWith(library.squat, library.bench, library.row, library.curl);
    draft = paired(draft, ['squat', 'bench'], 'A');
    draft = paired(draft, ['row', 'curl'], 'C');
    expect(activePhase(removeExercise(draft, 'curl')).exercisePairs).toEqual([['bench', 'squat']]);
  });
});

describe('title, level and saving', () => {
  it('saves a usable name trimmed and refuses blank or default names with Invalid name', () => {
    const draft = createWorkoutDraft();
    expect(hasWorkoutName(draft)).toBe(false);
    const renamed = renameWorkout(draft, '  Leg Day  ');
    expect(renamed.ok && renamed.value.workoutName).toBe('Leg Day');
    expect(renamed.ok && hasWorkoutName(renamed.value)).toBe(true);
    for (const bad of ['', '   ', 'Name Your Amazing Group Workout', 'x'.repeat(101)]) {
      expect(renameWorkout(draft, bad)).toEqual({
        ok: false,
        alert: {
          kind: 'invalidName',
          title: 'Invalid name',
          message: 'Please enter a valid workout name.',
        },
      });
    }
  });

  it('asks for a name first, then a level, before saving', () => {
    const draft = createWorkoutDraft();
    expect(saveAlert(draft)).toEqual({
      kind: 'missingName',
      title: 'Missing workout name',
      message: 'Please enter a workout name before saving.',
    });
    const named = { ...draft, workoutName: 'Leg Day' };
    expect(saveAlert(named)).toEqual({
      kind: 'levelRequired',
      title: 'Workout level required',
      message: 'Please select a workout level before saving.',
    });
    expect(saveAlert(setWorkoutLevel(named, 'advanced'))).toBeNull();
  });

  it('clamps client grouping to whole numbers between 0 and 12', () => {
    const draft = createWorkoutDraft();
    expect(setGroupClients(draft, { clientsPerGroup: 13 }).groupClients.clientsPerGroup).toBe(12);
    expect(
      setGroupClients(draft, { maxClientsPerExercise: -1 }).groupClients.maxClientsPerExercise,
    ).toBe(0);
    expect(setGroupClients(draft, { clientsPerGroup: 2.6 }).groupClients.clientsPerGroup).toBe(3);
    expect(setGroupClients(draft, { sortBy: 'age' }).groupClients).toEqual({
      clientsPerGroup: 1,
      maxClientsPerExercise: 1,
      sortBy: 'age',
    });
    expect(setGroupClients(draft, { clientsPerGroup: 1 })).toBe(draft);
  });
});
