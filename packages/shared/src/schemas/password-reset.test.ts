import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import {
  checkResetCompletionForm,
  checkResetRequestForm,
  isPasswordResetCompletion,
  passwordResetBodySchema,
  passwordResetCompletionSchema,
  passwordResetRequestSchema,
} from './password-reset';

describe('reset request', () => {
  it('trims and lowercases the email', () => {
    expect(passwordResetRequestSchema.parse({ email: '  Sam@Example.COM ' })).toEqual({
      email: 'sam@example.com',
    });
  });

  it('uses the spec messages for empty and malformed emails', () => {
    expect(fieldErrors(passwordResetRequestSchema.safeParse({ email: '   ' }).error)).toEqual({
      email: 'Enter the email on your account.',
    });
    expect(fieldErrors(passwordResetRequestSchema.safeParse({ email: 'sam@' }).error)).toEqual({
      email: 'Enter a valid email address.',
    });
  });

  it('screen check gives the alert title and text', () => {
    expect(checkResetRequestForm('')).toEqual({
      title: 'Missing Email',
      message: 'Enter the email on your account.',
    });
    expect(checkResetRequestForm('nope')).toEqual({
      title: 'Invalid Email',
      message: 'Enter a valid email address.',
    });
    expect(checkResetRequestForm(' Sam@example.com ')).toBeNull();
  });
});

describe('reset completion', () => {
  it('normalises email and code, keeps the password as typed', () => {
    expect(
      passwordResetCompletionSchema.parse({
        email: ' SAM@example.com',
        secret: ' 123456 ',
        newPassword: ' pass1 ',
      }),
    ).toEqual({ email: 'sam@example.com', secret: '123456', newPassword: ' pass1 ' });
  });

  it('requires a code and a 6-character password', () => {
    expect(
      fieldErrors(
        passwordResetCompletionSchema.safeParse({
          email: 'sam@example.com',
          secret: '  ',
          newPassword: '12345',
        }).error,
      ),
    ).toEqual({
      secret: 'Enter the reset code from your email.',
      newPassword: 'Password must be at least 6 characters long.',
    });
  });

  it('screen check runs code, then password, then confirmation', () => {
    expect(checkResetCompletionForm({ secret: ' ', newPassword: '', confirmPassword: '' })).toEqual(
      { title: 'Missing Code', message: 'Enter the reset code from your email.' },
    );
    expect(
      checkResetCompletionForm({ secret: '1', newPassword: '12345', confirmPassword: '12345' }),
    ).toEqual({ title: 'Weak Password', message: 'Password must be at least 6 characters long.' });
    expect(
      checkResetCompletionForm({ secret: '1', newPassword: '123456', confirmPassword: '1234567' }),
    ).toEqual({ title: 'Mismatch', message: 'Passwords do not match.' });
    expect(
      checkResetCompletionForm({ secret: '1', newPassword: '123456', confirmPassword: '123456' }),
    ).toBeNull();
  });
});

describe('shared body of the reset path', () => {
  it('reads {email} as a request and the full body as a completion', () => {
    const request = passwordResetBodySchema.parse({ email: 'A@B.co' });
    expect(isPasswordResetCompletion(request)).toBe(false);
    const completion = passwordResetBodySchema.parse({
      email: 'a@b.co',
      secret: '123456',
      newPassword: 'longenough',
    });
    expect(isPasswordResetCompletion(completion)).toBe(true);
  });

  it('a half completion is an error, not a silent request', () => {
    expect(
      fieldErrors(passwordResetBodySchema.safeParse({ email: 'a@b.co', secret: '1' }).error),
    ).toEqual({ newPassword: 'Password must be at least 6 characters long.' });
  });

  it('rejects unknown keys', () => {
    expect(passwordResetBodySchema.safeParse({ email: 'a@b.co', role: 'admin' }).success).toBe(
      false,
    );
  });
});
