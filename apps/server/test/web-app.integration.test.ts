import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const webDistDir = mkdtempSync(path.join(tmpdir(), 'levelup-web-'));
mkdirSync(path.join(webDistDir, 'assets'));
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Level Up</title>');
writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');

describe('serving the web app', () => {
  const t = useTestApp('pglite', { webDistDir });

  it('serves index.html for client routes so a reload keeps the route', async () => {
    for (const url of ['/', '/welcome', '/trainer/session/123', '/cast/abc?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Level Up</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});
