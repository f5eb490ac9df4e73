import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 4000, the embedded database and demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.google).toBeUndefined();
  });

  it('does not seed a configured Postgres unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('enables external sign-in only with a client id, with Google as the default issuer', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'abc', GOOGLE_CLIENT_SECRET: 'def' });
    expect(config.google).toEqual({
      clientId: 'abc',
      clientSecret: 'def',
      issuer: 'https://accounts.google.com',
    });
  });

  it('keeps a finished session on its TV for five minutes unless told otherwise', () => {
    expect(loadConfig({}).castSummarySeconds).toBe(300);
    expect(loadConfig({ CAST_SUMMARY_SECONDS: '5' }).castSummarySeconds).toBe(5);
    expect(() => loadConfig({ CAST_SUMMARY_SECONDS: '-1' })).toThrow(/CAST_SUMMARY_SECONDS/);
  });

  it('trusts X-Forwarded-For only when told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('splits the allowed CORS origins', () => {
    expect(loadConfig({ CORS_ORIGINS: 'http://a.test, http://b.test' }).corsOrigins).toEqual([
      'http://a.test',
      'http://b.test',
    ]);
  });
});
