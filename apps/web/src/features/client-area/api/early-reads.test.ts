import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { EARLY_READS_GLOBAL } from '../../../lib/auth/early-refresh';
import { runEarlyRefreshScript } from '../../../testing/early-refresh-page';
import { client } from '../../../testing/users';
import { getLifestyle, TODAY_LIMIT } from './get-lifestyle';
import { getPendingFeedback } from './get-pending-feedback';
import { getProgress } from './get-progress';

function recordingFetch(sent: string[]) {
  return vi.fn(async (url: RequestInfo | URL) => {
    sent.push(String(url));
    const body = { token: 'access-1', refreshToken: 'refresh-2', user: client };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
}

/**
 * The page asks for the home's first data before the app runs (lib/auth/early-refresh.ts); the
 * app adopts an answer only for the very path and query its API file sends, so a read written
 * differently there would quietly be asked twice.
 */
describe("the client home's early reads", () => {
  it('are the very requests the home sends for its figures, check-in and pending rating', async () => {
    const scripted: string[] = [];
    const page = runEarlyRefreshScript(
      { getItem: () => '/client' },
      recordingFetch(scripted),
      '/client',
    );
    await page[EARLY_READS_GLOBAL];

    const sentByApp: string[] = [];
    const api = createApiClient({ fetch: recordingFetch(sentByApp) });
    await Promise.allSettled([
      getLifestyle(client.id, TODAY_LIMIT, api),
      getProgress(client.id, api),
      getPendingFeedback(client.id, api),
    ]);
    expect(scripted.slice(1)).toEqual(sentByApp);
  });
});
