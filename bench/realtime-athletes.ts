import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { EngineFigures } from '@levelup/server/testing';
import { SESSION_PROTOCOL_VERSION } from '@levelup/shared/session';
import {
  type AppUnderTest,
  type DatabaseKind,
  databaseKindsToBenchmark,
  startAppUnderTest,
} from './lib/app-under-test';
import { startBareRelayProcess } from './lib/bare-relay-process';
import { startBareSocketServer } from './lib/bare-socket-server';
import { MEASURED_WINDOWS_FILE, type MeasuredWindow } from './lib/cpu-profile-summary';
import { ENGINE_HEADER, engineFigures, engineRows } from './lib/engine-figures';
import type { BenchOp } from './lib/fanout-load';
import { createLiveSession, type LiveBenchSession } from './lib/live-sessions';
import { printTable } from './lib/report';
import type { RoomMember, RoomResult, runRoomLoad } from './lib/room-load';
import { runAsScript } from './lib/run-as-script';
import { type ServerNodes, startServerNodes } from './lib/server-nodes';
import { positiveIntFromEnv } from './lib/settings';
import { runInWorker } from './lib/worker-task';

/*
 * The athletes' load (issues 30 and 32): every session has a coach's tablet stepping cells at
 * 1 op/s, eight athletes' phones each logging a set every 20 s, and the gym TV, a cast screen
 * paired with the session (GET /cast/screen-id, POST /cast/connect as the coach, then the screen's
 * socket signs in with its screen token, `cast:join`, `session:join`), and every op must reach
 * every other device of the session. Each figure is printed beside a bare Socket.IO relay run on
 * the same load right before it.
 *
 * Setups (BENCH_ATHLETE_SETUPS=pglite,one-node,two-nodes picks some; all by default):
 * - pglite: the app in this process on PGlite, BENCH_PGLITE_SESSIONS sessions (default 20);
 * - one-node: one server process (`src/main.ts`) on Postgres, BENCH_ATHLETE_SESSIONS (default 200);
 * - two-nodes: two server processes on one Postgres and one Redis (REDIS_URL, default
 *   redis://127.0.0.1:6379), half of each session's devices on each, BENCH_TWO_NODE_SESSIONS
 *   (default 200; the figure is 1000). BENCH_TWO_NODE_SPLIT=session puts all of a
 *   session's devices on one node instead (sessions alternating), as a load balancer sticky by
 *   session would: the same load without a session shared by two nodes.
 * Counts are comma lists (BENCH_ATHLETE_SESSIONS=200,500). The Postgres setups need
 * BENCH_DATABASE_URL or TEST_DATABASE_URL. The load generator runs in a worker thread of this
 * process; the in-process app's sessions and screens are made there, the server processes are
 * started on its database.
 *
 * Other knobs: BENCH_ATHLETE_SECONDS (measured window, default 40), BENCH_TIMEOUT_MS (20000);
 * BENCH_SWEEP=1 then looks, for each setup, for the highest session count with p99 <= 50 ms and
 * nothing lost or refused: doubling from BENCH_SWEEP_START (default 25) up to BENCH_SWEEP_MAX
 * (default 2000), then bisecting to within 10 %, each probe BENCH_SWEEP_SECONDS long (default 20),
 * and no new probe once BENCH_SWEEP_MAX_MS (default 600000) has passed for that setup; it prints
 * the server processes' resident memory per session (the rise of VmRSS over the idle nodes',
 * divided by the sessions). BENCH_CPU_PROF=<dir> runs the server processes under
 * `node --cpu-prof` and writes their profiles there (see lib/cpu-profile-summary.ts). The run is
 * ended after BENCH_MAX_MS (default 30 minutes alone, an hour under `npm run bench`).
 */

const ATHLETES_PER_SESSION = 8;
const COACH_EVERY_MS = 1000;
const ATHLETE_EVERY_MS = 20_000;
const SWEEP_P99_LIMIT_MS = 50;
const WARMUP_SESSIONS = 25;
const WARMUP_SECONDS = 10;
/** A session store's idle snapshot delay (idleSnapshotMs), with a margin for the write. */
const IDLE_SNAPSHOT_MS = 33_000;

