import { describe, expect, it } from 'vitest';
import {
  exerciseListItemSchema,
  exercisePayloadSchema,
  exerciseWizardStepSchemas,
  MOVEMENT_PATTERNS,
  MOVEMENT_TYPES,
  MUSCLES,
  parseRepCarryover,
  toggleMuscle,
} from './exercise';

// The enumerations as spec 2, section 3 words them, so the lists are checked against the spec
// rather than against themselves.
const SPEC_ENUMERATIONS = {
  movementType: 'compound, accessory',
  movementPatterns:
    'squat, lunge, hip_hinge, vertical_press, horizontal_press, vertical_pull, horizontal_pull, carry',
  muscles:
    'glutes, quads, hamstrings, calves, erectors, lats, traps, rhomboids, rear_delts, mid_delts, front_delts, pecs, biceps, triceps, forearms, abs, obliques, hip_flexors, adductors',
};
const specList = (line: string) => line.split(', ');

const minimal = {
  name: 'Front Squat',
  movementType: 'compound',
  pattern: 'squat',
  primaryMuscles: ['quads'],
};

describe('exercise enumerations', () => {
  it('are the spec’s, in its order', () => {
    expect(MOVEMENT_TYPES).toEqual(specList(SPEC_ENUMERATIONS.movementType));
    expect(MOVEMENT_PATTERNS).toEqual(specList(SPEC_ENUMERATIONS.movementPatterns));
    expect(MUSCLES).toEqual(specList(SPEC_ENUMERATIONS.muscles));
  });
});

describe('exercise payload', () => {
  it('fills the wizard defaults', () => {
    expect(exercisePayloadSchema.parse(minimal)).toEqual({
      ...minimal,
      secondaryMuscles: [],
      intensity: 3,
      effectiveness: 2,
      athleticism: 3,
      repCarryover: 10,
      equipment: null,
      unilateral: false,
      loadType: null,
      cues: ['', '', ''],
      caution: null,
    });
  });

  it.each([
    ['primaryMuscles', [], false],
    ['primaryMuscles', ['quads', 'glutes', 'adductors'], true],
    ['primaryMuscles', ['quads', 'glutes', 'adductors', 'calves'], false],
    ['primaryMuscles', ['quads', 'quads'], false],
    ['secondaryMuscles', ['erectors', 'abs'], true],
    ['secondaryMuscles', ['erectors', 'abs', 'obliques'], false],
    ['intensity', 1, true],
    ['intensity', 5, true],
    ['intensity', 0, false],
    ['intensity', 6, false],
    ['effectiveness', 3, true],
    ['effectiveness', 4, false],
    ['athleticism', 5, true],
    ['athleticism', 2.5, false],
    ['repCarryover', 1, true],
    ['repCarryover', 30, true],
    ['repCarryover', 31, false],
    ['pattern', 'hip_hinge', true],
    ['pattern', 'twist', false],
    ['movementType', 'custom', false],
    ['cues', ['a', 'b', 'c'], true],
    ['cues', ['a', 'b'], false],
    ['name', '   ', false],
    ['name', 'x'.repeat(101), false],
  ])('%s = %j valid: %s', (field, value, valid) => {
    expect(exercisePayloadSchema.safeParse({ ...minimal, [field]: value }).success).toBe(valid);
  });

  it('rejects unknown keys', () => {
    expect(exercisePayloadSchema.safeParse({ ...minimal, id: 'x' }).success).toBe(false);
  });
});

describe('exercise list items', () => {
  it('reads unknown types as compound', () => {
    expect(exerciseListItemSchema.parse({ id: '1', name: 'Row', type: 'strength' }).type).toBe(
      'compound',
    );
    expect(exerciseListItemSchema.parse({ id: '1', name: 'Row' }).type).toBe('compound');
    expect(exerciseListItemSchema.parse({ id: '1', name: 'Curl', type: 'accessory' }).type).toBe(
      'accessory',
    );
    expect(exerciseListItemSchema.parse({ id: '1', name: 'Mine', type: 'custom' }).type).toBe(
      'custom',
    );
  });
});

describe('wizard helpers', () => {
  it('turns a non-numeric carryover into 1 and clamps to 1..30', () => {
    expect(parseRepCarryover('abc')).toBe(1);
    expect(parseRepCarryover('')).toBe(1);
    expect(parseRepCarryover('12')).toBe(12);
    expect(parseRepCarryover('99')).toBe(30);
    expect(parseRepCarryover(0)).toBe(1);
  });

  it('ignores muscle selections beyond the maximum', () => {
    expect(toggleMuscle(['quads', 'glutes', 'calves'], 'abs', 3)).toEqual([
      'quads',
      'glutes',
      'calves',
    ]);
    expect(toggleMuscle(['quads'], 'glutes', 3)).toEqual(['quads', 'glutes']);
    expect(toggleMuscle(['quads', 'glutes'], 'quads', 3)).toEqual(['glutes']);
  });

  it('has 8 steps, each checking its own field', () => {
    expect(exerciseWizardStepSchemas).toHaveLength(8);
    const [name, , muscles, , , , , carryover] = exerciseWizardStepSchemas;
    expect(name.safeParse({ name: ' ' }).success).toBe(false);
    expect(name.safeParse({ name: 'Squat', nameExists: true }).success).toBe(false);
    expect(name.safeParse({ name: 'Squat', nameExists: false }).success).toBe(true);
    expect(muscles.safeParse({ primaryMuscles: [], secondaryMuscles: [] }).success).toBe(false);
    expect(muscles.safeParse({ primaryMuscles: ['pecs'], secondaryMuscles: [] }).success).toBe(
      true,
    );
    expect(carryover.safeParse({ repCarryover: 0 }).success).toBe(false);
  });
});
