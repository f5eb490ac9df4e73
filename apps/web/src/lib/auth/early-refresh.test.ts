import { afterEach, describe, expect, it, vi } from 'vitest';
import { runEarlyRefreshScript } from '@/testing/early-refresh-page';
import { client } from '@/testing/users';
import { createApiClient } from '../api-client';
import { refreshToken } from './api/refresh-token';
import {
  EARLY_READS_GLOBAL,
  EARLY_READS_WINDOW_MS,
  EARLY_REFRESH_GLOBAL,
  REFRESH_PATH,
  SIGNED_IN_NOTE,
  takeEarlyRead,
  takeEarlyRefresh,
} from './early-refresh';

type Sent = { url: string; init: RequestInit | undefined };

function recordingFetch(answer: () => Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const refreshAnswer = () =>
  jsonAnswer({ token: 'access-1', refreshToken: 'refresh-2', user: client });

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_REFRESH_GLOBAL];
  delete (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL];
  vi.restoreAllMocks();
});

async function startedReads(page: Record<string, unknown>) {
  return (await page[EARLY_READS_GLOBAL]) as Record<string, Promise<Response>>;
}

describe('the early refresh script', () => {
  it('starts the refresh in a browser signed in when last seen and leaves it for the app', () => {
    const { fetch, sent } = recordingFetch(async () => refreshAnswer());
    const page = runEarlyRefreshScript(
      { getItem: (key) => (key === SIGNED_IN_NOTE ? '/client' : null) },
      fetch,
    );
    expect(sent.map((s) => s.url)).toEqual([REFRESH_PATH]);
    expect(page[EARLY_REFRESH_GLOBAL]).toBeInstanceOf(Promise);
  });

  it('sends nothing for a browser never signed in, or whose storage is disabled', () => {
    const { fetch, sent } = recordingFetch(async () => refreshAnswer());
    expect(runEarlyRefreshScript({ getItem: () => null }, fetch)).toEqual({});
    const disabled = {
      getItem(): string | null {
        throw new Error('SecurityError');
      },
    };
    expect(runEarlyRefreshScript(disabled, fetch)).toEqual({});
    expect(sent).toEqual([]);
  });

  it('sends the very request the API client sends for a refresh', async () => {
    const early = recordingFetch(async () => refreshAnswer());
    runEarlyRefreshScript({ getItem: () => '/trainer' }, early.fetch);
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
    const page = runEarlyRefreshScript({ getItem: () => '/client' }, fetch);
    await expect(page[EARLY_REFRESH_GLOBAL]).rejects.toThrow('Failed to fetch');
  });
});

describe("the early reads of the client's home", () => {
  const clientNote = { getItem: () => '/client' };
  const homeReads = [
    `/api/users/${client.id}/lifestyle?limit=1`,
    `/api/users/${client.id}/feedback/pending`,
    `/api/users/${client.id}/progress?tzOffset=${-new Date().getTimezoneOffset() || 0}`,
    // 'Back to live session' (issue 30).
    '/api/sessions/taking-part',
  ];

  it.each(['/client', '/'])(
    'opening %s, asks for the home data with the refreshed token once the refresh answers',
    async (pathname) => {
      const { fetch, sent } = recordingFetch(async () => refreshAnswer());
      const page = runEarlyRefreshScript(clientNote, fetch, pathname);
      expect(Object.keys(await startedReads(page))).toEqual(homeReads);
      expect(sent.map((s) => s.url)).toEqual([REFRESH_PATH, ...homeReads]);
      for (const read of sent.slice(1)) {
        expect(read.init).toEqual({
          headers: { Accept: 'application/json', Authorization: 'Bearer access-1' },
          credentials: 'include',
          cache: 'no-store',
        });
      }
      // The auth session still reads the refresh's own answer.
      const refresh = (await page[EARLY_REFRESH_GLOBAL]) as Response;
      expect(await refresh.json()).toMatchObject({ token: 'access-1' });
    },
  );

  it('asks for nothing more on another screen, for a trainer, or when the refresh fails', async () => {
    for (const [note, pathname] of [
      ['/client', '/client/program'],
      ['/trainer', '/trainer'],
    ] as const) {
      const { fetch, sent } = recordingFetch(async () => refreshAnswer());
      const page = runEarlyRefreshScript({ getItem: () => note }, fetch, pathname);
      expect(page[EARLY_READS_GLOBAL]).toBeUndefined();
      expect(sent.map((s) => s.url)).toEqual([REFRESH_PATH]);
    }
    const signedOut = recordingFetch(async () => jsonAnswer({ error: 'UNAUTHORIZED' }, 401));
    expect(
      await startedReads(runEarlyRefreshScript(clientNote, signedOut.fetch, '/client')),
    ).toEqual({});
    expect(signedOut.sent.map((s) => s.url)).toEqual([REFRESH_PATH]);
    const offline = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await startedReads(runEarlyRefreshScript(clientNote, offline.fetch, '/client'))).toEqual(
      {},
    );
  });
});

