import type { AddressInfo } from 'node:net';
import { createTestApp, seedDemoGym, type TestContext } from '@levelup/server/testing';
import { ACCESS_TOKEN_TTL_SECONDS } from '@levelup/shared';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * PGlite always, and the Postgres server of BENCH_DATABASE_URL (else TEST_DATABASE_URL) when
 * one is set; BENCH_DATABASES=pglite or =postgres runs one of them only. The app's test harness
 * reads TEST_DATABASE_URL, so the chosen URL is put there; each run creates its own database on
 * that server and drops it on close.
 */
export function databaseKindsToBenchmark(): DatabaseKind[] {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) process.env.TEST_DATABASE_URL = url;
  const available: DatabaseKind[] = url ? ['pglite', 'postgres'] : ['pglite'];
  const chosen = process.env.BENCH_DATABASES?.split(',').map((kind) => kind.trim());
  if (!chosen) return available;
  const unknown = chosen.filter((kind) => !available.includes(kind as DatabaseKind));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_DATABASES names ${unknown.join(', ')}; available here: ${available.join(', ')}` +
        ' (postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL)',
    );
  }
  return available.filter((kind) => chosen.includes(kind));
}

/**
 * The test harness's close ends the pg pool and then drops the database with force; pg-pool
 * resolves its end before its connections have closed, so the drop can terminate one and the
 * pool re-emits that as an 'error' event, which without a listener ends the process. The
 * benchmark listens on the pool: an error while closing is expected, any other is reported.
 */
function guardPoolErrors(db: unknown): { closing(): void } {
  // Drizzle's node-postgres database keeps its pool as $client; PGlite has no pool.
  const pool = (db as { $client?: unknown }).$client;
  let closing = false;
  if (pool instanceof pg.Pool) {
    pool.on('error', (error) => {
      if (!closing) console.error(`  postgres pool error during the benchmark: ${error.message}`);
    });
  }
  return {
    closing() {
      closing = true;
    },
  };
}

export type AppUnderTest = {
  kind: DatabaseKind;
  url: string;
  context: TestContext;
  /** The demo gym's trainer (DESIGN 4.10), who owns the benchmark's sessions. */
  trainer: { id: string; role: 'trainer' };
  /** A bearer header for the demo trainer. */
  trainerHeaders: { authorization: string };
  /** A bearer header for the demo gym's master trainer (reads the engine's figures). */
  adminHeaders: { authorization: string };
  /** The demo trainer's workout, which the benchmark's sessions are started from. */
  workoutId: string;
  close(): Promise<void>;
};

/**
 * The real app on a fresh database seeded with the demo gym, listening on a loopback port, with
 * a token for the demo trainer.
 */
export async function startAppUnderTest(kind: DatabaseKind): Promise<AppUnderTest> {
  const created = await createTestApp(kind);
  const poolGuard = guardPoolErrors(created.database.db);
  let renewal: NodeJS.Timeout | undefined;
  const close = () => {
    clearInterval(renewal);
    poolGuard.closing();
    return created.close();
  };
  try {
    const { coach, admin, workoutId } = await seedDemoGym(created.database.db);
    const trainer = { id: coach.id, role: 'trainer' as const };
    const trainerHeaders = await created.authHeader(trainer);
    const adminHeaders = await created.authHeader(admin);
    // A run (a sweep above all) outlives an access token: the headers are signed again in place,
    // so every later request and socket sign-in carries a live one.
    renewal = setInterval(
      () => {
        Promise.all([created.authHeader(trainer), created.authHeader(admin)])
          .then(([forTrainer, forAdmin]) => {
            trainerHeaders.authorization = forTrainer.authorization;
            adminHeaders.authorization = forAdmin.authorization;
          })
          .catch(() => undefined);
      },
      (ACCESS_TOKEN_TTL_SECONDS * 1000) / 3,
    );
    renewal.unref();
    await created.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = created.app.server.address() as AddressInfo;
    return {
      kind,
      url: `http://127.0.0.1:${port}`,
      context: created,
      trainer,
      trainerHeaders,
      adminHeaders,
      workoutId,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
