import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpMessages } from '@levelup/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiClient,
  type ApiClientConfig,
  ApiClientError,
  createApiClient,
} from './api-client';
import { createTokenStore, type TokenStore } from './token-store';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A tiny real backend that records every request it receives. */
let server: Server;
let baseUrl: string;
const received: Received[] = [];
let refreshCount = 0;
let refreshSucceeds = true;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse, body: string) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
  switch (url.pathname) {
    case '/echo':
      return json(res, 200, { ok: true });
    case '/bad-request':
      return json(res, 400, {
        error: 'VALIDATION_FAILED',
        message: 'Some fields are missing or invalid.',
        issues: [{ path: 'email', message: 'Enter a valid email address' }],
      });
    case '/unauthorized':
      return json(res, 401, { error: 'UNAUTHORIZED', message: 'Token expired' });
    case '/forbidden':
      return json(res, 403, { error: 'FORBIDDEN', message: 'Not yours' });
    case '/server-error-with-message':
      return json(res, 500, { error: 'INTERNAL', message: 'Something broke' });
    case '/server-error-with-code':
      return json(res, 500, { error: 'INTERNAL' });
    case '/server-error-empty':
      res.writeHead(500);
      return res.end();
    case '/server-error-text':
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      return res.end('Bad gateway');
    case '/no-content':
      res.writeHead(204);
      return res.end();
    case '/text':
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      return res.end('hello');
    case '/broken-json':
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end('{not json');
    case '/protected':
      if (req.headers.authorization === 'Bearer fresh-token') return json(res, 200, { secret: 42 });
      return json(res, 401, { error: 'UNAUTHORIZED', message: 'Token expired' });
    case '/api/token/refresh':
      refreshCount += 1;
      if (!refreshSucceeds) return json(res, 401, { error: 'UNAUTHORIZED', message: 'Expired' });
      return json(res, 200, { token: 'fresh-token', refreshToken: 'r2' });
    case '/api/token/auth':
      return json(res, 401, { error: 'UNAUTHORIZED', message: 'Invalid credentials.' });
    default:
      return json(res, 404, { error: 'NOT_FOUND', message: 'Nope' });
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  received.length = 0;
  refreshCount = 0;
  refreshSucceeds = true;
});

interface Setup {
  client: ApiClient;
  tokens: TokenStore;
  inits: RequestInit[];
}

/** A client on the test server; the fetch wrapper only records the options the server can't see. */
function setup(earlyAnswer?: ApiClientConfig['earlyAnswer']): Setup {
  const tokens = createTokenStore();
  const inits: RequestInit[] = [];
  const client = createApiClient({
    baseUrl: `${baseUrl}/`,
    tokens,
    ...(earlyAnswer ? { earlyAnswer } : {}),
    fetch: (input, init) => {
      inits.push(init ?? {});
      return fetch(input, init);
    },
  });
  return { client, tokens, inits };
}

