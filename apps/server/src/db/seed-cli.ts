import { loadConfig } from '../config';
import { openDatabase } from './connect';
import { lockDataDir } from './data-dir-lock';
import { seedDemoData } from './seed';

// Seeds the configured database; refuses to touch an embedded database a running server holds.
const config = loadConfig();
const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: `${config.dataDir}/db` },
);
try {
  await database.migrate();
  console.log(
    (await seedDemoData(database.db)) ? 'Demo data seeded.' : 'Demo data already present.',
  );
} finally {
  await database.close();
  await lock?.release();
}
