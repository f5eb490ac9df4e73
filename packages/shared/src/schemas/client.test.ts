import { describe, expect, it } from 'vitest';
import {
  clientIntakePayloadSchema,
  clientUpdatePayloadSchema,
  intakeStepSchemas,
  matchesClientSearch,
  nextAverageSleep,
} from './client';

const intake = {
  name: 'Ana Lee',
  gender: 'female',
  fastLevel: 'beginner',
  thoracicScore: 3,
  ankleMobility: 2,
  workType: 'sedentary',
  motivationLevel: 'B',
  goals: ['goal-strength'],
};

describe('intake payload', () => {
  it('fills notes, injuries and average sleep defaults', () => {
    expect(clientIntakePayloadSchema.parse(intake)).toEqual({
      ...intake,
      notes: '',
      injuries: [],
      averageSleep: 7,
      fastIntakeApplied: false,
    });
  });

  it('drops an empty email and normalises a real one', () => {
    expect(clientIntakePayloadSchema.parse({ ...intake, email: '' }).email).toBeUndefined();
    expect(clientIntakePayloadSchema.parse({ ...intake, email: ' Ana@X.io ' }).email).toBe(
      'ana@x.io',
    );
    expect(clientIntakePayloadSchema.safeParse({ ...intake, email: 'ana' }).success).toBe(false);
  });

  it.each([
    ['goals', [], false],
    ['thoracicScore', 5, true],
    ['thoracicScore', 6, false],
    ['ankleMobility', -1, false],
    ['averageSleep', 4, true],
    ['averageSleep', 10, true],
    ['averageSleep', 7.5, true],
    ['averageSleep', 7.25, false],
    ['averageSleep', 10.5, false],
    ['age', 34, true],
    ['age', 34.5, false],
    ['age', null, true],
    ['weightKg', 61.3, true],
    ['motivationLevel', 'D', false],
    ['workType', 'shift', true],
    ['name', '  ', false],
  ])('%s = %j valid: %s', (field, value, valid) => {
    expect(clientIntakePayloadSchema.safeParse({ ...intake, [field]: value }).success).toBe(valid);
  });

  it('lets an update omit goals', () => {
    const { goals: _goals, ...withoutGoals } = intake;
    expect(clientUpdatePayloadSchema.safeParse(withoutGoals).success).toBe(true);
    expect(clientIntakePayloadSchema.safeParse(withoutGoals).success).toBe(false);
  });
});

describe('intake wizard steps', () => {
  it('step 1 needs name, gender and level; steps 3 and 8 always pass', () => {
    const [step1, , step3, , , step6, , step8] = intakeStepSchemas;
    expect(step1.safeParse({ name: 'Ana', gender: 'female' }).success).toBe(false);
    expect(step1.safeParse(intake).success).toBe(true);
    expect(step3.safeParse({}).success).toBe(true);
    expect(step8.safeParse({}).success).toBe(true);
    expect(step6.safeParse({ goals: [] }).success).toBe(false);
  });

  it('sleep steps by half an hour and wraps to 4 after 10', () => {
    expect(nextAverageSleep(7)).toBe(7.5);
    expect(nextAverageSleep(9.5)).toBe(10);
    expect(nextAverageSleep(10)).toBe(4);
  });

  it('searches names case-insensitively by contains', () => {
    expect(matchesClientSearch({ name: 'Ana Lee' }, 'LEE')).toBe(true);
    expect(matchesClientSearch({ name: 'Ana Lee' }, ' na l')).toBe(true);
    expect(matchesClientSearch({ name: 'Ana Lee' }, 'bob')).toBe(false);
  });
});
