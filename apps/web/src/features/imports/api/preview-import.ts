import {
  deviceUtcOffsetMinutes,
  type ImportFile,
  type ImportPreview,
  importPreviewSchema,
} from '@levelup/shared';
import { useMutation } from '@tanstack/react-query';
import { type ApiClient, apiClient } from '@/lib/api-client';

/**
 * POST /api/clients/{id}/imports/preview: what a Strong or Hevy export would add to the client's
 * history, read on the server (the device's clock dates the file's zoneless times).
 */
export function previewImport(
  clientId: string,
  file: ImportFile,
  client: ApiClient = apiClient,
): Promise<ImportPreview> {
  return client.post(`/api/clients/${encodeURIComponent(clientId)}/imports/preview`, file, {
    query: { tzOffset: deviceUtcOffsetMinutes() },
    schema: importPreviewSchema,
  });
}

/** The preview as a mutation: it reads a file the person just chose, and is never cached. */
export function usePreviewImport(clientId: string) {
  return useMutation({ mutationFn: (file: ImportFile) => previewImport(clientId, file) });
}
