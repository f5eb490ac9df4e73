import { textRuleBreaches } from '@levelup/shared/testing/text-rule';
import { describe, expect, it } from 'vitest';
import { routeTable } from './access-callers';
import { useTestApp } from './test-app';

/**
 * Issue 28: the text rule holds at every door, not only in the shared schemas. Every registered
 * route's params, query and body schema (the route-local ones too) refuses NUL, unpaired
 * surrogates and dates Postgres cannot store. Taken from the routes as registered, so a new route
 * is held to it without editing this test.
 */
describe('the text rule on every route', () => {
  const table = routeTable();
  useTestApp('pglite', { deps: { onRoute: table.onRoute } });

  it('refuses hostile text and year-0 dates in every route’s params, query and body', () => {
    const checked: string[] = [];
    const breaches = table.routes.flatMap((route) => {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      return ['params', 'querystring', 'body'].flatMap((part) => {
        if (!schema[part]) return [];
        const label = `${String(route.method)} ${route.url} ${part}`;
        checked.push(label);
        return textRuleBreaches(schema[part], label);
      });
    });
    expect(breaches).toEqual([]);
    // The walk saw the routes it is about (a table that came back empty would pass vacuously).
    expect(checked).toEqual(
      expect.arrayContaining(['POST /api/clients body', 'GET /oauth/google querystring']),
    );
  });
});
