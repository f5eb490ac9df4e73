import type { EngineFigures } from '@levelup/server/testing';

/**
 * The engine's own figures from each server (GET /api/health/engine, as a master trainer): where a
 * group commit's time goes (pool wait and BEGIN, the lock statement, the account read, applying,
 * the log insert, COMMIT), the sizes of groups and the event loop's delay. Reset when a measured
 * round starts, read when it ends, so they cover the round only.
 */
export function engineFigures(urls: string[], headers: { authorization: string }) {
  const call = async (url: string, method: 'GET' | 'POST', route: string) => {
    const response = await fetch(`${url}${route}`, { method, headers });
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}`);
    return response;
  };
  return {
    async reset(): Promise<void> {
      await Promise.all(urls.map((url) => call(url, 'POST', '/api/health/engine/reset')));
    },
    async read(): Promise<EngineFigures[]> {
      return Promise.all(
        urls.map(
          async (url) =>
            (await (await call(url, 'GET', '/api/health/engine')).json()) as EngineFigures,
        ),
      );
    },
  };
}

export const ENGINE_HEADER = [
  'setup',
  'sessions',
  'node',
  'groups',
  'sessions/group p50',
  'ops/group p50',
  'locked',
  'direct p99',
  'begin p99',
  'lock p99',
  'accounts p99',
  'apply p99',
  'append p99',
  'commit p99',
  'group p99',
  'loop delay p99',
];

/** One row per server: the p99 of each group commit stage in ms. */
export function engineRows(setup: string, sessions: number, figures: EngineFigures[]): string[][] {
  return figures.map((f, index) => {
    const stage = f.groupStagesMs;
    return [
      setup,
      String(sessions),
      String(index + 1),
      String(stage.total.count),
      String(f.sessionsPerGroup.p50),
      String(f.opsPerGroup.p50),
      String(stage.lock.count),
      ...(
        ['direct', 'begin', 'lock', 'accounts', 'apply', 'append', 'commit', 'total'] as const
      ).map((name) => stage[name].p99.toFixed(2)),
      f.eventLoopDelayMs.p99.toFixed(1),
    ];
  });
}
