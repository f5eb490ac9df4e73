import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SESSION_PROTOCOL_VERSION } from '@levelup/shared/session';
import {
  type AppUnderTest,
  type DatabaseKind,
  databaseKindsToBenchmark,
  startAppUnderTest,
} from './lib/app-under-test';
import { startBareSocketServer } from './lib/bare-socket-server';
import type { BenchOp, FanoutResult, FanoutSessionPlan, runFanoutLoad } from './lib/fanout-load';
import { createLiveSession } from './lib/live-sessions';
import { printTable } from './lib/report';
import { runAsScript } from './lib/run-as-script';
import { positiveIntFromEnv } from './lib/settings';
import { runInWorker } from './lib/worker-task';

/** One measured load: sessions of sockets, each session's sender emitting ops on a clock. */
type Scenario = {
  sessions: number;
  socketsPerSession: number;
  opsPerSecond: number;
  seconds: number;
};

type FanoutSettings = {
  /** The scenarios on Postgres (issue 14), then PGlite's smaller one. */
  scenarios: Record<DatabaseKind, Scenario[]>;
  /** Per-session op rates tried at `sweepSessions` sessions, lowest first (those above the scenarios' best). */
  sweepRates: number[];
  sweepSessions: number;
  sweepSeconds: number;
  warmupOpsPerSession: number;
  timeoutMs: number;
};

const SWEEP_P99_LIMIT_MS = 50;

function ratesFromEnv(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const rates = raw.split(',').map((part) => Number(part.trim()));
  if (rates.some((rate) => !(rate > 0))) throw new Error(`${name} must list positive numbers`);
  return rates.sort((a, b) => a - b);
}

/** BENCH_ONLY=200x2,sweep (say) runs only the scenarios named `<sessions>x<ops per second>` and the sweep. */
function selected(name: string): boolean {
  const only = process.env.BENCH_ONLY;
  return !only || only.split(',').some((part) => part.trim() === name);
}

function readSettings(): FanoutSettings {
  // The topology: ten sockets a session (a trainer's devices and the cast).
  const sockets = positiveIntFromEnv('BENCH_SOCKETS_PER_SESSION', 10);
  if (sockets < 2) throw new Error('BENCH_SOCKETS_PER_SESSION must be at least 2');
  const seconds = positiveIntFromEnv('BENCH_SECONDS', 15);
  return {
    scenarios: {
      postgres: [
        { sessions: 200, socketsPerSession: sockets, opsPerSecond: 2, seconds },
        { sessions: 500, socketsPerSession: sockets, opsPerSecond: 1, seconds },
      ],
      pglite: [{ sessions: 20, socketsPerSession: sockets, opsPerSecond: 2, seconds }],
    },
    sweepRates: ratesFromEnv('BENCH_SWEEP_RATES', [1, 2, 3, 4, 6, 8, 10]),
    sweepSessions: positiveIntFromEnv('BENCH_SWEEP_SESSIONS', 200),
    sweepSeconds: positiveIntFromEnv('BENCH_SWEEP_SECONDS', 10),
    warmupOpsPerSession: positiveIntFromEnv('BENCH_WARMUP_OPS_PER_SESSION', 5),
    timeoutMs: positiveIntFromEnv('BENCH_TIMEOUT_MS', 20_000),
  };
}

/** A cell of the live grid that `cell:update` may change. */
type CellTarget = { exerciseId: string; userId: string };
type OpenSession = { sessionId: string; cell: CellTarget };

/** A server to load: where it listens, how sockets sign in, and its sessions. */
type FanoutTarget = {
  url: string;
  auth: Record<string, unknown>;
  /** `count` sessions to load (a target may hand out the same ones to several scenarios). */
  sessions(count: number): Promise<OpenSession[]>;
  /**
   * Finishes work left over from earlier rounds before this one starts: the app writes the idle
   * snapshots its sessions would otherwise come due for 30 s after their last op, which is in
   * the middle of a later round after the bare relay's turn (a burst of whole-state writes at
   * once that the steady state never has).
   */
  settle?(): Promise<void>;
};

/** `count` weight and reps entries on one cell, each with its own op id. */
function cellUpdates(count: number, target: CellTarget): BenchOp[] {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    type: 'cell:update',
    payload: {
      exerciseId: target.exerciseId,
      userId: target.userId,
      value: { kg: 20 + 2.5 * (index % 40), reps: 1 + (index % 12) },
    },
  }));
}

type Figures = FanoutResult & {
  /** This process's event-loop delay over the measured round (the server under test runs here). */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /**
   * CPU time of this process (the server and the clients' worker) over the measured round, per op
   * sent. Other work on the machine moves latency far more than CPU time, so the app's CPU per op
   * less the bare relay's (same clients, same messages) is its own cost of an op.
   */
  cpuMsPerOp: number;
};

