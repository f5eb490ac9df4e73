import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { z } from 'zod';

/** A lock whose refresh stopped this long ago is stale whoever holds it (a frozen process). */
const STALE_AFTER_MS = 15_000;
const REFRESH_EVERY_MS = 5_000;

/** Who holds the lock, written inside it right after it is taken (as Postgres's postmaster.pid). */
const lockOwnerSchema = z.object({
  pid: z.number().int().positive(),
  host: z.string(),
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is told apart. */
  startTicks: z.number().nullable(),
  dataDir: z.string(),
});
export type LockOwner = z.infer<typeof lockOwnerSchema>;

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner: LockOwner | null) {
    const holder = owner ? ` (pid ${owner.pid} on ${owner.host})` : '';
    super(
      `Another Level Up process${holder} is already using DATA_DIR (${dataDir}). ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
  }
}

/** Field 22 of /proc/<pid>/stat; null where there is no /proc (macOS) or no such process. */
function processStartTicks(pid: number | 'self'): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the recorded holder is certainly gone: it ran on this host and no process has its pid,
 * or the pid now belongs to a process that started at another time. On another host (a shared
 * volume) nothing can be known, and the refresh-based staleness decides.
 */
export function isOwnerGone(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return false;
  // A record with this process's pid for a lock it does not hold is a predecessor's (a restarted
  // container often gets the same pid).
  if (owner.pid === process.pid) return !heldHere.has(owner.dataDir);
  if (!isRunning(owner.pid)) return true;
  if (owner.startTicks === null) return false;
  const ticks = processStartTicks(owner.pid);
  return ticks !== null && ticks !== owner.startTicks;
}

/** Folders this process holds the lock of. */
const heldHere = new Set<string>();

const lockPath = (dataDir: string) => path.join(dataDir, '.lock');
/** Beside the lock, not in it: the lock library removes its lock directory with rmdir. */
const ownerPath = (dataDir: string) => path.join(dataDir, '.lock-owner.json');

async function readOwner(dataDir: string): Promise<LockOwner | null> {
  try {
    const parsed = lockOwnerSchema.safeParse(
      JSON.parse(await readFile(ownerPath(dataDir), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function takeLock(dataDir: string, onCompromised?: (error: Error) => void) {
  return lockfile.lock(dataDir, {
    lockfilePath: lockPath(dataDir),
    stale: STALE_AFTER_MS,
    update: REFRESH_EVERY_MS,
    realpath: false,
    ...(onCompromised ? { onCompromised } : {}),
  });
}

/**
 * Acquisitions take turns under a guard held for milliseconds, so the owner record read by one
 * process always belongs to the lock it sees: two processes starting at once after a crash cannot
 * both clear the dead holder's lock.
 */
function takeGuard(dataDir: string) {
  // Its own path: the lock library keeps one registry entry per locked path in a process.
  return lockfile.lock(path.join(dataDir, '.lock-guard'), {
    lockfilePath: path.join(dataDir, '.lock-guard'),
    stale: STALE_AFTER_MS,
    realpath: false,
    retries: { retries: 40, minTimeout: 25, maxTimeout: 250 },
  });
}

const isLocked = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ELOCKED';

export interface DataDirLock {
  release(): Promise<void>;
  /** The pid of a crashed holder whose lock this process cleared on start, if any. */
  clearedStalePid: number | null;
}

/**
 * PGlite has no lock between processes: a second process on the same folder silently loses
 * writes. Every process that opens the embedded database holds this lock for its lifetime. A lock
 * left by a process that died (SIGKILL, out of memory, power cut) is taken over at once, so a
 * supervisor's immediate restart works; a live holder is refused, naming its pid. The lock is
 * refreshed every 5 s, so a holder frozen for 15 s loses it as before.
 */
export async function lockDataDir(
  dataDir: string,
  options: { onCompromised?: (error: Error) => void } = {},
): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const folder = path.resolve(dataDir);
  let releaseGuard: () => Promise<void>;
  try {
    releaseGuard = await takeGuard(dataDir);
  } catch (error) {
    if (isLocked(error)) throw new DataDirLockedError(dataDir, await readOwner(dataDir));
    throw error;
  }
  try {
    let clearedStalePid: number | null = null;
    let release: () => Promise<void>;
    try {
      release = await takeLock(dataDir, options.onCompromised);
    } catch (error) {
      if (!isLocked(error)) throw error;
      const owner = await readOwner(dataDir);
      if (!owner || !isOwnerGone(owner)) throw new DataDirLockedError(dataDir, owner);
      await rm(lockPath(dataDir), { recursive: true, force: true });
      release = await takeLock(dataDir, options.onCompromised);
      clearedStalePid = owner.pid;
    }
    const self: LockOwner = {
      pid: process.pid,
      host: hostname(),
      startTicks: processStartTicks('self'),
      dataDir: folder,
    };
    await writeFile(ownerPath(dataDir), JSON.stringify(self));
    heldHere.add(folder);
    return {
      clearedStalePid,
      async release() {
        heldHere.delete(folder);
        // The record goes first: once the lock is free, the record may be the next holder's.
        await rm(ownerPath(dataDir), { force: true });
        await release();
      },
    };
  } finally {
    await releaseGuard();
  }
}
