import { createSessionState } from '@levelup/shared/session';
import { describe, expect, it } from 'vitest';
import {
  isLoadKey,
  type LoadEntry,
  loadEntryUpdate,
  shownLoad,
  startLoadEntry,
  switchLoadField,
  typeLoadKey,
} from './load-entry';

const squatAna = { exerciseId: 'squat', userId: 'ana' };

function gym() {
  const state = createSessionState({
    clients: [{ id: 'ana', firstName: 'Ana' }],
    exercises: [{ id: 'squat', name: 'Squat' }],
  });
  const cells = { squat: { ana: { ...state.cells.squat?.ana, kg: 60, reps: 5 } } };
  return { ...state, cells } as typeof state;
}

const typed = (keys: readonly string[], entry: LoadEntry = startLoadEntry(squatAna, false)) =>
  keys.reduce(typeLoadKey, entry);

describe('typing a load', () => {
  it('types digits into the kg first, replacing the value, and Backspace takes one off', () => {
    expect(typed(['1', '4', '0']).kg).toBe('140');
    expect(typed(['1', '4', '0', 'Backspace']).kg).toBe('14');
    expect(typed(['Backspace']).kg).toBe('');
    expect(typed(['1']).reps).toBeNull();
  });

  it('takes one decimal point (a comma too) and at most four kg digits', () => {
    expect(typed(['9', '2', ',', '5']).kg).toBe('92.5');
    expect(typed(['9', '.', '.', '2', '5']).kg).toBe('9.2');
    expect(typed(['1', '0', '0', '0', '0']).kg).toBe('1000');
  });

  it('switches to reps (Tab) and back; reps take two digits and no point', () => {
    const reps = switchLoadField(typed(['1', '4', '0']));
    expect(reps.field).toBe('reps');
    const done = typed(['8', '.', '1', '2'], reps);
    expect(done).toMatchObject({ kg: '140', reps: '81' });
    expect(switchLoadField(done).field).toBe('kg');
    expect(switchLoadField(done, 'reps')).toBe(done);
  });

  it('knows the keys that type', () => {
    expect(['0', '9', '.', ','].every(isLoadKey)).toBe(true);
    expect(['a', 'Enter', 'Tab', '+', '-', '10'].some(isLoadKey)).toBe(false);
  });

  it('confirms as one cell:update, rounded and clamped as a step is', () => {
    const state = gym();
    expect(loadEntryUpdate(state, typed(['1', '4', '0']))).toEqual({
      ...squatAna,
      value: { kg: 140 },
    });
    expect(loadEntryUpdate(state, typed(['1', '4', '1']))?.value).toEqual({ kg: 140 });
    expect(loadEntryUpdate(state, typed(['9', '9', '9', '9']))?.value).toEqual({ kg: 1000 });
    const both = typed(['8'], switchLoadField(typed(['1', '0', '0'])));
    expect(loadEntryUpdate(state, both)?.value).toEqual({ kg: 100, reps: 8 });
    const tooMany = typed(['9', '9'], switchLoadField(startLoadEntry(squatAna, true)));
    expect(loadEntryUpdate(state, tooMany)?.value).toEqual({ reps: 50 });
  });

  it('confirms nothing when nothing usable or new was typed', () => {
    const state = gym();
    expect(loadEntryUpdate(state, startLoadEntry(squatAna, true))).toBeNull();
    expect(loadEntryUpdate(state, typed(['.']))).toBeNull();
    expect(loadEntryUpdate(state, typed(['6', '0']))).toBeNull();
    expect(
      loadEntryUpdate(state, typed(['1'], startLoadEntry({ ...squatAna, userId: 'x' }, false))),
    ).toBeNull();
  });

  it("shows the typed text, else the cell's value as what a key will replace", () => {
    const entry = typed(['1', '4']);
    expect(shownLoad(entry, 'kg', 60)).toEqual({ text: '14', typed: true });
    expect(shownLoad(entry, 'reps', 5)).toEqual({ text: '5', typed: false });
  });
});