async function runScenario(
  target: FanoutTarget,
  scenario: Scenario,
  settings: FanoutSettings,
): Promise<Figures> {
  await target.settle?.();
  const opsPerSession = Math.round(scenario.opsPerSecond * scenario.seconds);
  const sessions: FanoutSessionPlan[] = (await target.sessions(scenario.sessions)).map(
    ({ sessionId, cell }) => ({
      sessionId,
      warmupOps: cellUpdates(settings.warmupOpsPerSession, cell),
      ops: cellUpdates(opsPerSession, cell),
    }),
  );
  const loop = monitorEventLoopDelay({ resolution: 5 });
  let cpuFrom = process.cpuUsage();
  let cpu = process.cpuUsage(cpuFrom);
  const onProgress = (progress: string) => {
    if (progress === 'measuring') {
      loop.reset();
      loop.enable();
      cpuFrom = process.cpuUsage();
    } else if (progress === 'measured') {
      loop.disable();
      cpu = process.cpuUsage(cpuFrom);
    }
  };
  // Connecting, joining, the warm-up and the drain are each bounded by timeoutMs, and so is the
  // whole run: a stalled run is ended rather than waited for.
  const bound = 6 * settings.timeoutMs + scenario.seconds * 1000 + sessions.length * 200;
  const result = await runInWorker<typeof runFanoutLoad>(
    new URL('./lib/fanout-load.ts', import.meta.url),
    'runFanoutLoad',
    {
      url: target.url,
      auth: target.auth,
      sessions,
      socketsPerSession: scenario.socketsPerSession,
      pace: { kind: 'rate', opsPerSecond: scenario.opsPerSecond },
      timeoutMs: settings.timeoutMs,
    },
    bound,
    onProgress,
  );
  loop.disable();
  return {
    ...result,
    loopDelayP99Ms: loop.percentile(99) / 1e6,
    loopDelayMaxMs: loop.max / 1e6,
    cpuMsPerOp: (cpu.user + cpu.system) / 1000 / Math.max(1, result.opsSent),
  };
}

async function measureBaseline(scenario: Scenario, settings: FanoutSettings): Promise<Figures> {
  const server = await startBareSocketServer();
  try {
    return await runScenario(
      {
        url: server.url,
        auth: {},
        sessions: async (count) =>
          Array.from({ length: count }, (_, index) => ({
            sessionId: `bench-session-${index}`,
            cell: { exerciseId: 'bench-exercise', userId: 'bench-client' },
          })),
      },
      scenario,
      settings,
    );
  } finally {
    await server.close();
  }
}

/** The app as a target; its sessions are created once and reused by later scenarios. */
function appTarget(app: AppUnderTest): FanoutTarget {
  const opened: OpenSession[] = [];
  return {
    url: app.url,
    auth: {
      token: app.trainerHeaders.authorization.replace(/^Bearer /, ''),
      protocolVersion: SESSION_PROTOCOL_VERSION,
    },
    async sessions(count) {
      while (opened.length < count) {
        const { sessionId, clientIds, exerciseIds } = await createLiveSession(app);
        opened.push({
          sessionId,
          cell: { exerciseId: exerciseIds[0] as string, userId: clientIds[0] as string },
        });
      }
      return opened.slice(0, count);
    },
    settle: () => app.context.app.liveSessions.store.flushSnapshots(),
  };
}

const describe = (s: Scenario) =>
  `${s.sessions} x ${s.socketsPerSession} x ${s.opsPerSecond}/s, ${s.seconds} s`;

type Row = { scenario: string; target: string; figures: Figures; bare?: Figures };

const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

function printRows(heading: string, rows: Row[]): void {
  printTable(
    heading,
    [
      'scenario',
      'server',
      'p50 ms',
      'p99 ms',
      'max ms',
      'lost',
      'refused',
      'ack p99 ms',
      'ops/s',
      'loop p99 ms',
      'loop max ms',
      'cpu ms/op',
      'p99 / bare',
      'cpu - bare',
    ],
    rows.map(({ scenario, target, figures: f, bare }) => [
      scenario,
      target,
      fixed(f.fanoutLatency.p50, 2),
      fixed(f.fanoutLatency.p99, 2),
      fixed(f.fanoutLatency.max, 1),
      String(f.deliveriesLost),
      String(f.opsRefused),
      fixed(f.ackLatency.p99, 2),
      fixed(f.opsPerSecond, 0),
      fixed(f.loopDelayP99Ms, 1),
      fixed(f.loopDelayMaxMs, 1),
      fixed(f.cpuMsPerOp, 2),
      bare ? `${fixed(f.fanoutLatency.p99 / bare.fanoutLatency.p99, 1)}x` : '',
      bare ? fixed(f.cpuMsPerOp - bare.cpuMsPerOp, 2) : '',
    ]),
  );
  for (const { scenario, target, figures } of rows) {
    if (figures.firstRefusal)
      console.log(`  ${scenario}, ${target}: first refusal: ${figures.firstRefusal}`);
  }
}

