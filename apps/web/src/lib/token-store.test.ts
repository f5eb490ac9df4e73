import { describe, expect, it, vi } from 'vitest';
import { createTokenStore, readTokenExpiry } from './token-store';

function jwtWith(claims: object): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('token store', () => {
  it('reads the expiry from the token, else assumes the 300 s lifetime', () => {
    expect(readTokenExpiry(jwtWith({ sub: 'u', exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
    expect(readTokenExpiry('not-a-jwt')).toBeNull();
    const store = createTokenStore(() => 1_000);
    store.setToken('opaque');
    expect(store.getExpiresAt()).toBe(301_000);
  });

  it('counts a token as expiring soon within its last 30 s, and a missing one too', () => {
    let now = 0;
    const store = createTokenStore(() => now);
    expect(store.isExpiringSoon()).toBe(true);
    store.setToken('t', 100_000);
    now = 69_000;
    expect(store.isExpiringSoon()).toBe(false);
    now = 70_000;
    expect(store.isExpiringSoon()).toBe(true);
  });

  it('notifies subscribers on set and clear, not on a redundant clear', () => {
    const store = createTokenStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setToken('t');
    store.clear();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getToken()).toBeNull();
    unsubscribe();
    store.setToken('u');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
