import { describe, expect, it } from 'vitest';
import { routeTable, setUpCallers } from './access-callers';
import { testDatabaseKinds, useTestApp } from './test-app';

/**
 * Issue 28: personal answers are never kept by a browser or proxy. Every GET route the app
 * registers (its `:params` filled with the caller's own ids), asked by each kind of signed-in
 * caller, answers its JSON with `Cache-Control: no-store`, refusals included, unless the route
 * chose a policy of its own.
 */
const OWN_POLICY = new Map([['/api/exercises', 'private, no-cache']]);

describe.each(testDatabaseKinds)('no-store on JSON answers (%s)', (kind) => {
  const table = routeTable();
  const t = useTestApp(kind, { deps: { onRoute: table.onRoute } });

  it('sends no-store on every JSON answer to a signed-in caller', async () => {
    const setup = await setUpCallers(t);
    const fill: Record<string, string> = {
      id: setup.people.client.id,
      sessionId: setup.session.id,
      exerciseId: setup.fixtures.exerciseId,
      entryId: setup.session.id,
      idOrJoinCode: setup.session.joinCode,
    };
    const urls = table
      .keys()
      .filter((key) => key.startsWith('GET /api/') || key.startsWith('GET /cast/'))
      .map((key) =>
        key.slice('GET '.length).replace(/:(\w+)/g, (_m, name: string) => fill[name] ?? name),
      );
    const wrong: string[] = [];
    let json = 0;
    for (const url of urls) {
      for (const caller of ['trainer', 'client', 'admin'] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${setup.bearer[caller]}` },
        });
        if (!String(res.headers['content-type']).startsWith('application/json')) continue;
        json += 1;
        const expected = OWN_POLICY.get(url) ?? 'no-store';
        if (res.headers['cache-control'] !== expected) {
          wrong.push(`${caller} GET ${url} ${res.statusCode}: ${res.headers['cache-control']}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(json).toBeGreaterThan(40);
  });
});
