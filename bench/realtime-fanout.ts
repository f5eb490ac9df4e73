import { randomUUID } from 'node:crypto';
import {
  parseSessionOp,
  SESSION_PROTOCOL_VERSION,
  type SessionState,
} from '@levelup/shared/session';
import {
  type AppUnderTest,
  databaseKindsToBenchmark,
  startAppUnderTest,
} from './lib/app-under-test';
import { startBareSocketServer } from './lib/bare-socket-server';
import type { BenchOp, FanoutResult, FanoutSessionPlan, runFanoutLoad } from './lib/fanout-load';
import { type ComparisonRow, printComparison } from './lib/report';
import { runAsScript } from './lib/run-as-script';
import { positiveIntFromEnv } from './lib/settings';
import { runInWorker } from './lib/worker-task';

/** How one measurement loads the server. */
type Scenario = {
  sessions: number;
  socketsPerSession: number;
  opsPerSession: number;
  warmupOpsPerSession: number;
  inFlightPerSender: number;
};

type FanoutSettings = {
  /** Many sessions at once, each sender keeping several ops unacknowledged. */
  loaded: Scenario;
  /** One session, one op at a time: the latency of an op when nothing queues behind it. */
  paced: Scenario;
  timeoutMs: number;
};

function readSettings(): FanoutSettings {
  // The topology: ten sockets a session (a trainer's devices and the cast).
  const socketsPerSession = positiveIntFromEnv('BENCH_SOCKETS_PER_SESSION', 10);
  if (socketsPerSession < 2) throw new Error('BENCH_SOCKETS_PER_SESSION must be at least 2');
  const warmupOpsPerSession = positiveIntFromEnv('BENCH_WARMUP_OPS_PER_SESSION', 10);
  return {
    loaded: {
      sessions: positiveIntFromEnv('BENCH_SESSIONS', 20),
      socketsPerSession,
      opsPerSession: positiveIntFromEnv('BENCH_OPS_PER_SESSION', 200),
      warmupOpsPerSession,
      inFlightPerSender: positiveIntFromEnv('BENCH_IN_FLIGHT', 4),
    },
    paced: {
      sessions: 1,
      socketsPerSession,
      opsPerSession: positiveIntFromEnv('BENCH_PACED_OPS', 100),
      warmupOpsPerSession,
      inFlightPerSender: 1,
    },
    timeoutMs: positiveIntFromEnv('BENCH_TIMEOUT_MS', 20_000),
  };
}

/** A cell of the live grid that `cell:update` may change. */
type CellTarget = { exerciseId: string; userId: string };

/** A server to load: where it listens, how sockets sign in, and how to get a fresh session. */
type FanoutTarget = {
  url: string;
  auth: Record<string, unknown>;
  openSession(): Promise<{ sessionId: string; cell: CellTarget }>;
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

async function runScenario(
  target: FanoutTarget,
  scenario: Scenario,
  timeoutMs: number,
): Promise<FanoutResult> {
  const sessions: FanoutSessionPlan[] = [];
  for (let index = 0; index < scenario.sessions; index++) {
    const { sessionId, cell } = await target.openSession();
    sessions.push({
      sessionId,
      warmupOps: cellUpdates(scenario.warmupOpsPerSession, cell),
      ops: cellUpdates(scenario.opsPerSession, cell),
    });
  }
  const totalOps = scenario.sessions * (scenario.opsPerSession + scenario.warmupOpsPerSession);
  // Connecting, joining, both rounds and the drain are each bounded by timeoutMs, and so is the
  // whole run: a stalled run is ended rather than waited for.
  const bound = 4 * timeoutMs + totalOps * 50;
  return runInWorker<typeof runFanoutLoad>(
    new URL('./lib/fanout-load.ts', import.meta.url),
    'runFanoutLoad',
    {
      url: target.url,
      auth: target.auth,
      sessions,
      socketsPerSession: scenario.socketsPerSession,
      inFlightPerSender: scenario.inFlightPerSender,
      timeoutMs,
    },
    bound,
  );
}

type FanoutFigures = { paced: FanoutResult; loaded: FanoutResult };

async function measure(target: FanoutTarget, settings: FanoutSettings): Promise<FanoutFigures> {
  const paced = await runScenario(target, settings.paced, settings.timeoutMs);
  const loaded = await runScenario(target, settings.loaded, settings.timeoutMs);
  return { paced, loaded };
}

async function measureBaseline(settings: FanoutSettings): Promise<FanoutFigures> {
  const server = await startBareSocketServer();
  let opened = 0;
  try {
    return await measure(
      {
        url: server.url,
        auth: {},
        openSession: async () => {
          opened += 1;
          return {
            sessionId: `bench-session-${opened}`,
            cell: { exerciseId: 'bench-exercise', userId: 'bench-client' },
          };
        },
      },
      settings,
    );
  } finally {
    await server.close();
  }
}

/**
 * Creates a live session of the demo trainer from the demo workout, puts the trainer's clients on
 * the grid as the coach's "Add clients" does (new sessions start with nobody on it), and picks a
 * cell: the workout's first exercise for the first client.
 */
async function createLiveSession(app: AppUnderTest, workoutId: string) {
  const created = await app.context.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: app.trainerHeaders,
    payload: { workoutId },
  });
  if (created.statusCode !== 201) {
    throw new Error(`POST /api/sessions answered ${created.statusCode}: ${created.body}`);
  }
  const { id } = created.json<{ id: string }>();
  const read = await app.context.app.inject({
    method: 'GET',
    url: `/api/sessions/${id}/state`,
    headers: app.trainerHeaders,
  });
  if (read.statusCode !== 200) {
    throw new Error(`GET /api/sessions/${id}/state answered ${read.statusCode}: ${read.body}`);
  }
  const { state } = read.json<{ state: SessionState }>();
  const exerciseId = state.exercises[0]?.id;
  const clientIds = state.availableClients.map((c) => c.id);
  const userId = clientIds[0];
  if (exerciseId === undefined || userId === undefined) {
    throw new Error('the demo workout or the demo clients are missing');
  }
  const seat = parseSessionOp({ id: randomUUID(), type: 'clients:add', payload: { clientIds } });
  if (!seat) throw new Error('clients:add did not parse');
  await app.context.app.liveSessions.store.applyClientOp(id, seat, app.trainer.id);
  return { sessionId: id, cell: { exerciseId, userId } satisfies CellTarget };
}

