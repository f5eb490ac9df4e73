import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from '../../build/route-modules';

// The preload table is written by hand beside the router; a screen left out of it still works but
// loads its chunk only after the entry has run, which is what the table exists to avoid.
describe('the per-route preload table', () => {
  const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
  const lazyScreens = [...router.matchAll(/import\('@\/(features\/[^']+)'\)/g)].map(
    (match) => `src/${match[1]}.tsx`,
  );
  const listed = new Set(ROUTE_MODULES.flatMap((route) => route.modules));

  it('finds the router’s lazy screens', () => {
    expect(lazyScreens.length).toBeGreaterThan(10);
  });

  it.each(lazyScreens)('lists %s under a URL pattern', (screen) => {
    expect(listed).toContain(screen);
  });
});
