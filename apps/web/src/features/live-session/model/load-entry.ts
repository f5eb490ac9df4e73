import type { WeightUnit } from '@levelup/shared';
import { shownDecimalMark, shownLoadNumber } from '@levelup/shared/coaching';
import type { CellRef, SessionState } from '@levelup/shared/session';
import { type CellUpdate, typedUpdate } from './steppers';

export type LoadField = 'kg' | 'reps';

/**
 * A load being typed into one cell, by keyboard or on the keypad: what was typed per field (null
 * keeps the cell's value) and the field the next key goes to. It lives on this device until it is
 * confirmed, as a `cell:update` op like a step, or cancelled.
 */
export interface LoadEntry extends CellRef {
  field: LoadField;
  /** The load typed, in `unit`. */
  kg: string | null;
  reps: string | null;
  /** Typed on the on-screen keypad (it is open) rather than on a keyboard. */
  keypad: boolean;
  /** The unit the load is typed and shown in (the coach's): it becomes kg on confirming. */
  unit: WeightUnit;
}

// 1000 kg (`KG_MAX`) is 2204.62 lb: four digits either way; two decimals, as a load shows (a
// 1.25 kg plate pair's 101.25 kg, a pound load entered in kg). Reps go up to 50.
const KG_PATTERN = /^\d{0,4}(\.\d{0,2})?$/;
const REPS_PATTERN = /^\d{0,2}$/;

/** Whether a key types into a load: a digit, or the decimal point (a comma on many keyboards). */
export function isLoadKey(key: string): boolean {
  return /^[0-9.,]$/.test(key);
}

/** A fresh entry on a cell, the load in `unit`, typing into `field` (the load unless said). */
export function startLoadEntry(
  cell: CellRef,
  keypad: boolean,
  unit: WeightUnit,
  field: LoadField = 'kg',
): LoadEntry {
  const { exerciseId, userId } = cell;
  return { exerciseId, userId, field, kg: null, reps: null, keypad, unit };
}

/**
 * One key on the entry's field: a digit or point appends (the field's first key replaces the
 * cell's value), Backspace takes the last character off. A key the field cannot take (a second
 * point, a fifth load digit or third decimal, a point in reps) leaves the entry as it was.
 */
export function typeLoadKey(entry: LoadEntry, key: string): LoadEntry {
  const current = entry[entry.field] ?? '';
  let next: string;
  if (key === 'Backspace') next = current.slice(0, -1);
  else if (isLoadKey(key)) next = current + (key === ',' ? '.' : key);
  else return entry;
  const pattern = entry.field === 'kg' ? KG_PATTERN : REPS_PATTERN;
  if (!pattern.test(next)) return entry;
  return { ...entry, [entry.field]: next };
}

/** The entry typing into `field`, or the other field when none is named (Tab). */
export function switchLoadField(entry: LoadEntry, field?: LoadField): LoadEntry {
  const next = field ?? (entry.field === 'kg' ? 'reps' : 'kg');
  return next === entry.field ? entry : { ...entry, field: next };
}

/** A typed field's number; null when nothing usable was typed ('' or a lone point). */
function typedNumber(text: string | null): number | null {
  if (text === null || !/\d/.test(text)) return null;
  return Number(text);
}

/**
 * The `cell:update` that confirms an entry, the load converted from the entry's unit to kg and
 * clamped as the steppers' are; null when it changes nothing.
 */
export function loadEntryUpdate(state: SessionState, entry: LoadEntry): CellUpdate | null {
  const kg = typedNumber(entry.kg);
  const reps = typedNumber(entry.reps);
  return typedUpdate(state, entry, entry.unit, {
    ...(kg === null ? {} : { kg }),
    ...(reps === null ? {} : { reps }),
  });
}

/**
 * What a cell shows for a field while an entry is on it: the typed text, else the cell's value,
 * a load in the entry's unit (`typed` false: shown dimmed, as what a key will replace). Both read
 * with the page language's decimal mark ('97,5' in Spanish); the entry itself keeps the point.
 */
export function shownLoad(
  entry: LoadEntry,
  field: LoadField,
  value: number,
): { text: string; typed: boolean } {
  const typed = entry[field];
  if (typed !== null) return { text: typed.replace('.', shownDecimalMark()), typed: true };
  return {
    text: field === 'kg' ? shownLoadNumber(value, entry.unit) : String(value),
    typed: false,
  };
}
