import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { client } from '@/testing/users';
import { createApiClient } from '../api-client';
import { createTokenStore } from '../token-store';
import { type AuthSession, createAuthSession, SCHEDULED_REFRESH_DELAY_MS } from './auth-session';

/** A tiny backend speaking the token contract of design 4.2; each test sets how it answers. */
const backend = {
  refresh: 'ok' as 'ok' | 'rejected' | 'down',
  invalidate: 'ok' as 'ok' | 'down',
  issued: 0,
  calls: [] as string[],
};
let server: Server;
let baseUrl: string;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse, body: string) {
  const path = req.url ?? '/';
  backend.calls.push(`${req.method} ${path}`);
  const bearer = req.headers.authorization?.replace(/^Bearer /, '');
  switch (path) {
    case '/api/token/auth': {
      const { email, password } = JSON.parse(body) as { email: string; password: string };
      if (email !== client.email || password !== 'client1234') {
        return json(res, 401, { error: 'UNAUTHORIZED', message: 'Invalid credentials.' });
      }
      backend.issued += 1;
      return json(res, 200, { token: `good-${backend.issued}`, refreshToken: 'r', user: client });
    }
    case '/api/token/refresh':
      if (backend.refresh === 'rejected') {
        return json(res, 401, { error: 'UNAUTHORIZED', message: 'Expired' });
      }
      if (backend.refresh === 'down') return json(res, 503, { error: 'INTERNAL' });
      backend.issued += 1;
      return json(res, 200, { token: `good-${backend.issued}`, refreshToken: 'r', user: client });
    case '/api/me':
      if (!bearer?.startsWith('good-')) {
        return json(res, 401, { error: 'UNAUTHORIZED', message: 'Bad token' });
      }
      return json(res, 200, client);
    case '/api/token/invalidate':
      if (backend.invalidate === 'down') return json(res, 500, { error: 'INTERNAL' });
      res.writeHead(204);
      return res.end();
    default:
      return json(res, 404, { error: 'NOT_FOUND' });
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const sessions: AuthSession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
  Object.assign(backend, { refresh: 'ok', invalidate: 'ok', issued: 0, calls: [] });
  vi.restoreAllMocks();
});

/** A session on the test backend with a hand-driven timer for the scheduled refresh. */
function setup(url = baseUrl) {
  const tokens = createTokenStore();
  const api = createApiClient({ baseUrl: url, tokens });
  const timers: { run: () => void; delay: number; cancelled: boolean; fired: boolean }[] = [];
  const session = createAuthSession({
    client: api,
    tokens,
    setTimer: (run, delay) => {
      const timer = {
        run: () => {
          timer.fired = true;
          run();
        },
        delay,
        cancelled: false,
        fired: false,
      };
      timers.push(timer);
      return timer as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: (handle) => {
      (handle as unknown as { cancelled: boolean }).cancelled = true;
    },
  });
  sessions.push(session);
  const pendingTimers = () => timers.filter((t) => !t.cancelled && !t.fired);
  return { session, tokens, api, pendingTimers };
}

describe('restoring the session on start', () => {
  it('refreshes from the cookie, whose answer names the user: no GET /api/me', async () => {
    const { session, tokens } = setup();
    expect(session.getState().status).toBe('loading');
    await session.restore();
    expect(session.getState()).toEqual({ status: 'signedIn', user: client });
    expect(tokens.getToken()).toBe('good-1');
    expect(backend.calls).toEqual(['POST /api/token/refresh']);
  });

  it('uses an access token already in memory without refreshing', async () => {
    const { session, tokens } = setup();
    tokens.setToken('good-memory');
    await session.restore();
    expect(session.getState().status).toBe('signedIn');
    expect(backend.calls).toEqual(['GET /api/me']);
  });

  it('ends signed out when there is no valid refresh cookie', async () => {
    const { session } = setup();
    backend.refresh = 'rejected';
    await session.restore();
    expect(session.getState()).toEqual({ status: 'signedOut', user: null });
    expect(backend.calls).toEqual(['POST /api/token/refresh']);
  });

  it('clears a token that cannot load the user', async () => {
    const { session, tokens } = setup();
    backend.refresh = 'rejected';
    tokens.setToken('revoked-token');
    await session.restore();
    expect(session.getState().status).toBe('signedOut');
    expect(tokens.getToken()).toBeNull();
  });

  it('restores once even when asked twice', async () => {
    const { session } = setup();
    await Promise.all([session.restore(), session.restore()]);
    expect(backend.calls.filter((c) => c.includes('refresh'))).toHaveLength(1);
  });
});

describe('starting with the network down', () => {
  /** A window that tells which events the page listens for. */
  class Page extends EventTarget {
    readonly listenedFor = new Set<string>();
    override addEventListener(
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: AddEventListenerOptions | boolean,
    ) {
      this.listenedFor.add(type);
      super.addEventListener(type, listener, options);
    }
  }

  function offlineBrowser(signedInBefore: boolean) {
    const page = new Page();
    const network = { onLine: false };
    const stored = new Map<string, string>(signedInBefore ? [['levelup.signed-in', '1']] : []);
    vi.stubGlobal('window', page);
    vi.stubGlobal('navigator', network);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    return {
      stored,
      /** Whether the session waits for the network to come back. */
      waitsForNetwork: () => page.listenedFor.has('online'),
      goOnline() {
        network.onLine = true;
        page.dispatchEvent(new Event('online'));
      },
    };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for the network instead of signing out a browser that was signed in', async () => {
    const browser = offlineBrowser(true);
    const { session } = setup();
    backend.refresh = 'down';
    let done = false;
    const restoring = session.restore().then(() => {
      done = true;
    });
    await vi.waitFor(() => expect(browser.waitsForNetwork()).toBe(true));
    expect(done).toBe(false);
    expect(session.getState().status).toBe('loading');

    backend.refresh = 'ok';
    browser.goOnline();
    await restoring;
    expect(session.getState()).toEqual({ status: 'signedIn', user: client });
    expect(browser.stored.get('levelup.signed-in')).toBe('/client');
  });

  it('shows a visitor who never signed in the signed-out screens at once', async () => {
    const browser = offlineBrowser(false);
    const { session } = setup();
    backend.refresh = 'down';
    await session.restore();
    expect(session.getState().status).toBe('signedOut');
    expect(browser.stored.has('levelup.signed-in')).toBe(false);
  });
});

