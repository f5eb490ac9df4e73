import { describe, expect, it } from 'vitest';
import { emailChangeMessages } from '../messages/email-change';
import {
  emailChangeConfirmationSchema,
  emailChangeLink,
  emailChangeRequestSchema,
  tokenFromFragment,
} from './email-change';

const token = 'a'.repeat(43);

describe('email change request', () => {
  it('trims and lowercases the new email and keeps the password as typed', () => {
    expect(
      emailChangeRequestSchema.parse({ newEmail: '  New@Example.COM ', currentPassword: ' pw ' }),
    ).toEqual({ newEmail: 'new@example.com', currentPassword: ' pw ' });
  });

  it('refuses a bad email, an empty password and any other field with the form messages', () => {
    const bad = emailChangeRequestSchema.safeParse({ newEmail: 'nope', currentPassword: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      emailChangeMessages.invalidEmail,
      emailChangeMessages.missingPassword,
    ]);
    expect(
      emailChangeRequestSchema.safeParse({
        newEmail: 'a@b.co',
        currentPassword: 'pw',
        userId: 'someone-else',
      }).success,
    ).toBe(false);
  });
});

describe('email change confirmation', () => {
  it('takes only a 43-character base64url token', () => {
    expect(emailChangeConfirmationSchema.safeParse({ token }).success).toBe(true);
    expect(emailChangeConfirmationSchema.safeParse({ token: token.slice(1) }).success).toBe(false);
    expect(emailChangeConfirmationSchema.safeParse({ token: `${'a'.repeat(42)}=` }).success).toBe(
      false,
    );
  });

  it('puts the token in the link’s fragment and reads it back', () => {
    const link = emailChangeLink('https://gym.example/', token);
    expect(link).toBe(`https://gym.example/confirm-email#token=${token}`);
    expect(tokenFromFragment(link.slice(link.indexOf('#')))).toBe(token);
    expect(tokenFromFragment(`#from=mail&token=${token}`)).toBe(token);
    expect(tokenFromFragment('')).toBeNull();
    expect(tokenFromFragment('#token=short')).toBeNull();
  });
});
