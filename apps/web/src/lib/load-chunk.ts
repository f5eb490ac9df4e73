import { CHUNK_LOAD_TIMEOUT_MS } from '@levelup/shared';
import { chunkMessages } from '@/messages';
import { withTranslations } from './i18n/locale';

/** A route chunk that failed to arrive (network, a deploy replaced it, or the 120 s timeout). */
export class ChunkLoadError extends Error {
  override readonly name = chunkMessages.errorName;

  constructor(chunk: string, options?: { cause?: unknown }) {
    super(chunkMessages.loadFailed(chunk), options);
  }
}

/**
 * Loads a route's code (with its catalogs' translations when the page is not in English), failing
 * with a ChunkLoadError after 120 s or on any load failure.
 */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk)), timeoutMs);
    withTranslations(load)().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, { cause }));
      },
    );
  });
}