const holdsUnderLimit = (figures: Figures) =>
  figures.fanoutLatency.p99 < SWEEP_P99_LIMIT_MS &&
  figures.deliveriesLost === 0 &&
  figures.opsRefused === 0;

const totalRate = (s: Scenario) => s.sessions * s.opsPerSecond;

/**
 * The highest op rate one process holds with fan-out p99 under 50 ms and nothing lost. The
 * scenarios already measured count (their rows are `measured`); the sweep then tries, at
 * `sweepSessions` sessions, only the per-session rates whose total is above the best of those,
 * lowest first, and stops at the first that fails.
 */
async function sweep(
  target: FanoutTarget,
  kind: DatabaseKind,
  settings: FanoutSettings,
  measured: Array<{ scenario: Scenario; figures: Figures }>,
) {
  const rows: Row[] = [];
  let best: Scenario | undefined;
  for (const { scenario, figures } of measured) {
    if (holdsUnderLimit(figures) && totalRate(scenario) > (best ? totalRate(best) : 0)) {
      best = scenario;
    }
  }
  for (const rate of settings.sweepRates) {
    const scenario: Scenario = {
      sessions: settings.sweepSessions,
      socketsPerSession: settings.scenarios.postgres[0]?.socketsPerSession ?? 10,
      opsPerSecond: rate,
      seconds: settings.sweepSeconds,
    };
    if (best && totalRate(scenario) <= totalRate(best)) continue;
    const figures = await runScenario(target, scenario, settings);
    rows.push({ scenario: describe(scenario), target: `app (${kind})`, figures });
    if (!holdsUnderLimit(figures)) break;
    best = scenario;
  }
  printRows(
    `Op-rate sweep on ${kind} (from above the scenarios' best; stops at the first rate with p99 >= 50 ms or a loss)`,
    rows,
  );
  console.log(
    best
      ? `  highest op rate with p99 < ${SWEEP_P99_LIMIT_MS} ms: ${totalRate(best)} ops/s ` +
          `(${describe(best)})`
      : `  no rate tried kept p99 under ${SWEEP_P99_LIMIT_MS} ms`,
  );
}

/**
 * Op fan-out of the app beside a bare Socket.IO relay in the same run (issue 14): sessions of ten
 * sockets, each session's first socket emitting `cell:update` ops on a clock while the other nine
 * record when each broadcast arrives. On Postgres: 200 sessions at 2 ops/s and 500 at 1 op/s, then
 * a sweep for the highest rate one process holds under 50 ms p99; on PGlite: 20 sessions at 2
 * ops/s. The bare relay runs each scenario right before the app, so both see the machine alike.
 */
export async function runRealtimeFanoutBench(): Promise<void> {
  const settings = readSettings();
  const kinds = databaseKindsToBenchmark();
  console.log(
    '\n== Realtime fan-out: 1 sender and the rest receivers per session, websocket transport, ' +
      'clients in a worker thread;\n   each sender emits on a clock (open loop) after ' +
      `${settings.warmupOpsPerSession} unmeasured warm-up ops; latency is emit to arrival at each receiver;\n` +
      '   lost = deliveries of sent ops that never arrived; loop = event-loop delay of the server process;\n' +
      "   cpu ms/op = CPU time of the process (server and clients) per op sent; cpu - bare = the app's own CPU per op",
  );
  if (!kinds.includes('postgres')) {
    console.log('   (Postgres scenarios skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
  // Postgres first: its scenarios are the headline figures.
  for (const kind of [...kinds].sort((a) => (a === 'postgres' ? -1 : 1))) {
    const app = await startAppUnderTest(kind);
    try {
      const target = appTarget(app);
      const rows: Row[] = [];
      const measured: Array<{ scenario: Scenario; figures: Figures }> = [];
      for (const scenario of settings.scenarios[kind]) {
        if (!selected(`${scenario.sessions}x${scenario.opsPerSecond}`)) continue;
        // The app's sessions exist before the bare run, so creating them is not measured beside it.
        await target.sessions(scenario.sessions);
        // The app's idle snapshots would otherwise come due during the bare relay's round.
        await target.settle?.();
        const bare = await measureBaseline(scenario, settings);
        const figures = await runScenario(target, scenario, settings);
        rows.push({ scenario: describe(scenario), target: 'bare relay', figures: bare });
        rows.push({ scenario: describe(scenario), target: `app (${kind})`, figures, bare });
        measured.push({ scenario, figures });
      }
      printRows(`Realtime fan-out on ${kind} vs the bare Socket.IO relay`, rows);
      if (kind === 'postgres' && selected('sweep')) await sweep(target, kind, settings, measured);
    } finally {
      await app.close();
    }
  }
}

runAsScript(import.meta.url, runRealtimeFanoutBench);
