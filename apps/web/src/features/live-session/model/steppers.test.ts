import { fromKg, toKg } from '@levelup/shared/coaching';
import { createSessionState } from '@levelup/shared/session';
import { describe, expect, it } from 'vitest';
import { cellSelection, columnSelection, rowSelection } from './selection';
import { stationPayload, steppedPhaseId } from './stations';
import { keyboardStepField, stepUpdates } from './steppers';

function gym() {
  const state = createSessionState({
    clients: [
      { id: 'ana', firstName: 'Ana' },
      { id: 'ben', firstName: 'Ben' },
    ],
    exercises: [{ id: 'squat', name: 'Squat' }],
  });
  const cells = {
    squat: {
      ana: { ...state.cells.squat?.ana, kg: 0, reps: 50 },
      ben: { ...state.cells.squat?.ben, kg: 60, reps: 5 },
    },
  };
  return { ...state, cells } as typeof state;
}

describe('weight and reps steppers', () => {
  const refs = [
    { exerciseId: 'squat', userId: 'ana' },
    { exerciseId: 'squat', userId: 'ben' },
  ];

  it('step kg by 2.5 and reps by 1 on every selected cell', () => {
    expect(stepUpdates(gym(), refs, 'kg', 'kg', 1)).toEqual([
      { exerciseId: 'squat', userId: 'ana', value: { kg: 2.5 } },
      { exerciseId: 'squat', userId: 'ben', value: { kg: 62.5 } },
    ]);
    expect(stepUpdates(gym(), refs, 'kg', 'reps', -1)).toEqual([
      { exerciseId: 'squat', userId: 'ana', value: { reps: 49 } },
      { exerciseId: 'squat', userId: 'ben', value: { reps: 4 } },
    ]);
  });

  it('send nothing for a cell already at a bound (0 kg, 50 reps) or off the grid', () => {
    expect(stepUpdates(gym(), refs, 'kg', 'kg', -1)).toEqual([
      { exerciseId: 'squat', userId: 'ben', value: { kg: 57.5 } },
    ]);
    expect(stepUpdates(gym(), refs, 'kg', 'reps', 1)).toEqual([
      { exerciseId: 'squat', userId: 'ben', value: { reps: 6 } },
    ]);
    expect(stepUpdates(gym(), [{ exerciseId: 'bench', userId: 'ana' }], 'kg', 'kg', 1)).toEqual([]);
  });

  it('step by several at once while held (2.5 kg and 1 rep times the hold step)', () => {
    expect(stepUpdates(gym(), refs, 'kg', 'kg', 1, 5)).toEqual([
      { exerciseId: 'squat', userId: 'ana', value: { kg: 12.5 } },
      { exerciseId: 'squat', userId: 'ben', value: { kg: 72.5 } },
    ]);
    expect(stepUpdates(gym(), refs, 'kg', 'reps', -1, 10)).toEqual([
      { exerciseId: 'squat', userId: 'ana', value: { reps: 40 } },
      { exerciseId: 'squat', userId: 'ben', value: { reps: 0 } },
    ]);
  });

  it("step the load by 5 lb for a coach in pounds, and send the pounds' kg", () => {
    const pounds = gym();
    const cells = {
      squat: {
        ana: { ...pounds.cells.squat?.ana, kg: toKg(225, 'lb') },
        ben: { ...pounds.cells.squat?.ben, kg: 60 },
      },
    };
    const state = { ...pounds, cells } as typeof pounds;
    expect(stepUpdates(state, refs, 'lb', 'kg', 1)).toEqual([
      { exerciseId: 'squat', userId: 'ana', value: { kg: 104.3262 } },
      // 60 kg is 132.28 lb, between marks: up goes to the next, 135 lb.
      { exerciseId: 'squat', userId: 'ben', value: { kg: toKg(135, 'lb') } },
    ]);
    expect(fromKg(104.3262, 'lb')).toBe(230);
    expect(stepUpdates(state, refs, 'lb', 'kg', -1, 2)).toEqual([
      { exerciseId: 'squat', userId: 'ana', value: { kg: toKg(215, 'lb') } },
      { exerciseId: 'squat', userId: 'ben', value: { kg: toKg(125, 'lb') } },
    ]);
  });

  it('the keyboard steps the mode of the selection, kg without one', () => {
    expect(keyboardStepField('reps')).toBe('reps');
    expect(keyboardStepField('kg')).toBe('kg');
    expect(keyboardStepField(null)).toBe('kg');
  });
});

describe('stations and phases', () => {
  const shape = { exerciseIds: ['squat'], clientIds: ['ana', 'ben'] };

  it('move the selected client alone, else everyone', () => {
    expect(stationPayload(cellSelection('squat', 'ben'))).toEqual({ userId: 'ben' });
    expect(stationPayload(columnSelection('ana', shape, null))).toEqual({ userId: 'ana' });
    expect(stationPayload(rowSelection('squat', shape, 'kg'))).toEqual({});
  });

  it("step between phases and stop at the ends ('<' '>' clamped)", () => {
    const ids = ['phase-1', 'phase-2', 'phase-3'];
    expect(steppedPhaseId(ids, 'phase-1', 1)).toBe('phase-2');
    expect(steppedPhaseId(ids, 'phase-2', -1)).toBe('phase-1');
    expect(steppedPhaseId(ids, 'phase-1', -1)).toBeNull();
    expect(steppedPhaseId(ids, 'phase-3', 1)).toBeNull();
    expect(steppedPhaseId(ids, 'missing', 1)).toBe('phase-1');
  });
});
