import { describe, expect, it } from 'vitest';
import { ChunkLoadError, loadChunk } from './load-chunk';

describe('loadChunk', () => {
  it('resolves with the loaded module', async () => {
    await expect(loadChunk('login', async () => ({ LoginScreen: 1 }))).resolves.toEqual({
      LoginScreen: 1,
    });
  });

  it('wraps a failed load in a ChunkLoadError naming the chunk', async () => {
    const failure = loadChunk('register', () => Promise.reject(new TypeError('fetch failed')));
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk register failed.',
    });
  });

  it('fails after the timeout when the chunk never arrives', async () => {
    const never = new Promise<never>(() => {});
    await expect(loadChunk('cast', () => never, 20)).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk cast failed.',
    });
  });
});