describe('login and the scheduled refresh', () => {
  it('signs in, then refreshes 295 s after the token is set', async () => {
    const { session, tokens, pendingTimers } = setup();
    const user = await session.login({ email: client.email, password: 'client1234' });
    expect(user).toEqual(client);
    expect(session.getState().status).toBe('signedIn');
    expect(tokens.getToken()).toBe('good-1');
    expect(SCHEDULED_REFRESH_DELAY_MS).toBe(295_000);
    expect(pendingTimers().map((t) => t.delay)).toEqual([295_000]);

    pendingTimers()[0]?.run();
    await vi.waitFor(() => expect(tokens.getToken()).toBe('good-2'));
    // The new token schedules the next refresh; the fired one is gone.
    expect(pendingTimers()).toHaveLength(1);
  });

  it('rejects wrong credentials and stays signed out', async () => {
    const { session } = setup();
    backend.refresh = 'rejected';
    await session.restore();
    backend.calls.length = 0;
    await expect(session.login({ email: client.email, password: 'nope' })).rejects.toMatchObject({
      status: 401,
    });
    expect(session.getState().status).toBe('signedOut');
    expect(backend.calls).toEqual(['POST /api/token/auth']);
  });

  it('signs in with tokens from another call, fetching the user when absent', async () => {
    const { session } = setup();
    const user = await session.signIn({ token: 'good-exchanged' });
    expect(user).toEqual(client);
    expect(session.getState().status).toBe('signedIn');
  });

  it('reports a token as expiring soon within 30 s', () => {
    const { session, tokens } = setup();
    expect(session.isExpiringSoon()).toBe(true);
    tokens.setToken('good-x', Date.now() + 60_000);
    expect(session.isExpiringSoon()).toBe(false);
    tokens.setToken('good-x', Date.now() + 29_000);
    expect(session.isExpiringSoon()).toBe(true);
  });
});

describe('refresh', () => {
  it('is single-flight', async () => {
    const { session } = setup();
    const tokens = await Promise.all([session.refresh(), session.refresh(), session.refresh()]);
    expect(tokens).toEqual(['good-1', 'good-1', 'good-1']);
    expect(backend.calls).toEqual(['POST /api/token/refresh']);
  });

  it('yields null and signs out when the server refuses the refresh token', async () => {
    const { session } = setup();
    await session.login({ email: client.email, password: 'client1234' });
    backend.refresh = 'rejected';
    await expect(session.refresh()).resolves.toBeNull();
    expect(session.getState().status).toBe('signedOut');
  });

  it('keeps the user the answer names, but signs nobody in after a sign-out', async () => {
    const { session } = setup();
    await session.login({ email: client.email, password: 'client1234' });
    await session.refresh();
    expect(session.getState()).toEqual({ status: 'signedIn', user: client });
    await session.logout();
    await session.refresh();
    expect(session.getState()).toEqual({ status: 'signedOut', user: null });
  });

  it('yields null but keeps the user when the server is unavailable', async () => {
    const { session } = setup();
    await session.login({ email: client.email, password: 'client1234' });
    backend.refresh = 'down';
    await expect(session.refresh()).resolves.toBeNull();
    expect(session.getState().status).toBe('signedIn');
  });
});

describe('logout', () => {
  it('invalidates on the server, then clears token and user', async () => {
    const { session, tokens, pendingTimers } = setup();
    await session.login({ email: client.email, password: 'client1234' });
    await session.logout();
    expect(backend.calls.at(-1)).toBe('POST /api/token/invalidate');
    expect(session.getState()).toEqual({ status: 'signedOut', user: null });
    expect(tokens.getToken()).toBeNull();
    expect(pendingTimers()).toHaveLength(0);
  });

  it('signs out locally when the server fails, only logging the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { session, tokens } = setup();
    await session.login({ email: client.email, password: 'client1234' });
    backend.invalidate = 'down';
    await expect(session.logout()).resolves.toBeUndefined();
    expect(session.getState().status).toBe('signedOut');
    expect(tokens.getToken()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('signs out locally when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { session, tokens } = setup('http://127.0.0.1:1');
    tokens.setToken('good-offline');
    await session.logout();
    expect(session.getState().status).toBe('signedOut');
  });
});
