import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { printTable } from './report';
import { runAsScript } from './run-as-script';

/*
 * Summarises V8 CPU profiles (`node --cpu-prof`, as BENCH_CPU_PROF writes them) by self time:
 *   npx tsx bench/lib/cpu-profile-summary.ts <file.cpuprofile or a folder of them> [top, default 15]
 * Functions are grouped by name and source position, so one function's time is summed over every
 * path that called it; idle time is left out of the shares. PROFILE_APP_TOTALS=1 adds the app's
 * own functions by total time, to see which of them the self time is spent under. When the folder
 * holds the benchmark's measured-windows.json, only the samples of its measured rounds count.
 */

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

/** A measured round, on the clock the profiles are stamped with (the benchmark writes these). */
export type MeasuredWindow = { setup: string; sessions: number; fromUs: number; toUs: number };
export const MEASURED_WINDOWS_FILE = 'measured-windows.json';

export type SelfTime = { name: string; where: string; selfMs: number };

/** Where a frame is, shortened to the package or the repo-relative file. */
function shortWhere({ url, lineNumber }: CallFrame): string {
  if (url === '') return '';
  const file = url.replace(/^file:\/\//, '');
  const inModules = file.lastIndexOf('node_modules/');
  const short =
    inModules >= 0
      ? file.slice(inModules + 'node_modules/'.length)
      : file.replace(/^.*?\/(apps|packages)\//, '$1/');
  return `${short}:${lineNumber + 1}`;
}

/**
 * Microseconds sampled in each node, within the windows when any are given. A sample's time is
 * the delta to the next one (the last sample has none).
 */
function sampledMicros(profile: CpuProfile, windows: MeasuredWindow[]): Map<number, number> {
  const byNode = new Map<number, number>();
  let at = profile.startTime;
  for (let index = 0; index < profile.samples.length; index++) {
    at += profile.timeDeltas[index] ?? 0;
    if (windows.length > 0 && !windows.some((w) => at >= w.fromUs && at <= w.toUs)) continue;
    const id = profile.samples[index] as number;
    byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  }
  return byNode;
}

/** Self time of every function of a profile, most first, with the idle time apart. */
export function selfTimes(
  profile: CpuProfile,
  windows: MeasuredWindow[] = [],
): { idleMs: number; totalMs: number; rows: SelfTime[] } {
  const byNode = sampledMicros(profile, windows);
  const grouped = new Map<string, SelfTime>();
  let idleMs = 0;
  let totalMs = 0;
  for (const node of profile.nodes) {
    const micros = byNode.get(node.id) ?? 0;
    if (micros === 0) continue;
    const ms = micros / 1000;
    totalMs += ms;
    const name = node.callFrame.functionName || '(anonymous)';
    if (name === '(idle)') {
      idleMs += ms;
      continue;
    }
    const where = shortWhere(node.callFrame);
    const key = `${name}@${where}`;
    const entry = grouped.get(key) ?? { name, where, selfMs: 0 };
    entry.selfMs += ms;
    grouped.set(key, entry);
  }
  return { idleMs, totalMs, rows: [...grouped.values()].sort((a, b) => b.selfMs - a.selfMs) };
}

/**
 * Total time (self and callees) of the app's own functions (apps/, packages/), most first: where
 * the self times above are spent from. A function on the stack twice is counted once.
 */
export function appTotals(profile: CpuProfile, windows: MeasuredWindow[] = []): SelfTime[] {
  const self = sampledMicros(profile, windows);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const totals = new Map<string, SelfTime>();
  for (const [id, micros] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame || !/\/(apps|packages)\//.test(frame.url) || frame.url.includes('node_modules')) {
        continue;
      }
      const name = frame.functionName || '(anonymous)';
      const where = shortWhere(frame);
      const key = `${name}@${where}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = totals.get(key) ?? { name, where, selfMs: 0 };
      entry.selfMs += micros / 1000;
      totals.set(key, entry);
    }
  }
  return [...totals.values()].sort((a, b) => b.selfMs - a.selfMs);
}

async function profilesAt(target: string): Promise<string[]> {
  if (target.endsWith('.cpuprofile')) return [target];
  const names = await readdir(target);
  return names
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(target, name));
}

async function summarise(): Promise<void> {
  const [target, topArg] = process.argv.slice(2);
  if (!target) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile | folder> [top]');
  const top = Number(topArg ?? 15);
  const folder = target.endsWith('.cpuprofile') ? path.dirname(target) : target;
  const windowsFile = path.join(folder, MEASURED_WINDOWS_FILE);
  const windows: MeasuredWindow[] = existsSync(windowsFile)
    ? JSON.parse(await readFile(windowsFile, 'utf8'))
    : [];
  if (windows.length > 0) {
    console.log(`measured rounds only (${MEASURED_WINDOWS_FILE}): ${windows.length} of them`);
  }
  for (const file of await profilesAt(target)) {
    const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
    const { idleMs, totalMs, rows } = selfTimes(profile, windows);
    if (totalMs === 0) continue;
    const busyMs = totalMs - idleMs;
    printTable(
      `${path.basename(file)}: ${(totalMs / 1000).toFixed(1)} s profiled, ` +
        `${(busyMs / 1000).toFixed(1)} s busy (${((100 * busyMs) / totalMs).toFixed(0)} %)`,
      ['function', 'where', 'self ms', '% of busy'],
      rows
        .slice(0, top)
        .map((r) => [r.name, r.where, r.selfMs.toFixed(0), ((100 * r.selfMs) / busyMs).toFixed(1)]),
    );
    if (process.env.PROFILE_APP_TOTALS === '1') {
      printTable(
        'the app\u2019s own functions by total time (self and callees)',
        ['function', 'where', 'total ms', '% of busy'],
        appTotals(profile, windows)
          .slice(0, top)
          .map((r) => [
            r.name,
            r.where,
            r.selfMs.toFixed(0),
            ((100 * r.selfMs) / busyMs).toFixed(1),
          ]),
      );
    }
  }
}

runAsScript(import.meta.url, summarise);
