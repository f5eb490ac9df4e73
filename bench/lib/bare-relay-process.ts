import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { RunningServer } from './bare-socket-server';

const script = fileURLToPath(new URL('./bare-relay-main.ts', import.meta.url));
const STARTUP_MS = 30_000;

/**
 * The bare relay in a process of its own, as the app's server nodes run: beside server processes
 * it is the like-for-like baseline, and it keeps the relay's sockets out of the load generator's
 * process (at 1,000 sessions the two sides of 10,000 sockets pass one process's file limit).
 */
export async function startBareRelayProcess(): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare relay did not start')), STARTUP_MS);
    child.stdout.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(chunk.toString().trim());
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bare relay exited with ${code}`));
    });
  });
  return {
    url,
    async close() {
      process.off('exit', orphaned);
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
