import { describe, expect, it } from 'vitest';
import { emailWriteByOther, isClaimed } from './account-claim';

describe('account claim', () => {
  it('is claimed once the person can sign in themself', () => {
    expect(isClaimed({ passwordHash: null, googleSub: null })).toBe(false);
    expect(isClaimed({ passwordHash: '$argon2id$...', googleSub: null })).toBe(true);
    expect(isClaimed({ passwordHash: null, googleSub: 'google-123' })).toBe(true);
  });

  it('lets another person keep a claimed email but not change it', () => {
    const claimed = { email: 'sam@example.com', claimed: true };
    expect(emailWriteByOther(claimed, undefined)).toBe('keep');
    expect(emailWriteByOther(claimed, 'sam@example.com')).toBe('keep');
    expect(emailWriteByOther(claimed, 'coach@example.com')).toBe('refuse');
  });

  it('lets the trainer set the email of an account nobody signed in to', () => {
    const unclaimed = { email: null, claimed: false };
    expect(emailWriteByOther(unclaimed, 'sam@example.com')).toBe('change');
    expect(emailWriteByOther({ email: 'old@example.com', claimed: false }, undefined)).toBe('keep');
  });
});
