import type { WeightUnit } from '@levelup/shared';
import { type CellRef, getCell, type SessionState } from '@levelup/shared/session';
import type { KeyboardEvent } from 'react';
import { isLoadKey, startLoadEntry, switchLoadField, typeLoadKey } from '../model/load-entry';
import { selectionOf, singleCell } from '../model/selection';
import { logSetPayload } from '../model/set-actions';
import { confirmLoadEntry, type LoadEntryStore } from './load-entry-store';
import type { SessionCommands } from './session-commands';

/*
 * The grid's keys on the trainer's screen (the selected cell's hint, `cellHint` and `logSetKey`,
 * says the first and the last to a screen reader):
 * - digits, '.' or ',', Backspace, Tab: type a load into the selected cell (`typeLoad` below);
 *   Enter confirms it and Escape drops it; Space (a press of the selected cell) opens the keypad.
 * - L: logs the selected cell's current set (`logSetByKey` below), a typed load confirmed first.
 * - Arrows move the selected cell, + and - step it, Enter verifies it and Escape clears the
 *   selection (`SessionGrid`).
 */

/**
 * Typing a load with the keys (`LoadEntry`): with a single cell selected a digit starts one, the
 * load in the coach's `unit`; while one is on, digits and Backspace type, Tab switches between the
 * load and reps, Enter confirms (the steppers' op), Escape cancels. Returns whether the key was
 * the entry's.
 */
export function typeLoad(
  event: KeyboardEvent<HTMLDivElement>,
  entries: LoadEntryStore,
  commands: SessionCommands,
  state: SessionState,
  unit: WeightUnit,
): boolean {
  const entry = entries.get();
  if (!entry) {
    const cell = singleCell(selectionOf(state));
    if (!cell || !isLoadKey(event.key)) return false;
    event.preventDefault();
    entries.set(typeLoadKey(startLoadEntry(cell, false, unit), event.key));
    return true;
  }
  if (isLoadKey(event.key) || event.key === 'Backspace') {
    event.preventDefault();
    entries.set(typeLoadKey(entry, event.key));
    return true;
  }
  if (event.key === 'Tab') {
    event.preventDefault();
    entries.set(switchLoadField(entry, event.shiftKey ? 'kg' : undefined));
    return true;
  }
  if (event.key === 'Enter') {
    event.preventDefault();
    confirmLoadEntry(entries, commands, state);
    return true;
  }
  if (event.key === 'Escape') {
    event.preventDefault();
    entries.set(null);
    return true;
  }
  return false;
}

/**
 * 'Log set' on a cell: its current values recorded as its current set, done. A load typed and not
 * confirmed yet is confirmed first, so the set logged is the one the cell shows.
 */
export function logCurrentSet(
  entries: LoadEntryStore,
  commands: SessionCommands,
  getState: () => SessionState | null,
  ref: CellRef,
): void {
  confirmLoadEntry(entries, commands, getState());
  const state = getState();
  const cell = state ? getCell(state, ref.exerciseId, ref.userId) : undefined;
  const payload = cell ? logSetPayload(cell, ref) : null;
  if (payload) commands.sendOp('set:log', payload);
}

/** L with a single cell selected logs its current set (`logCurrentSet`). Returns whether it did. */
export function logSetByKey(
  event: KeyboardEvent<HTMLDivElement>,
  entries: LoadEntryStore,
  commands: SessionCommands,
  getState: () => SessionState | null,
): boolean {
  if (event.key !== 'l' && event.key !== 'L') return false;
  const cell = singleCell(selectionOf(getState()));
  if (!cell) return false;
  event.preventDefault();
  logCurrentSet(entries, commands, getState, cell);
  return true;
}
