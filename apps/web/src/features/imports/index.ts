export { ImportHistoryDialog } from './components/import-history-dialog';
