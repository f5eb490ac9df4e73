import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppDeps, buildApp } from '../src/app';
import type { AuthUser } from '../src/auth/access-token';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/connect';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Integration tests run on PGlite always, and on the real Postgres of TEST_DATABASE_URL too. */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * A fresh, migrated database (left empty with `migrated: false`, for a test of the migrations
 * themselves). On Postgres each call creates its own database on the TEST_DATABASE_URL server and
 * drops it on close, so runs never see each other's rows.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    if (migrated) await handle.migrate();
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `levelup_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  if (migrated) await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export type TestContext = {
  app: App;
  database: DatabaseHandle;
  /** A bearer header for `user`, signed with the app's own key. */
  authHeader(user: AuthUser): Promise<{ authorization: string }>;
};

export async function createTestApp(
  kind: TestDatabaseKind,
  options: {
    env?: Record<string, string>;
    beforeReady?: (app: App) => void;
    webDistDir?: string;
    /** Extra app dependencies (clock, mailer, rate limits). */
    deps?: Partial<Omit<AppDeps, 'config' | 'database' | 'jwtSecret'>>;
    /** An open, migrated database to build on (a restart on the same data); the caller closes it. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestContext & { close(): Promise<void> }> {
  const database = options.database ?? (await createTestDatabase(kind));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Tests simulate many client addresses through X-Forwarded-For.
    TRUST_PROXY: 'true',
    ...options.env,
  });
  const app = await buildApp({
    ...options.deps,
    config,
    database,
    jwtSecret: TEST_JWT_SECRET,
    webDistDir: options.webDistDir,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    authHeader: async (user) => ({ authorization: `Bearer ${await app.accessTokens.sign(user)}` }),
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** Builds one app per test file (per database kind) and closes it afterwards. */
export function useTestApp(kind: TestDatabaseKind, options?: Parameters<typeof createTestApp>[1]) {
  const context = {} as TestContext;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createTestApp(kind, options);
    Object.assign(context, created);
    close = created.close;
  });
  afterAll(async () => {
    await close?.();
  });
  return context;
}
