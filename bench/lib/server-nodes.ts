import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET } from '@levelup/server/testing';
import pg from 'pg';
import type { AppUnderTest } from './app-under-test';

const serverDir = fileURLToPath(new URL('../../apps/server', import.meta.url));
const STARTUP_MS = 90_000;
const STOP_MS = 30_000;

export type ServerNode = { url: string; pid: number };

export type ServerNodes = {
  nodes: ServerNode[];
  /** Resident memory of each node now, in bytes (VmRSS of /proc/<pid>/status). */
  residentBytes(): Promise<number[]>;
  /** Stops every node with SIGTERM (so a CPU profile is written) and waits for each to exit. */
  close(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.once('error', reject);
  });
}

/** The URL of the Postgres database `app` runs on, for other processes to connect to it. */
async function databaseUrlOf(app: AppUnderTest): Promise<string> {
  const server = process.env.TEST_DATABASE_URL;
  // Drizzle's node-postgres database keeps its pool as $client.
  const pool = (app.context.database.db as { $client?: unknown }).$client;
  if (!server || !(pool instanceof pg.Pool)) throw new Error('server nodes need Postgres');
  const { rows } = await pool.query<{ name: string }>('select current_database() as name');
  const url = new URL(server);
  url.pathname = `/${rows[0]?.name ?? ''}`;
  return url.toString();
}

export async function residentBytesOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`a server node exited while starting:\n${output().slice(-2000)}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`a server node did not become healthy in ${STARTUP_MS} ms`);
}

/**
 * `count` real server processes (`src/main.ts`) on the Postgres database of `app` (the in-process
 * app that seeded it and makes the benchmark's sessions and tokens, signed with the same key).
 * With more than one, they share rooms through the Redis of `redisUrl`, as a deployment of several
 * nodes does. `nodeArgs` go to node before the script (say, --cpu-prof).
 */
export async function startServerNodes(
  app: AppUnderTest,
  options: { count: number; redisUrl: string | undefined; nodeArgs?: string[] },
): Promise<ServerNodes> {
  const databaseUrl = await databaseUrlOf(app);
  const started: Array<{ child: ChildProcess; exited: Promise<unknown>; node: ServerNode }> = [];
  const close = async () => {
    await Promise.all(
      started.map(async ({ child, exited }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const stopped = await Promise.race([
          exited.then(() => true),
          new Promise((resolve) => setTimeout(() => resolve(false), STOP_MS)),
        ]);
        if (!stopped) child.kill('SIGKILL');
      }),
    );
  };
  try {
    for (let index = 0; index < options.count; index++) {
      const port = await freePort();
      const child = spawn(
        process.execPath,
        [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/main.ts'],
        {
          cwd: serverDir,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: String(port),
            DATABASE_URL: databaseUrl,
            REDIS_URL: options.count > 1 ? (options.redisUrl ?? '') : '',
            JWT_SECRET: TEST_JWT_SECRET,
            SEED_DEMO: '0',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // A benchmark ended by its watchdog (process.exit) takes its server nodes with it.
      const orphaned = () => child.kill('SIGKILL');
      process.once('exit', orphaned);
      void exited.then(() => process.off('exit', orphaned));
      const node = { url: `http://127.0.0.1:${port}`, pid: child.pid ?? -1 };
      started.push({ child, exited, node });
      await waitForHealth(node.url, child, () => output);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    nodes: started.map((s) => s.node),
    residentBytes: () => Promise.all(started.map((s) => residentBytesOf(s.node.pid))),
    close,
  };
}
