import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer as startProcess, waitForHealth } from './server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'levelup-process-'));
const startServer = (port: number, env: Record<string, string> = {}) =>
  startProcess(port, { DATA_DIR: dataDir, ...env });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('starts on the embedded database, refuses a second process, and shuts down cleanly', async () => {
    const port = await freePort();
    const first = startServer(port);
    expect(await waitForHealth(port, first.child)).toEqual({ status: 'ok', database: 'pglite' });
    expect(first.output()).toContain('coach@example.com');
    expect(first.output()).not.toMatch(/\$argon2/);

    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Level Up process (pid ${first.child.pid} on ${hostname()}) is already using DATA_DIR`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped');

    // The lock and the database were released: a new process opens the same data and does not re-seed.
    const third = startServer(port);
    await waitForHealth(port, third.child);
    expect(third.output()).not.toContain('demo data seeded');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 180_000);

  it('starts again 0.5 s after being killed with SIGKILL, and still refuses a second live process', async () => {
    const port = await freePort();
    const crashed = startServer(port);
    await waitForHealth(port, crashed.child);
    crashed.child.kill('SIGKILL');
    expect(await crashed.exited).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));

    const restarted = startServer(port);
    await waitForHealth(port, restarted.child);
    expect(restarted.output()).toContain(
      `a stale DATA_DIR lock from pid ${crashed.child.pid} was cleared`,
    );

    const intruder = startServer(await freePort());
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain(`pid ${restarted.child.pid}`);

    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 180_000);

  it('stops with a message naming a bad variable', async () => {
    const bad = startServer(await freePort(), { PORT: 'not-a-port' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT');
  }, 30_000);
});
