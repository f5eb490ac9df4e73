import type { Client } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import {
  type IntakeFormValues,
  intakeFormDefaults,
  intakeFormFromClient,
  isIntakeStepValid,
  parsedAge,
  parsedWeight,
  toIntakePayload,
} from './intake-form';

function complete(): IntakeFormValues {
  return {
    ...intakeFormDefaults(),
    name: ' Riley Stone ',
    gender: 'male',
    age: '41',
    weightKg: '88,5',
    fastLevel: 'intermediate',
    thoracicScore: 2,
    ankleMobility: 0,
    workType: 'high',
    motivationLevel: 'A',
    goals: ['build-strength'],
  };
}

describe('intake form', () => {
  it('starts with sleep 7 and nothing chosen', () => {
    expect(intakeFormDefaults()).toMatchObject({
      averageSleep: 7,
      injuries: [],
      goals: [],
      gender: null,
      fastLevel: null,
      fastIntakeApplied: false,
    });
  });

  it('step 1 needs a name, gender and level; age whole, weight decimal, either skippable', () => {
    const values = complete();
    expect(isIntakeStepValid(0, values)).toBe(true);
    expect(isIntakeStepValid(0, { ...values, name: '  ' })).toBe(false);
    expect(isIntakeStepValid(0, { ...values, gender: null })).toBe(false);
    expect(isIntakeStepValid(0, { ...values, fastLevel: null })).toBe(false);
    expect(isIntakeStepValid(0, { ...values, age: '41.5' })).toBe(false);
    expect(isIntakeStepValid(0, { ...values, age: '41.5', ageSkipped: true })).toBe(true);
    expect(isIntakeStepValid(0, { ...values, weightKg: 'heavy' })).toBe(false);
    expect(isIntakeStepValid(0, { ...values, weightKg: '' })).toBe(true);
    expect(parsedAge({ age: '0', ageSkipped: false })).toBeNaN();
    expect(parsedWeight({ weightKg: '72.25', weightSkipped: false })).toBe(72.25);
    expect(parsedWeight({ weightKg: '600', weightSkipped: false })).toBeNaN();
  });

  it('steps 2-8 follow the spec’s rules', () => {
    const values = complete();
    expect(isIntakeStepValid(1, { ...values, thoracicScore: null })).toBe(false);
    expect(isIntakeStepValid(1, { ...values, ankleMobility: null })).toBe(false);
    expect(isIntakeStepValid(1, values)).toBe(true);
    expect(isIntakeStepValid(2, intakeFormDefaults())).toBe(true);
    expect(isIntakeStepValid(3, { ...values, workType: null })).toBe(false);
    expect(isIntakeStepValid(3, values)).toBe(true);
    expect(isIntakeStepValid(4, { ...values, motivationLevel: null })).toBe(false);
    expect(isIntakeStepValid(5, { ...values, goals: [] })).toBe(false);
    expect(isIntakeStepValid(5, values)).toBe(true);
    expect(isIntakeStepValid(6, { ...values, fastLevel: null })).toBe(false);
    expect(isIntakeStepValid(7, intakeFormDefaults())).toBe(true);
  });

  it('builds the payload', () => {
    expect(toIntakePayload({ ...complete(), weightSkipped: true })).toEqual({
      name: 'Riley Stone',
      gender: 'male',
      email: '',
      age: 41,
      weightKg: null,
      fastLevel: 'intermediate',
      thoracicScore: 2,
      ankleMobility: 0,
      workType: 'high',
      motivationLevel: 'A',
      notes: '',
      goals: ['build-strength'],
      injuries: [],
      averageSleep: 7,
      fastIntakeApplied: false,
    });
  });

  it('loads an existing client for editing', () => {
    const client: Client = {
      id: 'c1',
      firstName: 'Alex',
      lastName: 'Morgan',
      name: 'Alex Morgan',
      email: null,
      claimed: false,
      sex: 'F',
      dob: null,
      age: null,
      weightKg: 61,
      trainingLevel: 'beginner',
      workType: 'light',
      motivationLevel: 'B',
      thoracicScore: 3,
      ankleMobility: 4,
      notes: null,
      lastSessionAt: null,
      goals: ['lose-fat'],
      injuries: ['Neck'],
      averageSleep: 8.5,
      startingEstimates: {
        bodyWeightKg: 61,
        bodyWeightAssumed: false,
        levelMultiplier: 0.75,
        startingLoadKg: 45,
      },
    };
    expect(intakeFormFromClient(client)).toEqual({
      name: 'Alex Morgan',
      gender: 'female',
      email: '',
      age: '',
      ageSkipped: true,
      weightKg: '61',
      weightSkipped: false,
      fastLevel: 'beginner',
      thoracicScore: 3,
      ankleMobility: 4,
      injuries: ['Neck'],
      notes: '',
      averageSleep: 8.5,
      workType: 'light',
      motivationLevel: 'B',
      goals: ['lose-fat'],
      fastIntakeApplied: true,
    });
  });
});
