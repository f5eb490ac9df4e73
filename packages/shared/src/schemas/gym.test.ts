import { describe, expect, it } from 'vitest';
import { gymSettingsMessages as m } from '../messages/gym-settings';
import {
  DEFAULT_EQUIPMENT,
  DEFAULT_GYM_SETTINGS,
  type GymSettings,
  gymSettingsSchema,
} from './gym';

/** The messages a settings payload is refused with. */
function refusals(settings: GymSettings): string[] {
  const parsed = gymSettingsSchema.safeParse(settings);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

const withEquipment = (equipment: Partial<GymSettings['equipment']>, unit: 'kg' | 'lb' = 'kg') => ({
  ...DEFAULT_GYM_SETTINGS,
  unit,
  equipment: { ...DEFAULT_EQUIPMENT[unit], ...equipment },
});

describe('gym settings', () => {
  it('accept the defaults in either unit', () => {
    expect(refusals(DEFAULT_GYM_SETTINGS)).toEqual([]);
    expect(refusals(withEquipment({}, 'lb'))).toEqual([]);
  });

  it('refuse impossible equipment, each with its message', () => {
    expect(refusals(withEquipment({ plates: [] }))).toEqual([m.noPlates]);
    expect(refusals(withEquipment({ plates: [25, 25, 10] }))).toEqual([m.duplicatePlates]);
    expect(refusals(withEquipment({ bars: [] }))).toEqual([m.noBars]);
    expect(refusals(withEquipment({ bars: [55] }))).toEqual([m.barTooHeavy(50, 'kg')]);
    expect(refusals(withEquipment({ bars: [120] }, 'lb'))).toEqual([m.barTooHeavy(110, 'lb')]);
    expect(refusals(withEquipment({ bars: [20, 20] }))).toEqual([m.duplicateBars]);
    expect(refusals(withEquipment({ plates: [0] }))).toEqual([m.plateRange(50, 'kg')]);
    expect(refusals(withEquipment({ dumbbellStep: 0 }))).toEqual([m.dumbbellStepRange(10, 'kg')]);
    expect(refusals(withEquipment({ dumbbellMax: 1 }))).toEqual([m.dumbbellMaxRange(200, 'kg')]);
  });

  it('refuse a readiness rule that leaves scores without a change', () => {
    const rule = (readinessRule: GymSettings['readinessRule']) =>
      refusals({ ...DEFAULT_GYM_SETTINGS, readinessRule });
    expect(rule([{ minScore: 50, percent: -5 }])).toEqual([m.ruleNeedsZero]);
    expect(
      rule([
        { minScore: 0, percent: -5 },
        { minScore: 0, percent: -10 },
      ]),
    ).toEqual([m.ruleDuplicateScores]);
    expect(rule([{ minScore: 0, percent: -60 }])).toEqual([m.rulePercentRange(-50, 20)]);
    expect(rule([{ minScore: 0, percent: 2.5 }])).toEqual([m.rulePercentRange(-50, 20)]);
  });
});
