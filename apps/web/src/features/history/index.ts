export { useClientHistory } from './api/get-client-history';
export { useExport } from './components/export-buttons';
export { E1rmPanel, PersonalRecords } from './components/progress-panels';
