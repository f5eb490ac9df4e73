import { mkdir } from 'node:fs/promises';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Level Up process is already using DATA_DIR (${dataDir}). ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
  }
}

/**
 * PGlite has no lock between processes: a second process on the same folder silently loses
 * writes. Every process that opens the embedded database holds this lock for its lifetime.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.lock`,
      stale: 15_000,
      update: 5_000,
      realpath: false,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
