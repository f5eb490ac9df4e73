import { describe, expect, it } from 'vitest';
import { showLocale } from '../i18n/catalog';
import {
  formatLoad,
  fromKg,
  KG_PER_LB,
  loadNumber,
  shownDecimalMark,
  stepLoad,
  storedKg,
  toKg,
  unitFor,
} from './units';

describe('kg and lb', () => {
  it('stores every whole pound 0-1000 so it reads back the same, without drift', () => {
    for (let lb = 0; lb <= 1000; lb += 1) {
      const stored = toKg(lb, 'lb');
      expect(fromKg(stored, 'lb')).toBe(lb);
      // Stored again from what was shown, it stays put.
      expect(toKg(fromKg(stored, 'lb'), 'lb')).toBe(stored);
    }
  });

  it('stores 225 lb as 102.0583 kg and shows it as 225 lb or 102.06 kg', () => {
    expect(toKg(225, 'lb')).toBe(102.0583);
    expect(formatLoad(toKg(225, 'lb'), 'lb')).toBe('225 lb');
    expect(formatLoad(toKg(225, 'lb'), 'kg')).toBe('102.06 kg');
    expect(formatLoad(100, 'lb')).toBe('220.46 lb');
    expect(KG_PER_LB).toBe(0.45359237);
  });

  it('keeps kg as typed, to a ten-thousandth, within 0 and the ceiling', () => {
    expect(toKg(102.5, 'kg')).toBe(102.5);
    expect(storedKg(-3)).toBe(0);
    expect(storedKg(5000)).toBe(1000);
    expect(storedKg(Number.NaN)).toBe(0);
  });

  it('steps 2.5 kg or 5 lb, from a load between marks to the next mark', () => {
    expect(stepLoad(100, 1, 'kg')).toBe(102.5);
    expect(stepLoad(101, -1, 'kg')).toBe(100);
    expect(fromKg(stepLoad(toKg(225, 'lb'), 1, 'lb'), 'lb')).toBe(230);
    expect(fromKg(stepLoad(toKg(227, 'lb'), -1, 'lb'), 'lb')).toBe(225);
    expect(stepLoad(0, -1, 'lb')).toBe(0);
  });

  it("shows a person's own unit, else their gym's, else kg", () => {
    expect(unitFor('lb', 'kg')).toBe('lb');
    expect(unitFor(null, 'lb')).toBe('lb');
    expect(unitFor(null, null)).toBe('kg');
  });
});

describe('a load as the page reads it', () => {
  it("is written in the shown language's digits, a field's number staying as typed", () => {
    showLocale('es');
    try {
      expect(formatLoad(toKg(225, 'lb'), 'kg')).toBe('102,06 kg');
      expect(formatLoad(1250, 'kg')).toBe('1250 kg');
      expect(loadNumber(97.5, 'kg')).toBe('97.5');
    } finally {
      showLocale('en');
    }
    expect(formatLoad(97.5, 'kg')).toBe('97.5 kg');
  });

  it("has the shown language's decimal mark, for a keypad's point key", () => {
    expect(shownDecimalMark()).toBe('.');
    showLocale('es');
    try {
      expect(shownDecimalMark()).toBe(',');
    } finally {
      showLocale('en');
    }
  });
});
