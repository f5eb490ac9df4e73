import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, isOwnerGone, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function newDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'levelup-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that ran and has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid as number;
}

describe('isOwnerGone', () => {
  it('knows a holder whose process has exited on this host is gone', async () => {
    expect(
      isOwnerGone({ pid: await deadPid(), host: hostname(), startTicks: null, dataDir: '/data' }),
    ).toBe(true);
  });

  it('keeps a running holder, and cannot judge one on another host', () => {
    expect(
      isOwnerGone({ pid: process.ppid, host: hostname(), startTicks: null, dataDir: '/data' }),
    ).toBe(false);
    expect(
      isOwnerGone({
        pid: 999_999,
        host: `${hostname()}-elsewhere`,
        startTicks: null,
        dataDir: '/data',
      }),
    ).toBe(false);
  });

  it.runIf(process.platform === 'linux')('tells a reused pid apart by its start time', () => {
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    expect(
      isOwnerGone({ pid: process.ppid, host: hostname(), startTicks: ticks, dataDir: '/data' }),
    ).toBe(false);
    expect(
      isOwnerGone({ pid: process.ppid, host: hostname(), startTicks: ticks + 1, dataDir: '/data' }),
    ).toBe(true);
  });
});

describe('lockDataDir', () => {
  it('refuses a second holder while the first lives, naming its pid, and frees on release', async () => {
    const dir = newDataDir();
    const first = await lockDataDir(dir);
    expect(first.clearedStalePid).toBeNull();
    const refusal = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`pid ${process.pid}`);
    await first.release();
    const second = await lockDataDir(dir);
    expect(second.clearedStalePid).toBeNull();
    await second.release();
  });
});
