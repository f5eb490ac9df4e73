/**
 * The export's outcome, apart: the client layout's 'Download my data' tells a failure to fetch
 * the export's code too, without carrying the history messages in its first load.
 */
export const exportMessages = {
  exportFailed: 'Export failed. Please try again.',
  exportDone: 'Download started',
};
