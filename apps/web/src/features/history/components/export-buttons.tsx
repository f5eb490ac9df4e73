import type { ExportFormat } from '@levelup/shared';
import { toast } from '@/lib/toast';
import { historyMessages as m } from '@/messages';
import { useDownloadExport } from '../api/download-export';

const toasts = {
  onSuccess: () => toast.success(m.exportDone),
  onError: () => toast.error(m.exportFailed),
};

/** Downloads a client's data as a CSV zip or JSON, with a toast when it fails. */
function useExport(clientId: string) {
  const download = useDownloadExport();
  const start = (format: ExportFormat) => download.mutate({ clientId, format }, toasts);
  return { start, pending: download.isPending };
}

/** The trainer's 'Export' on a client's page: CSV (a zip of tables) or JSON. */
export function ExportButtons({ clientId }: { clientId: string }) {
  const { start, pending } = useExport(clientId);
  return (
    <fieldset className="hist-export" disabled={pending}>
      <legend className="hist-export-legend">{m.exportData}</legend>
      <button type="button" className="btn btn-secondary btn-compact" onClick={() => start('csv')}>
        {pending ? m.exporting : m.exportCsv}
      </button>
      <button type="button" className="btn btn-secondary btn-compact" onClick={() => start('json')}>
        {m.exportJson}
      </button>
    </fieldset>
  );
}
