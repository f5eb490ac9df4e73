/** A positive whole number from the environment, or the fallback when the variable is unset. */
export function positiveIntFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

/**
 * The Postgres server to benchmark the app on besides PGlite: BENCH_DATABASE_URL, else the
 * TEST_DATABASE_URL the integration tests use. The app's test harness reads TEST_DATABASE_URL, so
 * the chosen URL is put there; each run creates its own database on that server and drops it.
 */
export function benchPostgresUrl(): string | undefined {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) process.env.TEST_DATABASE_URL = url;
  return url || undefined;
}
