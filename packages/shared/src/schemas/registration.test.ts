import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import {
  registrationPayloadSchema,
  registrationSchema,
  registrationStepSchemas,
  toRegistrationPayload,
} from './registration';

const validForm = {
  email: '  Sam.Lee@Example.com ',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: 'Sam',
  lastName: 'Lee',
  dateOfBirth: '1990-04-12',
  sex: 'male',
  weightKg: '82.5',
  heightCm: '180',
};

const [step1, step2, step3] = registrationStepSchemas;

function errorsOf(schema: { safeParse(v: unknown): { error?: unknown } }, values: unknown) {
  return fieldErrors(schema.safeParse(values).error as Parameters<typeof fieldErrors>[0]);
}

describe('registration steps', () => {
  it('accepts a valid form step by step, each step ignoring the other fields', () => {
    for (const step of registrationStepSchemas) {
      expect(step.safeParse(validForm).success).toBe(true);
    }
  });

  it('step 1: email, password length and confirmation, with the spec messages', () => {
    expect(errorsOf(step1, { email: 'sam@', password: '12345', confirmPassword: '12345' })).toEqual(
      {
        email: 'Enter a valid email address',
        password: 'Password must be at least 6 characters',
      },
    );
    expect(
      errorsOf(step1, { email: 'sam@example.com', password: '123456', confirmPassword: '12345' }),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('step 1 shows the mismatch together with other errors', () => {
    expect(errorsOf(step1, { email: 'x', password: '123456', confirmPassword: '' })).toEqual({
      email: 'Enter a valid email address',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('step 1 accepts a password of exactly 6 characters', () => {
    expect(
      step1.safeParse({ email: 'a@b.co', password: '123456', confirmPassword: '123456' }).success,
    ).toBe(true);
  });

  it('step 2: first name and surname are required (blank counts as missing)', () => {
    expect(errorsOf(step2, { firstName: '  ', lastName: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Surname is required',
    });
    expect(errorsOf(step2, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Surname is required',
    });
  });

  it('step 3: date format, sex, numeric and positive measures', () => {
    expect(
      errorsOf(step3, { dateOfBirth: '12/04/1990', sex: 'other', weightKg: 'abc', heightCm: '' }),
    ).toEqual({
      dateOfBirth: 'Use format YYYY-MM-DD',
      sex: 'Select your sex',
      weightKg: 'Weight must be a number',
      heightCm: 'Height must be a number',
    });
    expect(
      errorsOf(step3, { dateOfBirth: '1990-02-30', sex: 'female', weightKg: '0', heightCm: '-3' }),
    ).toEqual({
      dateOfBirth: 'Use format YYYY-MM-DD',
      weightKg: 'Weight must be positive',
      heightCm: 'Height must be positive',
    });
    expect(errorsOf(step3, { ...validForm, sex: undefined })).toEqual({ sex: 'Select your sex' });
  });

  it('step 3 reads numeric strings and numbers alike', () => {
    const parsed = step3.parse({ ...validForm, weightKg: ' 70 ', heightCm: 175.5 });
    expect(parsed.weightKg).toBe(70);
    expect(step3.parse({ ...validForm, weightKg: '64,5', heightCm: '170,5' })).toMatchObject({
      weightKg: 64.5,
      heightCm: 170.5,
    });
    expect(parsed.heightCm).toBe(175.5);
  });
});

describe('whole registration and payload', () => {
  it('normalises the email and turns the form into the API body', () => {
    const values = registrationSchema.parse(validForm);
    expect(values.email).toBe('sam.lee@example.com');
    const payload = toRegistrationPayload(values);
    expect(payload).toEqual({
      email: 'sam.lee@example.com',
      password: 'secret1',
      firstName: 'Sam',
      lastName: 'Lee',
      dateOfBirth: '1990-04-12',
      sex: 'male',
      weightKg: 82.5,
      heightCm: 180,
    });
    expect(registrationPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('the whole form still checks the confirmation', () => {
    const result = registrationSchema.safeParse({ ...validForm, confirmPassword: 'other1' });
    expect(fieldErrors(result.error)).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('the payload takes numbers only and an optional confirmation', () => {
    const payload = toRegistrationPayload(registrationSchema.parse(validForm));
    expect(
      fieldErrors(registrationPayloadSchema.safeParse({ ...payload, weightKg: '82' }).error),
    ).toEqual({ weightKg: 'Weight must be a number' });
    expect(
      registrationPayloadSchema.safeParse({ ...payload, confirmPassword: 'secret1' }).success,
    ).toBe(true);
    expect(
      fieldErrors(registrationPayloadSchema.safeParse({ ...payload, heightCm: 0 }).error),
    ).toEqual({ heightCm: 'Height must be positive' });
  });

  it('rejects oversized input', () => {
    const payload = toRegistrationPayload(registrationSchema.parse(validForm));
    expect(
      registrationPayloadSchema.safeParse({ ...payload, firstName: 'x'.repeat(101) }).success,
    ).toBe(false);
    expect(registrationPayloadSchema.safeParse({ ...payload, weightKg: 501 }).success).toBe(false);
    expect(
      registrationPayloadSchema.safeParse({ ...payload, email: `${'a'.repeat(250)}@b.co` }).success,
    ).toBe(false);
  });
});
