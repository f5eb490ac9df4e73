import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { resolveJwtSecret } from './auth/jwt-secret';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { demoAccounts, seedDemoData } from './db/seed';

const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const config = loadConfig();
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: `${config.dataDir}/db` },
  );
  await database.migrate();
  const seeded = config.seedDemo ? await seedDemoData(database.db) : false;

  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const app = await buildApp({ config, database, jwtSecret, webDistDir });
  if (lock?.clearedStalePid) {
    app.log.warn(
      { pid: lock.clearedStalePid },
      `a stale DATA_DIR lock from pid ${lock.clearedStalePid} was cleared (that process had stopped)`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting connections and waits for in-flight requests before resolving.
    await app.close();
    await database.close();
    await lock?.release();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? 'Postgres (DATABASE_URL)'
    : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Level Up is running on http://localhost:${config.port}`,
    `  Database: ${where}${seeded ? ' (demo data seeded)' : ''}`,
  ];
  if (config.seedDemo) {
    lines.push('  Demo accounts:');
    for (const account of demoAccounts) {
      lines.push(`    ${account.label.padEnd(15)} ${account.email.padEnd(20)} ${account.password}`);
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
