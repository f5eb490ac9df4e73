import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/api-client';
import { createTokenStore } from '@/lib/token-store';
import { fetchExport, fileNameOf } from './download-export';

afterEach(() => vi.unstubAllGlobals());

describe('data export download', () => {
  it('takes the file name from Content-Disposition, else a plain one', () => {
    expect(fileNameOf('attachment; filename="levelup-ada-2030-01-08.zip"', 'csv')).toBe(
      'levelup-ada-2030-01-08.zip',
    );
    expect(fileNameOf(null, 'csv')).toBe('levelup-export.zip');
    expect(fileNameOf('attachment', 'json')).toBe('levelup-export.json');
  });

  it('sends the bearer token, refreshes it once on a 401, and returns the file', async () => {
    const tokens = createTokenStore();
    tokens.setToken('old');
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 401 }))
      .mockResolvedValueOnce(
        new Response('zip-bytes', {
          headers: { 'content-disposition': 'attachment; filename="levelup-ada.zip"' },
        }),
      );
    vi.stubGlobal('fetch', fetch);
    const api = { refreshAccessToken: async () => 'fresh' } as unknown as ApiClient;
    const file = await fetchExport('c 1', 'csv', { api, tokens });
    expect(file.fileName).toBe('levelup-ada.zip');
    expect(await file.blob.text()).toBe('zip-bytes');
    expect(fetch.mock.calls.map(([url, init]) => [url, init.headers.Authorization])).toEqual([
      ['/api/clients/c%201/export?format=csv', 'Bearer old'],
      ['/api/clients/c%201/export?format=csv', 'Bearer fresh'],
    ]);
  });

  it("fails with the server's status and message", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify({ error: 'FORBIDDEN', message: 'No' }), { status: 403 }),
        ),
    );
    const api = { refreshAccessToken: async () => null } as unknown as ApiClient;
    await expect(
      fetchExport('c1', 'json', { api, tokens: createTokenStore() }),
    ).rejects.toMatchObject({ status: 403, serverMessage: 'No' });
  });
});
