import { loadChunk } from '@/lib/load-chunk';
import { toast } from '@/lib/toast';
import { exportMessages } from '@/messages';

/**
 * 'Download my data': the client's export as a CSV zip. The history feature's code (and its
 * messages) load only when asked, so the client area's first load does not carry them.
 */
export async function downloadMyData(userId: string) {
  try {
    const history = await loadChunk('history', () => import('@/features/history'));
    await history.downloadExport(userId, 'csv');
    toast.success(exportMessages.exportDone);
  } catch (error) {
    console.warn('export failed', error);
    toast.error(exportMessages.exportFailed);
  }
}
