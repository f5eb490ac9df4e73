import { toKg } from '@levelup/shared/coaching';
import { showLocale } from '@levelup/shared/i18n';
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

const typed = (keys: readonly string[], entry: LoadEntry = startLoadEntry(squatAna, false, 'kg')) =>
  keys.reduce(typeLoadKey, entry);

describe('typing a load', () => {
  it('types digits into the kg first, replacing the value, and Backspace takes one off', () => {
    expect(typed(['1', '4', '0']).kg).toBe('140');
    expect(typed(['1', '4', '0', 'Backspace']).kg).toBe('14');
    expect(typed(['Backspace']).kg).toBe('');
    expect(typed(['1']).reps).toBeNull();
  });

  it('takes one decimal point (a comma too), two decimals and at most four load digits', () => {
    expect(typed(['9', '2', ',', '5']).kg).toBe('92.5');
    expect(typed(['1', '0', '1', '.', '2', '5', '5']).kg).toBe('101.25');
    expect(typed(['9', '.', '.', '2', '5']).kg).toBe('9.25');
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

  it('confirms as one cell:update, the load as typed and clamped as a step is', () => {
    const state = gym();
    expect(loadEntryUpdate(state, typed(['1', '4', '0']))).toEqual({
      ...squatAna,
      value: { kg: 140 },
    });
    expect(loadEntryUpdate(state, typed(['1', '4', '1']))?.value).toEqual({ kg: 141 });
    expect(loadEntryUpdate(state, typed(['9', '9', '9', '9']))?.value).toEqual({ kg: 1000 });
    const both = typed(['8'], switchLoadField(typed(['1', '0', '0'])));
    expect(loadEntryUpdate(state, both)?.value).toEqual({ kg: 100, reps: 8 });
    const tooMany = typed(['9', '9'], switchLoadField(startLoadEntry(squatAna, true, 'kg')));
    expect(loadEntryUpdate(state, tooMany)?.value).toEqual({ reps: 50 });
  });

  it("takes the load in the coach's unit: 225 typed in lb is stored as 225 lb in kg", () => {
    const state = gym();
    const pounds = typed(['2', '2', '5'], startLoadEntry(squatAna, true, 'lb'));
    expect(loadEntryUpdate(state, pounds)?.value).toEqual({ kg: toKg(225, 'lb') });
    expect(toKg(225, 'lb')).toBe(102.0583);
    // The cell's 60 kg shows as 132.28 lb: typing what it shows changes nothing.
    const same = typed(['1', '3', '2', '.', '2', '8'], startLoadEntry(squatAna, true, 'lb'));
    expect(loadEntryUpdate(state, same)).toBeNull();
    const lbState = {
      ...state,
      cells: { squat: { ana: { ...state.cells.squat?.ana, kg: toKg(225, 'lb') } } },
    } as typeof state;
    expect(loadEntryUpdate(lbState, pounds)).toBeNull();
  });

  it('confirms nothing when nothing usable or new was typed', () => {
    const state = gym();
    expect(loadEntryUpdate(state, startLoadEntry(squatAna, true, 'kg'))).toBeNull();
    expect(loadEntryUpdate(state, typed(['.']))).toBeNull();
    expect(loadEntryUpdate(state, typed(['6', '0']))).toBeNull();
    expect(
      loadEntryUpdate(
        state,
        typed(['1'], startLoadEntry({ ...squatAna, userId: 'x' }, false, 'kg')),
      ),
    ).toBeNull();
  });

  it("shows the typed text, else the cell's value as what a key will replace", () => {
    const entry = typed(['1', '4']);
    expect(shownLoad(entry, 'kg', 60)).toEqual({ text: '14', typed: true });
    expect(shownLoad(entry, 'reps', 5)).toEqual({ text: '5', typed: false });
    const pounds = startLoadEntry(squatAna, true, 'lb');
    expect(shownLoad(pounds, 'kg', toKg(225, 'lb'))).toEqual({ text: '225', typed: false });
  });

  it("reads with the page's decimal mark in Spanish, the entry keeping the point", () => {
    showLocale('es');
    try {
      const entry = typed(['9', '7', ',', '5']);
      expect(entry.kg).toBe('97.5');
      expect(shownLoad(entry, 'kg', 60)).toEqual({ text: '97,5', typed: true });
      expect(shownLoad(typed([]), 'kg', 102.5)).toEqual({ text: '102,5', typed: false });
    } finally {
      showLocale('en');
    }
  });
});
