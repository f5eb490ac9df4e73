import { describe, expect, it } from 'vitest';
import {
  forgetScreenIdentity,
  loadScreenIdentity,
  SCREEN_IDENTITY_KEY,
  saveScreenIdentity,
  screenIdRetryDelayMs,
} from './screen-identity';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('screen identity', () => {
  it('keeps the id and token across a reload', () => {
    const storage = memoryStorage();
    saveScreenIdentity(storage, { screenId: 'AB3CD9XY', screenToken: 'secret' });
    expect(loadScreenIdentity(storage)).toEqual({ screenId: 'AB3CD9XY', screenToken: 'secret' });
    forgetScreenIdentity(storage);
    expect(loadScreenIdentity(storage)).toBeNull();
  });

  it('reads nothing from broken or foreign values, or without storage', () => {
    const storage = memoryStorage();
    storage.items.set(SCREEN_IDENTITY_KEY, '{not json');
    expect(loadScreenIdentity(storage)).toBeNull();
    storage.items.set(SCREEN_IDENTITY_KEY, JSON.stringify({ screenId: 5 }));
    expect(loadScreenIdentity(storage)).toBeNull();
    expect(loadScreenIdentity(null)).toBeNull();
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadScreenIdentity(throwing)).toBeNull();
    expect(() => saveScreenIdentity(throwing, { screenId: 'X', screenToken: 'Y' })).not.toThrow();
    expect(() => forgetScreenIdentity(throwing)).not.toThrow();
  });

  it('retries sooner first, then every 10 s at most', () => {
    expect([0, 1, 2, 3, 4, 10].map(screenIdRetryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});
