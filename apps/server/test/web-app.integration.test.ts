import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { CSP_NONCE_PLACEHOLDER, CSP_SCRIPT_NONCE_PLACEHOLDER } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed';
import { insertUser } from './factories';
import { useTestApp } from './test-app';

// A build as Vite and its precompress step leave it: index.html with the nonce placeholder, a
// hashed asset with its .br and .gz beside it.
const webDistDir = mkdtempSync(path.join(tmpdir(), 'levelup-web-'));
mkdirSync(path.join(webDistDir, 'assets'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  `<!doctype html><html><head><title>Level Up</title><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script type="module" src="/assets/app-abc123.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script><script nonce="${CSP_SCRIPT_NONCE_PLACEHOLDER}">early()</script></head><body></body></html>`,
);
const asset = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))});`);
const assetPath = path.join(webDistDir, 'assets', 'app-abc123.js');
writeFileSync(assetPath, asset);
writeFileSync(`${assetPath}.br`, brotliCompressSync(asset));
writeFileSync(`${assetPath}.gz`, gzipSync(asset));
// The service worker: a file outside assets/, and a worker, whose own headers give its CSP.
writeFileSync(path.join(webDistDir, 'sw.js'), 'self.skipWaiting();');
// The build's per-route list of the chunks a first visit fetches beyond the entry.
mkdirSync(path.join(webDistDir, '.vite'));
writeFileSync(
  path.join(webDistDir, '.vite', 'route-preloads.json'),
  JSON.stringify([
    { pattern: '/login', files: ['/assets/login-abc123.js'] },
    {
      pattern: '/trainer/session/:id',
      files: ['/assets/live-session-abc123.js', '/assets/live-session-abc123.css'],
    },
  ]),
);

function cspOf(headers: Record<string, unknown>): Map<string, string> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('serving the web app', () => {
  const t = useTestApp('pglite', { webDistDir });

  it('serves index.html for client routes so a reload keeps the route', async () => {
    for (const url of ['/', '/welcome', '/trainer/session/123', '/cast/abc?x=1', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Level Up</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('gives every page a fresh nonce that its CSP allows for injected styles', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/login' });
      expect(res.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      const nonce = /property="csp-nonce" nonce="([^"]+)"/.exec(res.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
      expect(cspOf(res.headers).get('style-src')).toBe(`'self' 'nonce-${nonce}'`);
      nonces.add(nonce ?? '');
    }
    expect(nonces.size).toBe(3);
  });

  it("lets the page's one inline script run under its CSP, with a nonce of its own", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/client' });
    expect(res.body).not.toContain(CSP_SCRIPT_NONCE_PLACEHOLDER);
    const scriptNonce = /<script nonce="([^"]+)">early\(\)<\/script>/.exec(res.body)?.[1];
    expect(scriptNonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(cspOf(res.headers).get('script-src')).toBe(`'self' 'nonce-${scriptNonce}'`);
    const styleNonce = /property="csp-nonce" nonce="([^"]+)"/.exec(res.body)?.[1];
    expect(scriptNonce).not.toBe(styleNonce);
  });

  it("names the route's own chunks in its page, with the page's nonce", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trainer/session/123?x=1' });
    const nonce = /property="csp-nonce" nonce="([^"]+)"/.exec(res.body)?.[1];
    expect(res.body).toContain(
      `<link rel="modulepreload" crossorigin href="/assets/live-session-abc123.js" nonce="${nonce}">`,
    );
    expect(res.body).toContain(
      `<link rel="preload" as="style" crossorigin href="/assets/live-session-abc123.css" nonce="${nonce}">`,
    );
    expect(res.body).not.toContain('login-abc123');
    for (const url of ['/welcome', '/trainer/session', '/trainer/session/1/2']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.body).not.toContain('rel="modulepreload"');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/.vite/route-preloads.json' })).body,
    ).not.toContain('live-session');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the brotli, gzip or plain file the browser accepts, with the same bytes', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).equals(asset)).toBe(true);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(asset)).toBe(true);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(asset)).toBe(true);
  });

  it('keeps API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('security headers and compression of API responses', () => {
  const t = useTestApp('pglite', { webDistDir });

  it('puts the security headers on pages, API answers and the service worker', async () => {
    for (const url of ['/login', '/sw.js', '/api/health', '/api/unknown']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = cspOf(res.headers);
      expect(csp.get('default-src'), url).toBe("'self'");
      expect(csp.get('script-src'), url).toMatch(/^'self'/);
      expect(csp.get('connect-src'), url).toBe("'self'");
      expect(csp.get('img-src'), url).toBe("'self' data: blob:");
      expect(csp.get('frame-ancestors'), url).toBe("'none'");
      expect(csp.get('object-src'), url).toBe("'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], url).toContain('camera=(self)');
      // Plain http: no HSTS and no upgrade of requests.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(csp.has('upgrade-insecure-requests'), url).toBe(false);
    }
  });

  it("sends a hashed asset the headers a subresource uses, not a document's", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toContain('immutable');
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'x-xss-protection',
    ]) {
      expect(res.headers[name], name).toBeUndefined();
    }
    // A path under assets/ with no file behind it is answered with the app's page, which keeps
    // every header.
    const page = await t.app.inject({ method: 'GET', url: '/assets/missing-abc123.js' });
    expect(cspOf(page.headers).get('default-src')).toBe("'self'");
    expect(page.headers['permissions-policy']).toContain('camera=(self)');
  });

  it('compresses a large JSON answer and leaves a small one alone', async () => {
    await seedDemoData(t.database.db);
    const coach = await insertUser(t.database.db, { role: 'trainer' });
    const headers = {
      ...(await t.authHeader({ id: coach.id, role: 'trainer' })),
      'accept-encoding': 'br, gzip',
    };
    const large = await t.app.inject({ method: 'GET', url: '/api/exercises', headers });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const exercises = JSON.parse(brotliDecompressSync(large.rawPayload).toString('utf8'));
    expect(Array.isArray(exercises) && exercises.length).toBeGreaterThan(100);

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });
});

describe('security headers behind https', () => {
  const t = useTestApp('pglite', { webDistDir, env: { PUBLIC_URL: 'https://gym.example.com' } });

  it('adds HSTS and upgrades insecure requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(cspOf(res.headers).has('upgrade-insecure-requests')).toBe(true);
  });
});
