import { describe, expect, it } from 'vitest';
import { isLoopbackIssuer } from './google-sign-in';
import { allowedRedirect } from './routes';

const origins = ['http://localhost:4000', 'https://coach.example.com'];

describe('OAuth return addresses', () => {
  it('accepts addresses on an allowed origin, query kept', () => {
    expect(allowedRedirect('http://localhost:4000/oauth', origins)?.href).toBe(
      'http://localhost:4000/oauth',
    );
    expect(allowedRedirect('https://coach.example.com/oauth?x=1', origins)?.search).toBe('?x=1');
  });

  it.each([
    'https://evil.example.net/oauth',
    'http://localhost:4001/oauth',
    'https://localhost:4000/oauth',
    'http://localhost:4000.evil.example.net/',
    'http://user:pass@localhost:4000/oauth',
    'javascript:alert(1)',
    '/oauth',
    'not a url',
  ])('refuses %s', (redirect) => {
    expect(allowedRedirect(redirect, origins)).toBeNull();
  });
});

describe('insecure issuers', () => {
  it('allows plain http only on this machine', () => {
    expect(isLoopbackIssuer('http://127.0.0.1:5555')).toBe(true);
    expect(isLoopbackIssuer('http://localhost:5555')).toBe(true);
    expect(isLoopbackIssuer('https://accounts.google.com')).toBe(false);
    expect(isLoopbackIssuer('http://accounts.example.com')).toBe(false);
    expect(isLoopbackIssuer('http://127.0.0.1.example.com')).toBe(false);
  });
});
