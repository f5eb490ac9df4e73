import { Agent, request } from 'node:http';
import { type LatencySummary, perSecond, summariseLatencies } from './stats';

export type HttpLoadPlan = {
  url: string;
  headers: Record<string, string>;
  /** Requests sent first and not measured. */
  warmupRequests: number;
  requests: number;
  concurrency: number;
  timeoutMs: number;
};

export type HttpLoadResult = {
  requests: number;
  succeeded: number;
  failed: number;
  firstFailure: string | null;
  /** Body size of the last successful response. */
  responseBytes: number;
  elapsedMs: number;
  requestsPerSecond: number;
  latency: LatencySummary;
};

type Answer = { status: number; bytes: number };

function get(url: string, headers: Record<string, string>, agent: Agent, timeoutMs: number) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(url, { method: 'GET', headers, agent, timeout: timeoutMs }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * GETs `url` `requests` times over kept-alive loopback connections, `concurrency` requests at a
 * time, after an unmeasured warm-up, and records each request's latency.
 */
export async function runHttpLoad(plan: HttpLoadPlan): Promise<HttpLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.concurrency });
  try {
    const play = async (count: number) => {
      const samples: number[] = [];
      let failed = 0;
      let firstFailure: string | null = null;
      let responseBytes = 0;
      let next = 0;
      const lane = async () => {
        while (next < count) {
          next += 1;
          const startedAt = performance.now();
          try {
            const answer = await get(plan.url, plan.headers, agent, plan.timeoutMs);
            if (answer.status === 200) {
              samples.push(performance.now() - startedAt);
              responseBytes = answer.bytes;
            } else {
              failed += 1;
              firstFailure ??= `status ${answer.status}`;
            }
          } catch (error) {
            failed += 1;
            firstFailure ??= error instanceof Error ? error.message : String(error);
          }
        }
      };
      const startedAt = performance.now();
      await Promise.all(Array.from({ length: plan.concurrency }, lane));
      const elapsedMs = performance.now() - startedAt;
      return { samples, failed, firstFailure, responseBytes, elapsedMs };
    };
    await play(plan.warmupRequests);
    const measured = await play(plan.requests);
    return {
      requests: plan.requests,
      succeeded: plan.requests - measured.failed,
      failed: measured.failed,
      firstFailure: measured.firstFailure,
      responseBytes: measured.responseBytes,
      elapsedMs: measured.elapsedMs,
      requestsPerSecond: perSecond(plan.requests - measured.failed, measured.elapsedMs),
      latency: summariseLatencies(measured.samples),
    };
  } finally {
    agent.destroy();
  }
}
