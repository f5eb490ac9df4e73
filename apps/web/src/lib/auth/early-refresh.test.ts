import { afterEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../testing/users';
import { createApiClient } from '../api-client';
import { refreshToken } from './api/refresh-token';
import {
  EARLY_REFRESH_GLOBAL,
  earlyRefreshScript,
  REFRESH_PATH,
  SIGNED_IN_NOTE,
  takeEarlyRefresh,
} from './early-refresh';

type Sent = { url: string; init: RequestInit | undefined };

/** Runs the page's inline script against a page with the given storage and network. */
function runScript(
  storage: { getItem(key: string): string | null },
  fetch: typeof globalThis.fetch,
) {
  const page: Record<string, unknown> = {};
  new Function('window', 'localStorage', 'fetch', earlyRefreshScript())(page, storage, fetch);
  return page;
}

function recordingFetch(answer: () => Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

const refreshAnswer = () =>
  new Response(JSON.stringify({ token: 'access-1', refreshToken: 'refresh-2', user: client }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_REFRESH_GLOBAL];
});

describe('the early refresh script', () => {
  it('starts the refresh in a browser signed in when last seen and leaves it for the app', () => {
    const { fetch, sent } = recordingFetch(async () => refreshAnswer());
    const page = runScript(
      { getItem: (key) => (key === SIGNED_IN_NOTE ? '/client' : null) },
      fetch,
    );
    expect(sent.map((s) => s.url)).toEqual([REFRESH_PATH]);
    expect(page[EARLY_REFRESH_GLOBAL]).toBeInstanceOf(Promise);
  });

  it('sends nothing for a browser never signed in, or whose storage is disabled', () => {
    const { fetch, sent } = recordingFetch(async () => refreshAnswer());
    expect(runScript({ getItem: () => null }, fetch)).toEqual({});
    const disabled = {
      getItem(): string | null {
        throw new Error('SecurityError');
      },
    };
    expect(runScript(disabled, fetch)).toEqual({});
    expect(sent).toEqual([]);
  });

  it('sends the very request the API client sends for a refresh', async () => {
    const early = recordingFetch(async () => refreshAnswer());
    runScript({ getItem: () => '/trainer' }, early.fetch);
    const app = recordingFetch(async () => refreshAnswer());
    await refreshToken(createApiClient({ fetch: app.fetch }));
    const [scripted] = early.sent;
    const [sentByApp] = app.sent;
    expect(scripted?.url).toBe(sentByApp?.url);
    const { signal: _signal, ...appInit } = sentByApp?.init ?? {};
    expect(scripted?.init).toEqual(appInit);
  });

  it('leaves a failed request (no network) to the app, without an unhandled rejection', async () => {
    const { fetch } = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const page = runScript({ getItem: () => '/client' }, fetch);
    await expect(page[EARLY_REFRESH_GLOBAL]).rejects.toThrow('Failed to fetch');
  });
});

describe('refreshToken', () => {
  it("adopts the page's early refresh once, then asks the server itself", async () => {
    const holder = globalThis as Record<string, unknown>;
    holder[EARLY_REFRESH_GLOBAL] = Promise.resolve(refreshAnswer());
    const { fetch, sent } = recordingFetch(async () => refreshAnswer());
    const api = createApiClient({ fetch });

    expect(await refreshToken(api)).toEqual({
      token: 'access-1',
      refreshToken: 'refresh-2',
      user: client,
    });
    expect(sent).toEqual([]);
    expect(takeEarlyRefresh()).toBeNull();

    await refreshToken(api);
    expect(sent.map((s) => s.url)).toEqual([REFRESH_PATH]);
  });

  it("reports the early refresh's failure as its own", async () => {
    const holder = globalThis as Record<string, unknown>;
    holder[EARLY_REFRESH_GLOBAL] = Promise.resolve(
      new Response(JSON.stringify({ error: 'UNAUTHORIZED', message: 'Unauthorized' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { fetch } = recordingFetch(async () => refreshAnswer());
    await expect(refreshToken(createApiClient({ fetch }))).rejects.toMatchObject({ status: 401 });
  });
});
