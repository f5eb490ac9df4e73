import { earlyRefreshScript } from '@/lib/auth/early-refresh';

/**
 * Runs the page's inline early-refresh script on a page at `pathname` with the given storage and
 * network, and gives the page's `window` with what the script left on it.
 */
export function runEarlyRefreshScript(
  storage: { getItem(key: string): string | null },
  fetch: typeof globalThis.fetch,
  pathname = '/login',
): Record<string, unknown> {
  const page: Record<string, unknown> = {};
  new Function('window', 'localStorage', 'fetch', 'location', earlyRefreshScript())(
    page,
    storage,
    fetch,
    { pathname },
  );
  return page;
}
