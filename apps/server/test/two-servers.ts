import { onTestFinished } from 'vitest';
import { listen } from './realtime-clients';
import { seedDemoGym } from './sessions-helpers';
import { createTestApp, createTestDatabase, type TestDatabaseKind } from './test-app';

/**
 * Two app instances on one database with the demo gym seeded, both listening; they stand in for
 * two server processes (separate stores, caches and pools). Closed when the test finishes.
 */
export async function twoServers(
  kind: TestDatabaseKind,
  options: Pick<Parameters<typeof createTestApp>[1] & object, 'deps'> = {},
) {
  const database = await createTestDatabase(kind);
  const one = await createTestApp(kind, { ...options, database });
  const two = await createTestApp(kind, { ...options, database });
  onTestFinished(async () => {
    await one.close();
    await two.close();
    await database.close();
  });
  const gym = await seedDemoGym(database.db);
  const urls = [await listen(one.app), await listen(two.app)];
  return { database, one, apps: [one, two], urls, ...gym };
}