type SetupName = 'pglite' | 'one-node' | 'two-nodes';
type Setup = {
  name: SetupName;
  label: string;
  kind: DatabaseKind;
  nodes: number;
  counts: number[];
};

type Settings = {
  setups: Setup[];
  seconds: number;
  timeoutMs: number;
  redisUrl: string;
  cpuProfileDir: string | undefined;
  splitBySession: boolean;
  sweep: { start: number; max: number; seconds: number; maxMs: number } | undefined;
};

function countsFromEnv(name: string, fallback: string): number[] {
  const counts = (process.env[name] || fallback).split(',').map((part) => Number(part.trim()));
  if (counts.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error(`${name} must list positive whole numbers`);
  }
  return counts;
}

function readSettings(): Settings {
  const all: Setup[] = [
    {
      name: 'pglite',
      label: 'pglite, in process',
      kind: 'pglite',
      nodes: 0,
      counts: countsFromEnv('BENCH_PGLITE_SESSIONS', '20'),
    },
    {
      name: 'one-node',
      label: 'postgres, 1 node',
      kind: 'postgres',
      nodes: 1,
      counts: countsFromEnv('BENCH_ATHLETE_SESSIONS', '200'),
    },
    {
      name: 'two-nodes',
      label:
        process.env.BENCH_TWO_NODE_SPLIT === 'session'
          ? 'postgres+redis, 2 nodes, by session'
          : 'postgres+redis, 2 nodes',
      kind: 'postgres',
      nodes: 2,
      counts: countsFromEnv('BENCH_TWO_NODE_SESSIONS', '200'),
    },
  ];
  const chosen = process.env.BENCH_ATHLETE_SETUPS?.split(',').map((name) => name.trim());
  const unknown = chosen?.filter((name) => !all.some((setup) => setup.name === name)) ?? [];
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_ATHLETE_SETUPS names ${unknown.join(', ')}; known: ${all.map((s) => s.name).join(', ')}`,
    );
  }
  const cpuProfileDir = process.env.BENCH_CPU_PROF?.trim();
  return {
    setups: all.filter((setup) => !chosen || chosen.includes(setup.name)),
    // Two sets per athlete in the measured window.
    seconds: positiveIntFromEnv('BENCH_ATHLETE_SECONDS', 40),
    timeoutMs: positiveIntFromEnv('BENCH_TIMEOUT_MS', 20_000),
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    cpuProfileDir: cpuProfileDir ? path.resolve(cpuProfileDir) : undefined,
    splitBySession: process.env.BENCH_TWO_NODE_SPLIT === 'session',
    sweep:
      process.env.BENCH_SWEEP === '1'
        ? {
            start: positiveIntFromEnv('BENCH_SWEEP_START', 25),
            max: positiveIntFromEnv('BENCH_SWEEP_MAX', 2000),
            seconds: positiveIntFromEnv('BENCH_SWEEP_SECONDS', 20),
            maxMs: positiveIntFromEnv('BENCH_SWEEP_MAX_MS', 600_000),
          }
        : undefined,
  };
}

const cellUpdate = (index: number, exerciseId: string, userId: string): BenchOp => ({
  id: randomUUID(),
  type: 'cell:update',
  payload: { exerciseId, userId, value: { kg: 20 + 2.5 * (index % 40), reps: 1 + (index % 12) } },
});

const setLog = (setIndex: number, exerciseId: string, clientId: string): BenchOp => ({
  id: randomUUID(),
  type: 'set:log',
  payload: { exerciseId, clientId, setIndex, kg: 60, reps: 5, rpe: 8, by: 'athlete' },
});

/** A session of the benchmark with the cast screen paired with it. */
/** `index`: the session's place among the benchmark's, which spreads its devices over nodes. */
type BenchSession = LiveBenchSession & { screenId: string; screenToken: string; index: number };

type Auths = {
  coach: Record<string, unknown>;
  athlete(clientId: string): Record<string, unknown>;
  screen(session: BenchSession): Record<string, unknown>;
};

/**
 * The devices of one session: the coach steps the first athlete's first cell; each athlete logs
 * sets on their own first cell, from the set after the last they logged in an earlier round; the
 * TV only receives. Devices alternate between the `urls` (the server nodes), so with two nodes
 * half of each session's devices are on each.
 */
function members(
  session: BenchSession,
  auths: Auths,
  urls: string[],
  seconds: number,
  setsBefore: number,
): RoomMember[] {
  const [exerciseId] = session.exerciseIds as [string];
  const athletes = session.clientIds.slice(0, ATHLETES_PER_SESSION);
  const coachOps = Math.round((seconds * 1000) / COACH_EVERY_MS);
  const athleteOps = Math.max(1, Math.round((seconds * 1000) / ATHLETE_EVERY_MS));
  const devices: RoomMember[] = [
    {
      role: 'coach',
      auth: auths.coach,
      everyMs: COACH_EVERY_MS,
      ops: Array.from({ length: coachOps }, (_, i) =>
        cellUpdate(i, exerciseId, athletes[0] as string),
      ),
    },
    ...athletes.map((clientId) => ({
      role: 'athlete',
      auth: auths.athlete(clientId),
      everyMs: ATHLETE_EVERY_MS,
      ops: Array.from({ length: athleteOps }, (_, i) =>
        setLog(setsBefore + i, exerciseId, clientId),
      ),
    })),
    {
      role: 'tv',
      auth: auths.screen(session),
      everyMs: COACH_EVERY_MS,
      ops: [],
      castScreenId: session.screenId,
    },
  ];
  // Each session starts its devices on the next node, so that coaches (and TVs) are spread over
  // the nodes as evenly as athletes are.
  return devices.map((device, index) => ({
    ...device,
    url: urls[(index + session.index) % urls.length],
  }));
}

const setsPerRound = (seconds: number) =>
  Math.max(1, Math.round((seconds * 1000) / ATHLETE_EVERY_MS));

type Measured = RoomResult & {
  /** Rise of the server processes' resident memory per session, in bytes (NaN in process). */
  residentPerSession: number;
  /** Each server's own figures over the measured round (group commit stages, loop delay). */
  engine: EngineFigures[];
};

async function runLoad(
  url: string,
  plan: Array<{ sessionId: string; members: RoomMember[] }>,
  seconds: number,
  timeoutMs: number,
  onProgress?: (progress: string) => void,
): Promise<RoomResult> {
  const bound = 6 * timeoutMs + seconds * 1000 + plan.length * 300;
  return runInWorker<typeof runRoomLoad>(
    new URL('./lib/room-load.ts', import.meta.url),
    'runRoomLoad',
    { url, sessions: plan, timeoutMs },
    bound,
    onProgress,
  );
}

/**
 * Notes a measured round's start and end on the monotonic clock the server processes' CPU
 * profiles are stamped with, so their summary can keep to the rounds (lib/cpu-profile-summary.ts).
 */
async function noteMeasuredWindow(dir: string, window: MeasuredWindow) {
  const file = path.join(dir, MEASURED_WINDOWS_FILE);
  const known: MeasuredWindow[] = existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : [];
  await writeFile(file, JSON.stringify([...known, window], null, 2));
}

const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** The benchmark's sessions on the in-process app, each with a paired screen, made as needed. */
function sessionMaker(app: AppUnderTest) {
  const opened: BenchSession[] = [];
  const bearer = (header: { authorization: string }) =>
    header.authorization.replace(/^Bearer /, '');
  const tokens = new Map<string, string>();
  let screens = 0;

  /** A new screen, paired with the session by the coach, as the TV and the coach's tablet do. */
  async function pairedScreen(sessionId: string) {
    // GET /cast/screen-id is limited per address; each TV of a gym has its own.
    screens += 1;
    const address = `10.${(screens >> 16) & 255}.${(screens >> 8) & 255}.${screens & 255}`;
    const made = await app.context.app.inject({
      method: 'GET',
      url: '/cast/screen-id',
      headers: { 'x-forwarded-for': address },
    });
    if (made.statusCode !== 200) {
      throw new Error(`GET /cast/screen-id answered ${made.statusCode}: ${made.body}`);
    }
    const screen = made.json<{ screenId: string; screenToken: string }>();
    const paired = await app.context.app.inject({
      method: 'POST',
      url: '/cast/connect',
      headers: app.trainerHeaders,
      payload: { screenId: screen.screenId, sessionId },
    });
    if (paired.statusCode !== 200) {
      throw new Error(`POST /cast/connect answered ${paired.statusCode}: ${paired.body}`);
    }
    return screen;
  }

  const auths: Auths = {
    // Read when a round's sockets sign in: the header is signed again in place as tokens expire.
    get coach() {
      return { token: bearer(app.trainerHeaders), protocolVersion: SESSION_PROTOCOL_VERSION };
    },
    athlete: (clientId) => ({
      token: tokens.get(clientId),
      protocolVersion: SESSION_PROTOCOL_VERSION,
    }),
    screen: (session) => ({
      screenToken: session.screenToken,
      protocolVersion: SESSION_PROTOCOL_VERSION,
    }),
  };

  return {
    auths,
    /** `count` sessions with their athletes signed in; the snapshots they are due written. */
    async sessions(count: number): Promise<BenchSession[]> {
      while (opened.length < count) {
        const session = await createLiveSession(app);
        opened.push({
          ...session,
          ...(await pairedScreen(session.sessionId)),
          index: opened.length,
        });
        for (const id of session.clientIds) tokens.set(id, '');
      }
      // Signed for each round: a sweep's rounds outlive an access token.
      for (const id of tokens.keys()) {
        tokens.set(id, bearer(await app.context.authHeader({ id, role: 'client' })));
      }
      await app.context.app.liveSessions.store.flushSnapshots();
      return opened.slice(0, count);
    },
  };
}

const bareAuths: Auths = { coach: {}, athlete: () => ({}), screen: () => ({}) };

/** One setup: its app, its server nodes (if any), and a round at any count of sessions. */
async function openSetup(setup: Setup, settings: Settings) {
  if (settings.cpuProfileDir) await mkdir(settings.cpuProfileDir, { recursive: true });
  const app = await startAppUnderTest(setup.kind);
  let nodes: ServerNodes | undefined;
  try {
    if (setup.nodes > 0) {
      nodes = await startServerNodes(app, {
        count: setup.nodes,
        redisUrl: settings.redisUrl,
        nodeArgs: settings.cpuProfileDir
          ? ['--cpu-prof', `--cpu-prof-dir=${settings.cpuProfileDir}`]
          : [],
      });
    }
  } catch (error) {
    await app.close();
    throw error;
  }
  const urls = nodes ? nodes.nodes.map((node) => node.url) : [app.url];
  const idleResident = nodes ? sum(await nodes.residentBytes()) : Number.NaN;
  const maker = sessionMaker(app);
  const engine = engineFigures(urls, app.adminHeaders);
  let setsBefore = 0;

  async function measureApp(sessions: BenchSession[], seconds: number): Promise<Measured> {
    let resident = Number.NaN;
    let sampled: Promise<void> = Promise.resolve();
    let engineRead: Promise<EngineFigures[]> = Promise.resolve([]);
    let fromUs = 0;
    let toUs = 0;
    const result = await runLoad(
      urls[0] as string,
      sessions.map((s, index) => ({
        sessionId: s.sessionId,
        // Split by session: each session's devices all on one node, the sessions alternating.
        members: members(
          s,
          maker.auths,
          settings.splitBySession ? [urls[index % urls.length] as string] : urls,
          seconds,
          setsBefore,
        ),
      })),
      seconds,
      settings.timeoutMs,
      (progress) => {
        if (progress === 'measuring') {
          fromUs = monotonicMicros();
          engine.reset().catch((error: unknown) => console.warn('engine figures:', error));
        }
        if (progress !== 'measured') return;
        toUs = monotonicMicros();
        engineRead = engine.read();
        // Read while every device is still connected.
        if (nodes) {
          sampled = nodes.residentBytes().then((bytes) => {
            resident = sum(bytes);
          });
        }
      },
    );
    await sampled;
    const engineAfter = await engineRead.catch((error: unknown) => {
      console.warn('engine figures:', error);
      return [];
    });
    if (settings.cpuProfileDir && nodes) {
      await noteMeasuredWindow(settings.cpuProfileDir, {
        setup: setup.name,
        sessions: sessions.length,
        fromUs,
        toUs,
      });
    }
    setsBefore += setsPerRound(seconds);
    return {
      ...result,
      residentPerSession: (resident - idleResident) / sessions.length,
      engine: engineAfter,
    };
  }

  async function measureBare(sessions: BenchSession[], seconds: number): Promise<RoomResult> {
    // Beside server processes, the relay runs in one of its own too.
    const bare = nodes ? await startBareRelayProcess() : await startBareSocketServer();
    try {
      return await runLoad(
        bare.url,
        sessions.map((s) => ({
          sessionId: s.sessionId,
          members: members(s, bareAuths, [bare.url], seconds, 0),
        })),
        seconds,
        settings.timeoutMs,
      );
    } finally {
      await bare.close();
    }
  }

  return {
    sessions: maker.sessions,
    measureApp,
    measureBare,
    async close() {
      await nodes?.close();
      await app.close();
    },
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

const mib = (bytes: number) => fixed(bytes / (1024 * 1024), 2);

function row(
  setup: string,
  count: number,
  server: string,
  r: RoomResult,
  compared: { bare?: RoomResult; residentPerSession?: number } = {},
) {
  const { bare, residentPerSession } = compared;
  return [
    setup,
    `${count} x (1 + ${ATHLETES_PER_SESSION} + 1)`,
    server,
    fixed(r.latency.p50, 2),
    fixed(r.latency.p99, 2),
    fixed(r.latency.max, 1),
    fixed(r.latencyBySender.coach?.p99 ?? Number.NaN, 2),
    fixed(r.latencyBySender.athlete?.p99 ?? Number.NaN, 2),
    String(r.deliveriesLost),
    String(r.opsRefused),
    fixed(r.opsPerSecond, 0),
    bare ? `${fixed(r.latency.p99 / bare.latency.p99, 1)}x` : '',
    residentPerSession === undefined ? '' : mib(residentPerSession),
  ];
}

const HEADER = [
  'setup',
  'sessions x devices',
  'server',
  'p50 ms',
  'p99 ms',
  'max ms',
  'coach op p99',
  'athlete op p99',
  'lost',
  'refused',
  'ops/s',
  'p99 / bare',
  'MiB/session',
];

const holds = (r: RoomResult) =>
  r.latency.p99 <= SWEEP_P99_LIMIT_MS && r.deliveriesLost === 0 && r.opsRefused === 0;

/**
 * The highest session count the setup holds with p99 <= 50 ms and nothing lost or refused:
 * doubling until a count fails (or the maximum), then bisecting between the best that held and
 * the least that failed until they are within 10 %, with no new probe once the time is up.
 */
async function sweep(
  setup: Setup,
  opened: Awaited<ReturnType<typeof openSetup>>,
  limits: NonNullable<Settings['sweep']>,
  rows: string[][],
) {
  const until = Date.now() + limits.maxMs;
  let best: { count: number; result: Measured } | undefined;
  let failed = Number.POSITIVE_INFINITY;
  let count = limits.start;
  let previous = 0;
  while (Date.now() < until) {
    // Sessions a smaller probe leaves out go idle, and a server writes their snapshots
    // IDLE_SNAPSHOT_MS after their last op: waited out, so that burst is not in the probe.
    if (count < previous) await new Promise((resolve) => setTimeout(resolve, IDLE_SNAPSHOT_MS));
    previous = count;
    const result = await opened.measureApp(await opened.sessions(count), limits.seconds);
    rows.push(
      row(setup.label, count, `app: ${holds(result) ? 'holds' : 'fails'}`, result, {
        residentPerSession: result.residentPerSession,
      }),
    );
    if (holds(result)) best = { count, result };
    else failed = Math.min(failed, count);
    const low = best?.count ?? 0;
    if (failed === Number.POSITIVE_INFINITY) {
      if (count >= limits.max) break;
      count = Math.min(limits.max, count * 2);
      continue;
    }
    if (failed - low <= Math.max(1, Math.ceil(low * 0.1))) break;
    count = Math.floor((low + failed) / 2);
  }
  if (!best) return `${setup.label}: no count tried held p99 <= ${SWEEP_P99_LIMIT_MS} ms`;
  const bare = await opened.measureBare(await opened.sessions(best.count), limits.seconds);
  rows.push(row(setup.label, best.count, 'bare relay', bare));
  const bound = failed === Number.POSITIVE_INFINITY ? `, the most tried` : `; ${failed} failed`;
  return (
    `${setup.label}: holds ${best.count} sessions (p99 ${fixed(best.result.latency.p99, 1)} ms, ` +
    `bare ${fixed(bare.latency.p99, 1)} ms${bound}); ` +
    `resident memory ${mib(best.result.residentPerSession)} MiB per session`
  );
}

/** The athletes' load on each setup, each count of sessions beside the bare relay. */
export async function runRealtimeAthletesBench(): Promise<void> {
  const settings = readSettings();
  const kinds = databaseKindsToBenchmark();
  console.log(
    '\n== Athletes in the room (issues 30, 32): per session 1 coach tablet (cell:update 1/s), ' +
      `${ATHLETES_PER_SESSION} athlete phones (set:log every 20 s each) and 1 paired TV;\n` +
      `   ${settings.seconds} s measured; latency is emit to arrival at every other device of the ` +
      'session; MiB/session is the rise of the server processes\u2019 VmRSS per session',
  );
  for (const setup of settings.setups) {
    if (!kinds.includes(setup.kind)) {
      console.log(`   (${setup.label} skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)`);
      continue;
    }
    await runSetup(setup, settings);
  }
}

/** One setup's counts beside the bare relay, then its sweep; each printed as its table. */
async function runSetup(setup: Setup, settings: Settings) {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const rows: string[][] = [];
  const stageRows: string[][] = [];
  const refusals: string[] = [];
  const opened = await openSetup(setup, settings);
  try {
    // Freshly started servers meet cold code (not yet optimised) and cold caches in their first
    // seconds: an unmeasured round first, so the figures are of a server that has run a while.
    await opened.measureApp(
      await opened.sessions(Math.min(WARMUP_SESSIONS, ...setup.counts)),
      WARMUP_SECONDS,
    );
    for (const count of setup.counts) {
      const sessions = await opened.sessions(count);
      const bare = await opened.measureBare(sessions, settings.seconds);
      const measured = await opened.measureApp(sessions, settings.seconds);
      rows.push(row(setup.label, count, 'bare relay', bare));
      rows.push(
        row(setup.label, count, 'app', measured, {
          bare,
          residentPerSession: measured.residentPerSession,
        }),
      );
      stageRows.push(...engineRows(setup.label, count, measured.engine));
      if (measured.firstRefusal) refusals.push(`${count}: ${measured.firstRefusal}`);
    }
    printTable(
      `Athletes in the room, ${setup.label}, vs the bare Socket.IO relay (load average ${load} at the start)`,
      HEADER,
      rows,
    );
    for (const refusal of refusals) console.log(`  first refusal at ${refusal}`);
    printTable(
      `Where each server's group commits spent the round, ${setup.label} (ms; GET /api/health/engine)`,
      ENGINE_HEADER,
      stageRows,
    );
    if (settings.sweep) {
      const sweepRows: string[][] = [];
      const found = await sweep(setup, opened, settings.sweep, sweepRows);
      printTable(
        `Session-count sweep, ${setup.label} (p99 <= ${SWEEP_P99_LIMIT_MS} ms, nothing lost or ` +
          `refused; ${settings.sweep.seconds} s a probe)`,
        HEADER,
        sweepRows,
      );
      console.log(`  ${found}`);
    }
  } finally {
    await opened.close();
  }
}

// Three setups, and a sweep when asked, outlast the usual ten minutes.
runAsScript(import.meta.url, runRealtimeAthletesBench, 30 * 60_000);
