import { pathToFileURL } from 'node:url';
import { positiveIntFromEnv } from './settings';

/**
 * Runs `bench` when `moduleUrl` is the file node was started with, and exits once it is done, so
 * a handle left open by a library cannot keep the process alive. A watchdog ends a run that
 * overstays BENCH_MAX_MS (`defaultMaxMs` by default, 10 minutes unless the script says).
 */
export function runAsScript(
  moduleUrl: string,
  bench: () => Promise<void>,
  defaultMaxMs = 600_000,
): void {
  const entry = process.argv[1];
  if (entry === undefined || pathToFileURL(entry).href !== moduleUrl) return;
  const maxMs = positiveIntFromEnv('BENCH_MAX_MS', defaultMaxMs);
  setTimeout(() => {
    console.error(`benchmark stopped: still running after ${maxMs} ms`);
    process.exit(1);
  }, maxMs).unref();
  bench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
