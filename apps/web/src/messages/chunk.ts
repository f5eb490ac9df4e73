import { localized } from '@levelup/shared/i18n';

const chunkMessagesEnglish = {
  errorName: 'ChunkLoadError',
  loadFailed: (chunk: string | number) => `Loading chunk ${chunk} failed.`,
} as const;
export type ChunkMessages = typeof chunkMessagesEnglish;
export const chunkMessages = localized(chunkMessagesEnglish, {
  es: () => import('./es/chunk').then((m) => m.chunkMessagesEs),
});
