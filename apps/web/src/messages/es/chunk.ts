import type { Translation } from '@levelup/shared/i18n';
import type { ChunkMessages } from '../chunk';

export const chunkMessagesEs: Translation<ChunkMessages> = {
  // The error's name, as a developer reads it in the console: the same in every language.
  errorName: 'ChunkLoadError',
  loadFailed: (chunk) => `No se pudo cargar la parte ${chunk} de la aplicación.`,
};
