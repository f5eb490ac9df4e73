import { localized } from '@levelup/shared/i18n';

/**
 * The export's outcome, apart: the client layout's 'Download my data' tells a failure to fetch
 * the export's code too, without carrying the history messages in its first load.
 */
const exportMessagesEnglish = {
  exportFailed: 'Export failed. Please try again.',
  exportDone: 'Download started',
} as const;
export type ExportMessages = typeof exportMessagesEnglish;
export const exportMessages = localized(exportMessagesEnglish, {
  es: () => import('./es/export').then((m) => m.exportMessagesEs),
});
