import type { Translation } from '@levelup/shared/i18n';
import type { ExportMessages } from '../export';

export const exportMessagesEs: Translation<ExportMessages> = {
  exportFailed: 'No se pudo exportar. Vuelve a intentarlo.',
  exportDone: 'Descarga iniciada',
};
