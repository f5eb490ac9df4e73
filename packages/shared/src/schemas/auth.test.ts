import { describe, expect, it } from 'vitest';
import {
  exchangeBodySchema,
  loginCredentialsSchema,
  publicConfigSchema,
  refreshBodySchema,
} from './auth';
import { fieldErrors } from './common';

describe('auth bodies', () => {
  it('login needs both fields, with the spec message', () => {
    expect(
      fieldErrors(loginCredentialsSchema.safeParse({ email: ' ', password: '' }).error),
    ).toEqual({ email: 'Please fill in all fields', password: 'Please fill in all fields' });
    expect(loginCredentialsSchema.parse({ email: ' Sam@X.io ', password: 'pw' })).toEqual({
      email: 'sam@x.io',
      password: 'pw',
    });
  });

  it('refresh token is optional in the body; exchange needs a code', () => {
    expect(refreshBodySchema.parse({})).toEqual({});
    expect(exchangeBodySchema.safeParse({ code: '' }).success).toBe(false);
    expect(exchangeBodySchema.parse({ code: ' abc ' })).toEqual({ code: 'abc' });
  });

  it('public config says whether Google sign-in is on', () => {
    expect(publicConfigSchema.parse({ googleEnabled: false })).toEqual({ googleEnabled: false });
  });
});
