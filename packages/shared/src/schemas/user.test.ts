import { describe, expect, it } from 'vitest';
import {
  bodyDiagramFor,
  keepNumericCharacters,
  profileFormSchema,
  profileUpdateSchema,
  userSchema,
} from './user';

describe('user', () => {
  it('reads the current user', () => {
    const user = userSchema.parse({
      id: 'u1',
      email: 'sam@example.com',
      firstName: 'Sam',
      lastName: null,
      role: 'client',
      gender: null,
      dateOfBirth: null,
      weightKg: null,
      heightCm: null,
      coachSetupNotice: false,
      unit: null,
      gymUnit: 'lb',
      showNameOnTv: true,
    });
    expect(user.role).toBe('client');
    expect(userSchema.safeParse({ ...user, unit: 'stone' }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, role: 'owner' }).success).toBe(false);
  });

  it('selects the female diagram only for female', () => {
    expect(bodyDiagramFor('female')).toBe('female');
    expect(bodyDiagramFor('male')).toBe('male');
    expect(bodyDiagramFor(null)).toBe('male');
  });
});

describe('profile update', () => {
  it('sends an empty surname as null and takes numbers', () => {
    expect(
      profileUpdateSchema.parse({ firstName: ' Sam ', lastName: ' ', weightKg: 80, heightCm: 180 }),
    ).toEqual({ firstName: 'Sam', lastName: null, weightKg: 80, heightCm: 180 });
  });

  it('takes weight alone after a check-in', () => {
    expect(profileUpdateSchema.parse({ weightKg: 79.4 })).toEqual({ weightKg: 79.4 });
  });

  it('rejects strings for numbers, unknown keys and oversized names', () => {
    expect(profileUpdateSchema.safeParse({ weightKg: '80' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ firstName: 'x'.repeat(101) }).success).toBe(false);
  });

  it('says what is wrong with each field in the catalog’s words, never the schema’s', () => {
    const issues = (body: object) =>
      profileUpdateSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ heightCm: 301, weightKg: 0, firstName: ' ' })).toEqual([
      ['firstName', 'First name is required'],
      ['weightKg', 'Weight must be positive'],
      ['heightCm', 'Height must be at most 300 cm'],
    ]);
    expect(issues({ weightKg: 501 })).toEqual([['weightKg', 'Weight must be at most 500 kg']]);
  });

  it('reads the modal’s typed fields: blanks are none, numbers are numbers', () => {
    const form = { firstName: ' Sam ', lastName: ' ', weightKg: ' 80.5', heightCm: '' };
    expect(profileFormSchema.parse(form)).toEqual({
      firstName: 'Sam',
      lastName: null,
      weightKg: 80.5,
      heightCm: null,
    });
    const issues = profileFormSchema
      .safeParse({ ...form, firstName: '', weightKg: '8.0.1', heightCm: '300.5' })
      .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['firstName', 'First name is required'],
      ['weightKg', 'Weight must be a number'],
      ['heightCm', 'Height must be at most 300 cm'],
    ]);
  });

  it('keeps only digits and the dot while typing', () => {
    expect(keepNumericCharacters('8a0,5.2 kg')).toBe('805.2');
  });
});
