import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REFRESH_TOKEN_COOKIE, serverMessages, tokenPairResponseSchema } from '@levelup/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientProfiles, users } from '../src/db/schema';
import { OAUTH_STATE_COOKIE } from '../src/oauth/state-cookie';
import { testClock } from './auth-helpers';
import { insertUser } from './factories';
import { createTestApp, type TestContext, testDatabaseKinds, useTestApp } from './test-app';

const PUBLIC_URL = 'http://localhost:4000';
const CALLBACK_URL = `${PUBLIC_URL}/oauth/google/callback`;
const WEB_RETURN = `${PUBLIC_URL}/oauth`;
const CLIENT_ID = 'levelup-test';
const CLIENT_SECRET = 'levelup-test-secret-that-is-long-enough';

type ProviderAccount = {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
};

/** A real OpenID provider on loopback, with its development login and consent pages. */
async function startOpenIdProvider(accounts: Map<string, ProviderAccount>) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [CALLBACK_URL],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
  });
  server.on('request', provider.callback());
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Plays the browser at the provider: follows redirects by hand, keeps the provider's cookies, and
 * submits the login form for `accountId` and the consent form, until the provider sends the
 * browser back to our callback.
 */
async function authorizeAtProvider(start: string, accountId: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(start);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    form = undefined;
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(CALLBACK_URL)) return next;
      url = next;
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !prompt || !action) {
      throw new Error(`unexpected answer ${res.status} from the provider: ${html.slice(0, 300)}`);
    }
    url = new URL(action, url);
    form = new URLSearchParams({ prompt, login: accountId, password: 'any' });
  }
  throw new Error('the provider never returned to the callback');
}

function setCookieValue(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((c) => c.name === name)?.value;
}

