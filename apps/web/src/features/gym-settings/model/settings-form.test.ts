import { DEFAULT_EQUIPMENT, DEFAULT_GYM_SETTINGS, gymSettingsMessages as m } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import {
  equipmentAfterUnitChange,
  equipmentForm,
  gymSettingsFormSchema,
  readNumber,
  settingsForm,
} from './settings-form';

const issuesOf = (form: ReturnType<typeof settingsForm>) =>
  (gymSettingsFormSchema.safeParse(form).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('the gym settings form', () => {
  it('reads back the settings it was filled with', () => {
    expect(gymSettingsFormSchema.parse(settingsForm(DEFAULT_GYM_SETTINGS))).toEqual(
      DEFAULT_GYM_SETTINGS,
    );
  });

  it('reads a decimal comma as a point, and a blank as no number', () => {
    expect(readNumber(' 2,5 ')).toBe(2.5);
    expect(readNumber('')).toBeNaN();
    expect(readNumber('abc')).toBeNaN();
  });

  it('gives a blank weight its range message, at its place in the list', () => {
    const form = settingsForm(DEFAULT_GYM_SETTINGS);
    form.equipment.bars[1] = '';
    form.equipment.dumbbellStep = ' ';
    expect(issuesOf(form)).toEqual([
      ['equipment.bars.1', m.barTooHeavy(50, 'kg')],
      ['equipment.dumbbellStep', m.dumbbellStepRange(10, 'kg')],
    ]);
  });

  it('names every field that is not a number before checking across fields', () => {
    const form = settingsForm(DEFAULT_GYM_SETTINGS);
    form.readinessRule[3] = { minScore: '', percent: '-15' };
    form.readinessRule.push({ minScore: 'x', percent: 'y' });
    form.equipment.plates = [];
    expect(issuesOf(form)).toEqual([
      ['readinessRule.3.minScore', m.ruleScoreRange],
      ['readinessRule.4.minScore', m.ruleScoreRange],
      ['readinessRule.4.percent', m.rulePercentRange(-50, 20)],
    ]);
    form.readinessRule = settingsForm(DEFAULT_GYM_SETTINGS).readinessRule;
    expect(issuesOf(form)).toEqual([['equipment.plates', m.noPlates]]);
  });
});

describe('a change of unit', () => {
  it("swaps the old unit's usual equipment for the new one's, in whatever order it was typed", () => {
    const kg = equipmentForm(DEFAULT_EQUIPMENT.kg);
    const reordered = { ...kg, bars: [...kg.bars].reverse(), plates: [...kg.plates].reverse() };
    expect(equipmentAfterUnitChange(reordered, 'kg', 'lb')).toEqual({
      equipment: equipmentForm(DEFAULT_EQUIPMENT.lb),
      swapped: true,
    });
  });

  it("keeps a coach's own equipment as typed", () => {
    const own = { ...equipmentForm(DEFAULT_EQUIPMENT.kg), dumbbellMax: '40' };
    expect(equipmentAfterUnitChange(own, 'kg', 'lb')).toEqual({ equipment: own, swapped: false });
  });
});
