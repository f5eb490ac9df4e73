import type { ExportFormat } from '@levelup/shared';
import { useMutation } from '@tanstack/react-query';
import { type ApiClient, ApiClientError, apiClient, backendUrl } from '@/lib/api-client';
import { type TokenStore, tokenStore } from '@/lib/token-store';

/** The file name the server gives in `Content-Disposition`, else a plain one. */
export function fileNameOf(disposition: string | null, format: ExportFormat): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? `levelup-export.${format === 'csv' ? 'zip' : 'json'}`;
}

/**
 * GET /api/clients/{id}/export: the file itself, with the bearer token (a plain link could not
 * send it); a 401 refreshes the token once, as the API client does for JSON calls.
 */
export async function fetchExport(
  clientId: string,
  format: ExportFormat,
  { api = apiClient, tokens = tokenStore }: { api?: ApiClient; tokens?: TokenStore } = {},
): Promise<{ blob: Blob; fileName: string }> {
  const url = backendUrl(`/api/clients/${encodeURIComponent(clientId)}/export`, { format });
  const send = (token: string | null) =>
    fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
      cache: 'no-store',
    });
  let response = await send(tokens.getToken());
  if (response.status === 401) {
    const fresh = await api.refreshAccessToken();
    if (fresh) response = await send(fresh);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A proxy's page: the status says enough.
    }
    throw new ApiClientError(response.status, body);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), format),
  };
}

/** Saves a downloaded file through a temporary link, as the browser's own download. */
function saveFile({ blob, fileName }: { blob: Blob; fileName: string }) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address can go once it has read it.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Downloads a client's data (CSV zip or JSON) as a file. */
export async function downloadExport(clientId: string, format: ExportFormat): Promise<void> {
  saveFile(await fetchExport(clientId, format));
}

export function useDownloadExport() {
  return useMutation({
    mutationFn: ({ clientId, format }: { clientId: string; format: ExportFormat }) =>
      downloadExport(clientId, format),
  });
}