describe('the early reads of a screen with an id in its path', () => {
  const trainerNote = { getItem: () => '/trainer' };

  it('asks for the state of the session the path names', async () => {
    const { fetch, sent } = recordingFetch(async () => refreshAnswer());
    const page = runEarlyRefreshScript(trainerNote, fetch, '/trainer/session/abc-123');
    expect(Object.keys(await startedReads(page))).toEqual(['/api/sessions/abc-123/state']);
    expect(sent.map((s) => s.url)).toEqual([REFRESH_PATH, '/api/sessions/abc-123/state']);
  });

  it('puts the segment in the read as the API file encodes it, and skips one that cannot be read', async () => {
    const encoded = recordingFetch(async () => refreshAnswer());
    const page = runEarlyRefreshScript(trainerNote, encoded.fetch, '/trainer/session/a%20b');
    expect(Object.keys(await startedReads(page))).toEqual(['/api/sessions/a%20b/state']);

    const malformed = recordingFetch(async () => refreshAnswer());
    const broken = runEarlyRefreshScript(trainerNote, malformed.fetch, '/trainer/session/%E0%A4%A');
    expect(broken[EARLY_READS_GLOBAL]).toBeUndefined();
    expect(malformed.sent.map((s) => s.url)).toEqual([REFRESH_PATH]);
  });
});

describe('takeEarlyRead', () => {
  const holder = globalThis as Record<string, unknown>;

  it('hands each early answer over once, and nothing for a read the page did not start', async () => {
    const progress = jsonAnswer({ level: 3 });
    holder[EARLY_READS_GLOBAL] = Promise.resolve({
      '/a?x=1': Promise.resolve(progress),
      '/b': Promise.resolve(jsonAnswer({})),
    });
    expect(await takeEarlyRead('/other')).toBeNull();
    expect(await takeEarlyRead('/a?x=1')).toBe(progress);
    expect(await takeEarlyRead('/a?x=1')).toBeNull();
    expect(holder[EARLY_READS_GLOBAL]).toBeInstanceOf(Promise);
    await takeEarlyRead('/b');
    expect(takeEarlyRead('/b')).toBeNull();
  });

  it('gives null for a read the network failed, so the caller asks again', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    holder[EARLY_READS_GLOBAL] = Promise.resolve({ '/a': failed });
    expect(await takeEarlyRead('/a')).toBeNull();
  });

  it('drops early answers once the page has been open too long for them to be fresh', () => {
    holder[EARLY_READS_GLOBAL] = Promise.resolve({ '/a': Promise.resolve(jsonAnswer({})) });
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_READS_WINDOW_MS + 1);
    expect(takeEarlyRead('/a')).toBeNull();
    expect(holder[EARLY_READS_GLOBAL]).toBeUndefined();
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
      jsonAnswer({ error: 'UNAUTHORIZED', message: 'Unauthorized' }, 401),
    );
    const { fetch } = recordingFetch(async () => refreshAnswer());
    await expect(refreshToken(createApiClient({ fetch }))).rejects.toMatchObject({ status: 401 });
  });
});
