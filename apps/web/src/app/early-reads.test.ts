import { describe, expect, it, vi } from 'vitest';
import { getLifestyle, TODAY_LIMIT } from '@/features/client-area/api/get-lifestyle';
import { getPendingFeedback } from '@/features/client-area/api/get-pending-feedback';
import { getProgram } from '@/features/client-area/api/get-program';
import { getProgress } from '@/features/client-area/api/get-progress';
import { getSessionsTakingPart } from '@/features/client-area/api/get-sessions-taking-part';
import { getClientHistory } from '@/features/history/api/get-client-history';
import { getSessionHistory } from '@/features/history/api/get-session-history';
import { getSessionState } from '@/features/live-session/api/get-session-state';
import { getClients } from '@/lib/api/clients/get-clients';
import { type ApiClient, createApiClient } from '@/lib/api-client';
import { EARLY_READS_GLOBAL } from '@/lib/auth/early-refresh';
import { runEarlyRefreshScript } from '@/testing/early-refresh-page';
import { client } from '@/testing/users';

function recordingFetch(sent: string[]) {
  return vi.fn(async (url: RequestInfo | URL) => {
    sent.push(String(url));
    const body = { token: 'access-1', refreshToken: 'refresh-2', user: client };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
}

async function readsThePageStarts(pathname: string, home = '/client'): Promise<string[]> {
  const sent: string[] = [];
  const page = runEarlyRefreshScript({ getItem: () => home }, recordingFetch(sent), pathname);
  await page[EARLY_READS_GLOBAL];
  return sent.slice(1);
}

async function readsTheAppSends(...reads: Array<(api: ApiClient) => Promise<unknown>>) {
  const sent: string[] = [];
  const api = createApiClient({ fetch: recordingFetch(sent) });
  for (const read of reads) await read(api).catch(() => undefined);
  return sent;
}

/**
 * The page asks for a screen's first data before the app runs (lib/auth/early-refresh.ts);
 * the app adopts an answer only for the very path and query its API file sends, so a read written
 * differently there would quietly be asked twice.
 */
describe("the client screens' early reads", () => {
  const layout = [
    (api: ApiClient) => getLifestyle(client.id, TODAY_LIMIT, api),
    (api: ApiClient) => getPendingFeedback(client.id, api),
  ];

  it('are the requests the client layout and the home send', async () => {
    expect(await readsThePageStarts('/client')).toEqual(
      await readsTheAppSends(
        ...layout,
        (api) => getProgress(client.id, {}, api),
        (api) => getSessionsTakingPart(api),
      ),
    );
  });

  it('are the requests the client layout and the progress screen send', async () => {
    expect(await readsThePageStarts('/progress')).toEqual(
      await readsTheAppSends(
        ...layout,
        (api) => getProgress(client.id, {}, api),
        (api) => getClientHistory(client.id, api),
      ),
    );
  });

  it('are the requests the client layout and the program screen send', async () => {
    expect(await readsThePageStarts('/program')).toEqual(
      await readsTheAppSends(...layout, (api) => getProgram(client.id, api)),
    );
  });

  it("are the layout's requests on the check-in screen", async () => {
    expect(await readsThePageStarts('/client/prepare')).toEqual(await readsTheAppSends(...layout));
  });
});

describe("the trainer screens' early reads", () => {
  it('are the requests the client list, the session history and progress tracking send', async () => {
    expect(await readsThePageStarts('/trainer/clients', '/trainer')).toEqual(
      await readsTheAppSends((api) => getClients(api)),
    );
    expect(await readsThePageStarts('/trainer/history', '/trainer')).toEqual(
      await readsTheAppSends((api) => getSessionHistory(undefined, api)),
    );
    expect(await readsThePageStarts('/trainer/progress', '/trainer')).toEqual(
      await readsTheAppSends((api) => getClients(api)),
    );
  });

  it("are the live session's state, for the session in the path", async () => {
    const sessionId = '3c1fe91b-ca3f-429b-98ed-120f1b8c1280';
    expect(await readsThePageStarts(`/trainer/session/${sessionId}`, '/trainer')).toEqual(
      await readsTheAppSends((api) => getSessionState(sessionId, api)),
    );
    expect(await readsThePageStarts('/trainer/session', '/trainer')).toEqual([]);
    expect(await readsThePageStarts(`/trainer/session/${sessionId}/more`, '/trainer')).toEqual([]);
  });

  it('are none on the dashboard, and none for a client screen in a trainer browser', async () => {
    expect(await readsThePageStarts('/trainer', '/trainer')).toEqual([]);
    expect(await readsThePageStarts('/client', '/trainer')).toEqual([]);
  });
});
