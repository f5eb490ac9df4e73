import type { AddressInfo } from 'node:net';
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

/** The exercise library as the app serves it to the demo trainer. */
async function exerciseList(target: AppUnderTest): Promise<unknown> {
  const answer = await target.context.app.inject({
    method: 'GET',
    url: '/api/exercises',
    headers: target.trainerHeaders,
  });
  if (answer.statusCode !== 200) {
    throw new Error(`GET /api/exercises answered ${answer.statusCode}: ${answer.body}`);
  }
  return answer.json();
}

/** The baseline: a bare Fastify route answering the same JSON from memory, with no auth. */
async function startBareRoute(body: unknown) {
  const bare = Fastify({ logger: false });
  bare.get('/api/exercises', async () => body);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const { port } = bare.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/exercises`, close: () => bare.close() };
}

function printReads(label: string, app: HttpLoadResult, baseline: HttpLoadResult): void {
  printComparison(
    `Hot HTTP reads: GET /api/exercises on ${label} vs a bare Fastify route`,
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
 * Hot reads of the exercise library (with the trainer's token) beside a bare Fastify route
 * serving the same JSON, both loaded the same way in the same run.
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
      const bare = await startBareRoute(await exerciseList(target));
      let baseline: HttpLoadResult;
      try {
        baseline = await runLoad({ ...settings, url: bare.url, headers: {} }, settings);
      } finally {
        await bare.close();
      }
      const app = await runLoad(
        { ...settings, url: `${target.url}/api/exercises`, headers: target.trainerHeaders },
        settings,
      );
      printReads(kind, app, baseline);
    } finally {
      await target.close();
    }
  }
}

runAsScript(import.meta.url, runHttpReadsBench);
