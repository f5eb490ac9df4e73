export { downloadExport } from './api/download-export';
export { useClientHistory } from './api/get-client-history';
export { historyKeys } from './api/keys';
export { E1rmPanel, PersonalRecords } from './components/progress-panels';
