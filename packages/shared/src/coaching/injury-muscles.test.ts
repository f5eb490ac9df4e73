import { describe, expect, it } from 'vitest';
import { MUSCLES } from '../schemas/exercise';
import { BODY_PART_MUSCLES, exerciseLoadsInjuredPart, musclesForBodyPart } from './injury-muscles';

const SPEC_BODY_PARTS = [
  'pec',
  'shoulder',
  'obliques',
  'bicep',
  'knee',
  'trap',
  'neckfront',
  'quadricep',
  'forearmback',
  'forearmfront',
  'hand',
  'foot',
  'tibialis',
  'elbowfront',
  'elbow',
  'wrist',
  'hamstring',
  'tricep',
  'glutemedius',
  'glutemaximus',
  'neckandtraps',
  'posteriordelt',
  'calf',
  'infraspinatusteresmajor',
  'erectorspinae',
  'middlelowertrap',
  'latissimus',
  'abs',
];

const backSquat = ['quads', 'glutes'];
const barbellCurl = ['biceps'];
const benchPress = ['pecs', 'triceps', 'front_delts'];

describe('BODY_PART_MUSCLES', () => {
  it('maps every body part of the diagram, and only those', () => {
    expect(Object.keys(BODY_PART_MUSCLES).sort()).toEqual([...SPEC_BODY_PARTS].sort());
  });

  it('maps each part to at least one known muscle', () => {
    for (const muscles of Object.values(BODY_PART_MUSCLES)) {
      expect(muscles.length).toBeGreaterThan(0);
      for (const muscle of muscles) expect(MUSCLES).toContain(muscle);
    }
  });
});

describe('musclesForBodyPart', () => {
  it('strips the side prefix', () => {
    expect(musclesForBodyPart('left-bicep')).toEqual(['biceps']);
    expect(musclesForBodyPart('right-knee')).toEqual(['quads', 'hamstrings']);
    expect(musclesForBodyPart('knee')).toEqual(['quads', 'hamstrings']);
  });

  it('reads single parts without a side', () => {
    expect(musclesForBodyPart('abs')).toEqual(['abs']);
  });

  it('maps joints to the muscles that load them', () => {
    expect(musclesForBodyPart('left-wrist')).toEqual(['forearms']);
    expect(musclesForBodyPart('right-elbow')).toContain('triceps');
    expect(musclesForBodyPart('right-elbowfront')).toContain('biceps');
  });

  it('returns nothing for unknown parts and inherited object keys', () => {
    expect(musclesForBodyPart('left-tail')).toEqual([]);
    expect(musclesForBodyPart('toString')).toEqual([]);
    expect(musclesForBodyPart('__proto__')).toEqual([]);
    expect(musclesForBodyPart('middle-knee')).toEqual([]);
  });
});

describe('exerciseLoadsInjuredPart', () => {
  it('flags a squat for an injured knee on either side', () => {
    expect(exerciseLoadsInjuredPart(backSquat, { 'right-knee': 'injured' })).toBe(true);
    expect(exerciseLoadsInjuredPart(backSquat, { 'left-quadricep': 'injured' })).toBe(true);
  });

  it('does not flag a part that is only sore', () => {
    expect(exerciseLoadsInjuredPart(backSquat, { 'right-knee': 'sore' })).toBe(false);
  });

  it('does not flag an injury the exercise does not load', () => {
    expect(exerciseLoadsInjuredPart(barbellCurl, { 'left-knee': 'injured' })).toBe(false);
    expect(exerciseLoadsInjuredPart(backSquat, { abs: 'injured', 'left-pec': 'sore' })).toBe(false);
  });

  it('flags an exercise when any injured part matches a primary muscle', () => {
    expect(
      exerciseLoadsInjuredPart(benchPress, { 'left-knee': 'sore', 'right-shoulder': 'injured' }),
    ).toBe(true);
    expect(exerciseLoadsInjuredPart(barbellCurl, { 'left-elbowfront': 'injured' })).toBe(true);
  });

  it('does not flag with no marks', () => {
    expect(exerciseLoadsInjuredPart(backSquat, {})).toBe(false);
  });
});