async function measureApp(app: AppUnderTest, settings: FanoutSettings): Promise<FanoutFigures> {
  return measure(
    {
      url: app.url,
      auth: {
        token: app.trainerHeaders.authorization.replace(/^Bearer /, ''),
        protocolVersion: SESSION_PROTOCOL_VERSION,
      },
      openSession: () => createLiveSession(app, app.workoutId),
    },
    settings,
  );
}

function printFanout(label: string, app: FanoutFigures, baseline: FanoutFigures): void {
  const row = (
    metric: string,
    unit: string,
    digits: number,
    scenario: keyof FanoutFigures,
    figure: (result: FanoutResult) => number,
  ): ComparisonRow => ({
    metric,
    unit,
    digits,
    app: figure(app[scenario]),
    baseline: figure(baseline[scenario]),
  });
  printComparison(`Realtime fan-out: app on ${label} vs bare Socket.IO`, `app (${label})`, 'bare', [
    row('one op at a time: fan-out p50', 'ms', 2, 'paced', (r) => r.fanoutLatency.p50),
    row('one op at a time: fan-out p99', 'ms', 2, 'paced', (r) => r.fanoutLatency.p99),
    row('loaded: fan-out p50', 'ms', 2, 'loaded', (r) => r.fanoutLatency.p50),
    row('loaded: fan-out p99', 'ms', 2, 'loaded', (r) => r.fanoutLatency.p99),
    row('loaded: ack p50', 'ms', 2, 'loaded', (r) => r.ackLatency.p50),
    row('loaded: ack p99', 'ms', 2, 'loaded', (r) => r.ackLatency.p99),
    row('loaded: ops applied', 'ops/s', 0, 'loaded', (r) => r.opsPerSecond),
    row('loaded: deliveries', 'msg/s', 0, 'loaded', (r) => r.deliveriesPerSecond),
  ]);
  for (const [name, figures] of [
    [`app (${label})`, app],
    ['bare', baseline],
  ] as const) {
    for (const [scenario, result] of Object.entries(figures)) {
      console.log(
        `  ${name}, ${scenario}: ${result.opsApplied}/${result.opsSent} ops applied, ` +
          `${result.deliveriesReceived}/${result.deliveriesExpected} deliveries received ` +
          `in ${result.elapsedMs.toFixed(0)} ms` +
          (result.firstRefusal ? `; first refusal: ${result.firstRefusal}` : ''),
      );
    }
  }
}

/**
 * Op fan-out of the app beside a bare Socket.IO server in the same run: sessions of ten
 * sockets, each session's sender emitting `cell:update` ops while the other nine record when
 * each broadcast arrives; first one op at a time, then many sessions at once. The app runs on
 * PGlite, and on Postgres when one is configured.
 */
export async function runRealtimeFanoutBench(): Promise<void> {
  const settings = readSettings();
  const { loaded, paced } = settings;
  console.log(
    `\n== Realtime fan-out: sessions of ${loaded.socketsPerSession} sockets ` +
      `(1 sender, ${loaded.socketsPerSession - 1} receivers), websocket transport, clients in a worker thread\n` +
      `   one op at a time: 1 session, ${paced.opsPerSession} ops, each sent after the last was acked\n` +
      `   loaded: ${loaded.sessions} sessions at once, ${loaded.opsPerSession} ops each, ` +
      `at most ${loaded.inFlightPerSender} unacked per sender\n` +
      `   each after ${loaded.warmupOpsPerSession} unmeasured warm-up ops per session`,
  );
  for (const kind of databaseKindsToBenchmark()) {
    // The baseline runs right before each app run, so both see the machine in the same state.
    const baseline = await measureBaseline(settings);
    const app = await startAppUnderTest(kind);
    let figures: FanoutFigures;
    try {
      figures = await measureApp(app, settings);
    } finally {
      await app.close();
    }
    printFanout(kind, figures, baseline);
  }
}

runAsScript(import.meta.url, runRealtimeFanoutBench);
