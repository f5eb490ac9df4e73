import type { SessionState } from '@levelup/shared/session';
import type { KeyboardEvent } from 'react';
import { isLoadKey, startLoadEntry, switchLoadField, typeLoadKey } from '../model/load-entry';
import { selectionOf, singleCell } from '../model/selection';
import { confirmLoadEntry, type LoadEntryStore } from './load-entry-store';
import type { SessionCommands } from './session-commands';

/**
 * Typing a load with the keys (`LoadEntry`): with a single cell selected a digit starts one; while
 * one is on, digits and Backspace type, Tab switches between kg and reps, Enter confirms (the
 * steppers' op), Escape cancels. Returns whether the key was the entry's.
 */
export function typeLoad(
  event: KeyboardEvent<HTMLDivElement>,
  entries: LoadEntryStore,
  commands: SessionCommands,
  state: SessionState,
): boolean {
  const entry = entries.get();
  if (!entry) {
    const cell = singleCell(selectionOf(state));
    if (!cell || !isLoadKey(event.key)) return false;
    event.preventDefault();
    entries.set(typeLoadKey(startLoadEntry(cell, false), event.key));
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