describe.each(testDatabaseKinds)('external sign-in with OpenID Connect (%s)', (kind) => {
  const accounts = new Map<string, ProviderAccount>();
  const clock = testClock(new Date());
  let provider: Awaited<ReturnType<typeof startOpenIdProvider>>;
  let t: TestContext & { close(): Promise<void> };

  beforeAll(async () => {
    provider = await startOpenIdProvider(accounts);
    t = await createTestApp(kind, {
      env: {
        PUBLIC_URL,
        CORS_ORIGINS: 'https://coach.example.com',
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        OIDC_ISSUER: provider.issuer,
      },
      deps: { now: clock.now },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  function providerAccount(account: Partial<ProviderAccount> = {}) {
    const id = `sub-${randomUUID()}`;
    accounts.set(id, {
      email: `g-${randomUUID()}@Example.com`,
      email_verified: true,
      given_name: 'Gina',
      family_name: 'Lopez',
      ...account,
    });
    return id;
  }

  /** The whole browser round trip; answers our final redirect. */
  async function signInAtProvider(accountId: string, redirect = WEB_RETURN) {
    const start = await t.app.inject({
      method: 'GET',
      url: `/oauth/google?redirect=${encodeURIComponent(redirect)}`,
    });
    expect(start.statusCode).toBe(302);
    const stateCookie = start.cookies.find((c) => c.name === OAUTH_STATE_COOKIE);
    expect(stateCookie).toMatchObject({ httpOnly: true, path: '/oauth/google/callback' });
    const authorizeUrl = new URL(start.headers.location as string);
    expect(authorizeUrl.origin).toBe(provider.issuer);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
    expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();

    const callback = await authorizeAtProvider(authorizeUrl.href, accountId);
    const back = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `${OAUTH_STATE_COOKIE}=${stateCookie?.value}` },
    });
    expect(back.statusCode).toBe(302);
    return { back, location: new URL(back.headers.location as string), callback };
  }

  const exchange = (code: string) =>
    t.app.inject({ method: 'POST', url: '/api/token/exchange', payload: { code } });

  it('tells the web app that external sign-in is enabled', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ googleEnabled: true });
  });

  it('signs a new person in through the provider and creates their client account', async () => {
    const id = providerAccount();
    const account = accounts.get(id);
    const { location } = await signInAtProvider(id);
    expect(`${location.origin}${location.pathname}`).toBe(WEB_RETURN);
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();

    const first = await exchange(code ?? '');
    expect(first.statusCode).toBe(200);
    const body = tokenPairResponseSchema.parse(first.json());
    expect(body.user).toMatchObject({
      email: account?.email.toLowerCase(),
      firstName: 'Gina',
      lastName: 'Lopez',
      role: 'client',
    });
    expect(setCookieValue(first, REFRESH_TOKEN_COOKIE)).toBe(body.refreshToken);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row).toMatchObject({ googleSub: id, passwordHash: null });
    const profiles = await t.database.db
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.userId, body.user.id));
    expect(profiles).toHaveLength(1);

    const second = await exchange(code ?? '');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      error: 'BAD_REQUEST',
      message: serverMessages.invalidExchangeCode,
    });

    // Signing in again finds the same account by its subject.
    const again = await signInAtProvider(id);
    const next = await exchange(again.location.searchParams.get('code') ?? '');
    expect((next.json() as { user: { id: string } }).user.id).toBe(body.user.id);
  });

  it('links an existing account with the same verified email', async () => {
    const existing = await insertUser(t.database.db, {
      role: 'trainer',
      email: `coach-${randomUUID()}@example.com`,
    });
    const id = providerAccount({ email: existing.email.toUpperCase() });
    const { location } = await signInAtProvider(id);
    const res = await exchange(location.searchParams.get('code') ?? '');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { user: { id: string; role: string } }).user).toMatchObject({
      id: existing.id,
      role: 'trainer',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.googleSub).toBe(id);
  });

  it('refuses an identity whose email is not verified', async () => {
    const existing = await insertUser(t.database.db, { role: 'client' });
    const id = providerAccount({ email: existing.email, email_verified: false });
    const { location } = await signInAtProvider(id);
    expect(location.searchParams.get('code')).toBeNull();
    expect(location.searchParams.get('error')).toBe(serverMessages.invalidExchangeCode);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.googleSub).toBeNull();
    expect(await t.database.db.select().from(users).where(eq(users.googleSub, id))).toEqual([]);
  });

  it('returns to an allowed CORS origin', async () => {
    const id = providerAccount();
    const { location } = await signInAtProvider(id, 'https://coach.example.com/oauth?from=app');
    expect(location.origin).toBe('https://coach.example.com');
    expect(location.searchParams.get('from')).toBe('app');
    expect(location.searchParams.get('code')).toBeTruthy();
  });

  it('refuses a redirect outside the allow-list', async () => {
    for (const redirect of [
      'https://evil.example.net/oauth',
      'javascript:alert(1)',
      'http://localhost:4000.evil.example.net/oauth',
      '//evil.example.net/oauth',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/oauth/google?redirect=${encodeURIComponent(redirect)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'BAD_REQUEST', message: serverMessages.invalidRedirect });
    }
  });

  it('refuses a callback without the state cookie or with another flow’s state', async () => {
    const id = providerAccount();
    const start = await t.app.inject({ method: 'GET', url: '/oauth/google' });
    const callback = await authorizeAtProvider(start.headers.location as string, id);
    const path = `${callback.pathname}${callback.search}`;

    const noCookie = await t.app.inject({ method: 'GET', url: path });
    expect(noCookie.statusCode).toBe(400);

    // A state cookie from a different start does not match this callback's state.
    const other = await t.app.inject({ method: 'GET', url: '/oauth/google' });
    const otherCookie = setCookieValue(other, OAUTH_STATE_COOKIE);
    const mismatched = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { cookie: `${OAUTH_STATE_COOKIE}=${otherCookie}` },
    });
    expect(mismatched.statusCode).toBe(302);
    const location = new URL(mismatched.headers.location as string);
    expect(location.searchParams.get('code')).toBeNull();
    expect(location.searchParams.get('error')).toBe(serverMessages.invalidExchangeCode);
  });

  it('expires an unused exchange code after 60 seconds', async () => {
    const id = providerAccount();
    const { location } = await signInAtProvider(id);
    clock.advanceSeconds(61);
    const res = await exchange(location.searchParams.get('code') ?? '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'BAD_REQUEST',
      message: serverMessages.invalidExchangeCode,
    });
  });

  it('refuses an unknown exchange code', async () => {
    const res = await exchange('made-up-code');
    expect(res.statusCode).toBe(400);
  });
});

describe('external sign-in when it is not configured', () => {
  const t = useTestApp('pglite');

  it('answers 404 with the reason and tells the web app it is off', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/oauth/google?redirect=${encodeURIComponent(WEB_RETURN)}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: serverMessages.oauthDisabled });
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toEqual({ googleEnabled: false });
  });
});
