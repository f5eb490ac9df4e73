import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseSessionOp, type SessionState } from '@levelup/shared/session';
import Fastify from 'fastify';
import {
  type AppUnderTest,
  databaseKindsToBenchmark,
  startAppUnderTest,
} from './lib/app-under-test';
import type { HttpLoadPlan, HttpLoadResult, runHttpLoad } from './lib/http-load';
import { printComparison } from './lib/report';
import { runAsScript } from './lib/run-as-script';
import { positiveIntFromEnv } from './lib/settings';
import { runInWorker } from './lib/worker-task';

type HttpSettings = {
  requests: number;
  warmupRequests: number;
  concurrency: number;
  timeoutMs: number;
};

function readSettings(): HttpSettings {
  return {
    requests: positiveIntFromEnv('BENCH_HTTP_REQUESTS', 2000),
    warmupRequests: positiveIntFromEnv('BENCH_HTTP_WARMUP_REQUESTS', 200),
    concurrency: positiveIntFromEnv('BENCH_HTTP_CONCURRENCY', 32),
    timeoutMs: positiveIntFromEnv('BENCH_TIMEOUT_MS', 20_000),
  };
}

function runLoad(plan: HttpLoadPlan, settings: HttpSettings): Promise<HttpLoadResult> {
  // Every request is bounded by timeoutMs; so is the whole run, a request's worth at a time.
  const bound =
    settings.timeoutMs *
    Math.ceil((settings.requests + settings.warmupRequests) / settings.concurrency);
  return runInWorker<typeof runHttpLoad>(
    new URL('./lib/http-load.ts', import.meta.url),
    'runHttpLoad',
    plan,
    Math.min(bound, 300_000),
  );
}

/** A hot read of the app: its path, as the demo trainer reads it. */
type HotRead = { name: string; path: string };

async function readOnce(target: AppUnderTest, path: string): Promise<unknown> {
  const answer = await target.context.app.inject({
    method: 'GET',
    url: path,
    headers: target.trainerHeaders,
  });
  if (answer.statusCode !== 200) {
    throw new Error(`GET ${path} answered ${answer.statusCode}: ${answer.body}`);
  }
  return answer.json();
}

/**
 * A live session of the demo trainer from the demo workout with clients on the grid and its
 * cells filled, as a trainer's tablet reloads it mid-session.
 */
async function liveSession(target: AppUnderTest): Promise<string> {
  const created = await target.context.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: target.trainerHeaders,
    payload: { workoutId: target.workoutId },
  });
  if (created.statusCode !== 201) {
    throw new Error(`POST /api/sessions answered ${created.statusCode}: ${created.body}`);
  }
  const { id } = created.json<{ id: string }>();
  const { state } = (await readOnce(target, `/api/sessions/${id}/state`)) as {
    state: SessionState;
  };
  const clientIds = state.availableClients.slice(0, 8).map((c) => c.id);
  const ops: unknown[] = [{ id: randomUUID(), type: 'clients:add', payload: { clientIds } }];
  for (const exercise of state.exercises) {
    for (const userId of clientIds) {
      ops.push({
        id: randomUUID(),
        type: 'cell:update',
        payload: { exerciseId: exercise.id, userId, value: { kg: 60, reps: 5 } },
      });
    }
  }
  for (const raw of ops) {
    const op = parseSessionOp(raw);
    if (!op) throw new Error('a benchmark op did not parse');
    await target.context.app.liveSessions.store.applyClientOp(id, op, target.trainer.id);
  }
  return id;
}

/** The baseline: a bare Fastify route answering the same JSON from memory, with no auth. */
async function startBareRoute(body: unknown) {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => body);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const { port } = bare.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/bare`, close: () => bare.close() };
}

function printReads(
  read: HotRead,
  label: string,
  app: HttpLoadResult,
  baseline: HttpLoadResult,
): void {
  printComparison(
    `Hot HTTP reads: ${read.name} on ${label} vs a bare Fastify route`,
    `app (${label})`,
    'bare',
    [
      {
        metric: 'throughput',
        unit: 'req/s',
        app: app.requestsPerSecond,
        baseline: baseline.requestsPerSecond,
        digits: 0,
      },
      {
        metric: 'latency p50',
        unit: 'ms',
        app: app.latency.p50,
        baseline: baseline.latency.p50,
        digits: 2,
      },
      {
        metric: 'latency p99',
        unit: 'ms',
        app: app.latency.p99,
        baseline: baseline.latency.p99,
        digits: 2,
      },
      {
        metric: 'response body',
        unit: 'bytes',
        app: app.responseBytes,
        baseline: baseline.responseBytes,
        digits: 0,
      },
    ],
  );
  for (const [name, result] of [
    [`app (${label})`, app],
    ['bare', baseline],
  ] as const) {
    console.log(
      `  ${name}: ${result.succeeded}/${result.requests} answered 200` +
        (result.firstFailure ? `; first failure: ${result.firstFailure}` : ''),
    );
  }
}

/**
 * Hot reads beside a bare Fastify route serving the same JSON, both loaded the same way in the
 * same run: the exercise library and a live session's state, with the trainer's token.
 */
export async function runHttpReadsBench(): Promise<void> {
  const settings = readSettings();
  console.log(
    `\n== Hot HTTP reads: ${settings.requests} GETs at concurrency ${settings.concurrency} after ` +
      `${settings.warmupRequests} warm-up GETs, kept-alive loopback connections, client in a worker thread`,
  );
  for (const kind of databaseKindsToBenchmark()) {
    const target = await startAppUnderTest(kind);
    try {
      const sessionId = await liveSession(target);
      const reads: HotRead[] = [
        { name: 'GET /api/exercises', path: '/api/exercises' },
        { name: 'GET /api/sessions/{id}/state', path: `/api/sessions/${sessionId}/state` },
      ];
      for (const read of reads) {
        const bare = await startBareRoute(await readOnce(target, read.path));
        let baseline: HttpLoadResult;
        try {
          baseline = await runLoad({ ...settings, url: bare.url, headers: {} }, settings);
        } finally {
          await bare.close();
        }
        const app = await runLoad(
          { ...settings, url: `${target.url}${read.path}`, headers: target.trainerHeaders },
          settings,
        );
        printReads(read, kind, app, baseline);
      }
    } finally {
      await target.close();
    }
  }
}

runAsScript(import.meta.url, runHttpReadsBench);
