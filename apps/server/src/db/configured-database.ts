import type { Config } from '../config';
import { type Database, openDatabase } from './connect';
import { lockDataDir } from './data-dir-lock';

/**
 * Runs an operator's command on the configured database, migrated first. An embedded database a
 * running server holds is refused (`DataDirLockedError`), so the two never write it at once.
 */
export async function withConfiguredDatabase<T>(
  config: Config,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: `${config.dataDir}/db` },
  );
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
    await lock?.release();
  }
}