/** The refresher the auth session registers, reduced to its HTTP part. */
function useCookieRefresh({ client, tokens }: Setup) {
  client.setTokenRefresher(async () => {
    const answer = (await client.post('/api/token/refresh', {}, { skipAuth: true })) as {
      token: string;
    };
    tokens.setToken(answer.token);
    return answer.token;
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
}

describe('api client requests', () => {
  it('sends the bearer token from the token store', async () => {
    const { client, tokens } = setup();
    tokens.setToken('abc.def');
    await expect(client.get('/echo')).resolves.toEqual({ ok: true });
    expect(received[0]?.headers.authorization).toBe('Bearer abc.def');
  });

  it('skips the bearer token when the call asks to', async () => {
    const { client, tokens } = setup();
    tokens.setToken('abc.def');
    await client.post('/echo', { email: 'a@b.co' }, { skipAuth: true });
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('sends no bearer header without a token', async () => {
    const { client } = setup();
    await client.get('/echo');
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('sends JSON bodies with credentials included and no caching', async () => {
    const { client, inits } = setup();
    await client.put('/echo', { weightKg: 80.5, lastName: null });
    expect(received[0]?.method).toBe('PUT');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ weightKg: 80.5, lastName: null });
    expect(inits[0]?.credentials).toBe('include');
    expect(inits[0]?.cache).toBe('no-store');
  });

  it('drops null and undefined query values', async () => {
    const { client } = setup();
    await client.get('/echo', {
      query: { limit: 1, from: null, to: undefined, active: false, name: 'a b' },
    });
    expect(received[0]?.url).toBe('/echo?limit=1&active=false&name=a+b');
  });

  it('parses the body with a schema when one is given', async () => {
    const { client } = setup();
    const schema = {
      parse: (data: unknown) => {
        if (typeof data === 'object' && data !== null && 'ok' in data && data.ok === true) {
          return 'checked' as const;
        }
        throw new Error('unexpected body');
      },
    };
    await expect(client.get('/echo', { schema })).resolves.toBe('checked');
  });
});

describe('api client results', () => {
  it('gives undefined for 204 No Content', async () => {
    const { client } = setup();
    await expect(client.post('/no-content')).resolves.toBeUndefined();
  });

  it('gives undefined for a text/plain answer', async () => {
    const { client } = setup();
    await expect(client.get('/text')).resolves.toBeUndefined();
  });

  it('gives undefined for a body that is not valid JSON', async () => {
    const { client } = setup();
    await expect(client.get('/broken-json')).resolves.toBeUndefined();
  });
});

describe('api client errors', () => {
  it('carries status, body and issues of a 400', async () => {
    const { client } = setup();
    const error = await failureOf(client.post('/bad-request', {}));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Some fields are missing or invalid.');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues).toEqual([{ path: 'email', message: 'Enter a valid email address' }]);
    expect(error.body).toMatchObject({ error: 'VALIDATION_FAILED' });
  });

  it('uses the generic text for 401 and keeps the server words aside', async () => {
    const { client } = setup();
    const error = await failureOf(client.get('/unauthorized'));
    expect(error.status).toBe(401);
    expect(error.message).toBe(httpMessages.unauthorized);
    expect(error.message).toBe('Authentication failed. Please log in again.');
    expect(error.serverMessage).toBe('Token expired');
    expect(error.issues).toEqual([]);
  });

  it('uses the generic text for 403', async () => {
    const { client } = setup();
    const error = await failureOf(client.get('/forbidden'));
    expect(error.status).toBe(403);
    expect(error.message).toBe("Access denied. You don't have permission for this resource.");
  });

  it("uses the body's message, else its error, else 'HTTP {status}' for 500", async () => {
    const { client } = setup();
    expect((await failureOf(client.get('/server-error-with-message'))).message).toBe(
      'Something broke',
    );
    expect((await failureOf(client.get('/server-error-with-code'))).message).toBe('INTERNAL');
    const empty = await failureOf(client.get('/server-error-empty'));
    expect(empty.message).toBe('HTTP 500');
    expect(empty.body).toBeUndefined();
    const text = await failureOf(client.get('/server-error-text'));
    expect(text.message).toBe('HTTP 502');
    expect(text.body).toBe('Bad gateway');
  });
});

describe('api client refresh on 401', () => {
  it('refreshes once and retries the call once with the new token', async () => {
    const setupResult = setup();
    const { client, tokens } = setupResult;
    useCookieRefresh(setupResult);
    tokens.setToken('stale-token');
    await expect(client.get('/protected')).resolves.toEqual({ secret: 42 });
    expect(refreshCount).toBe(1);
    expect(received.map((r) => `${r.url} ${r.headers.authorization ?? '-'}`)).toEqual([
      '/protected Bearer stale-token',
      '/api/token/refresh -',
      '/protected Bearer fresh-token',
    ]);
  });

  it("sends a create's Idempotency-Key again with the retry", async () => {
    const setupResult = setup();
    const { client, tokens } = setupResult;
    useCookieRefresh(setupResult);
    tokens.setToken('stale-token');
    const key = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
    await client.post('/protected', { name: 'Leg Day' }, { idempotencyKey: key });
    expect(
      received.filter((r) => r.url === '/protected').map((r) => r.headers['idempotency-key']),
    ).toEqual([key, key]);
  });

  it('shares one refresh between concurrent calls', async () => {
    const setupResult = setup();
    const { client, tokens } = setupResult;
    useCookieRefresh(setupResult);
    tokens.setToken('stale-token');
    const results = await Promise.all([
      client.get('/protected'),
      client.get('/protected'),
      client.get('/protected'),
    ]);
    expect(results).toEqual([{ secret: 42 }, { secret: 42 }, { secret: 42 }]);
    expect(refreshCount).toBe(1);
  });

  it('retries only once: a second 401 is thrown', async () => {
    const setupResult = setup();
    const { client } = setupResult;
    useCookieRefresh(setupResult);
    const error = await failureOf(client.get('/unauthorized'));
    expect(error.status).toBe(401);
    expect(refreshCount).toBe(1);
    expect(received.filter((r) => r.url === '/unauthorized')).toHaveLength(2);
  });

  it('throws the 401 when the refresh fails, without retrying', async () => {
    const setupResult = setup();
    const { client, tokens } = setupResult;
    useCookieRefresh(setupResult);
    refreshSucceeds = false;
    tokens.setToken('stale-token');
    const error = await failureOf(client.get('/protected'));
    expect(error.status).toBe(401);
    expect(refreshCount).toBe(1);
    expect(received.filter((r) => r.url === '/protected')).toHaveLength(1);
    await expect(client.refreshAccessToken()).resolves.toBeNull();
  });

  it('does not refresh for token routes or calls that skip auth', async () => {
    const setupResult = setup();
    const { client } = setupResult;
    useCookieRefresh(setupResult);
    await failureOf(client.post('/api/token/auth', { email: 'a@b.co', password: 'x' }));
    await failureOf(client.get('/unauthorized', { skipAuth: true }));
    expect(refreshCount).toBe(0);
  });

  it('yields null from refreshAccessToken when no refresher is registered', async () => {
    const { client } = setup();
    await expect(client.refreshAccessToken()).resolves.toBeNull();
    const error = await failureOf(client.get('/protected'));
    expect(error.status).toBe(401);
  });
});

describe('api client early answers', () => {
  const answer = (body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );

  it("adopts the page's answer to a GET by its path and query and sends nothing", async () => {
    const asked: string[] = [];
    const { client } = setup((pathWithQuery) => {
      asked.push(pathWithQuery);
      return answer({ early: true });
    });
    expect(await client.get('/echo', { query: { limit: 1, skip: undefined } })).toEqual({
      early: true,
    });
    expect(asked).toEqual(['/echo?limit=1']);
    expect(received).toEqual([]);
  });

  it('sends the GET itself when the page has no answer for it', async () => {
    const { client } = setup(() => Promise.resolve(null));
    expect(await client.get('/echo')).toEqual({ ok: true });
    expect(received.map((r) => r.url)).toEqual(['/echo']);
  });

  it('never offers writes or unauthenticated calls an early answer', async () => {
    const asked: string[] = [];
    const { client } = setup((pathWithQuery) => {
      asked.push(pathWithQuery);
      return answer({ early: true });
    });
    expect(await client.post('/echo', {})).toEqual({ ok: true });
    expect(await client.get('/echo', { skipAuth: true })).toEqual({ ok: true });
    expect(asked).toEqual([]);
    expect(received).toHaveLength(2);
  });
});
