import { localized } from '@levelup/shared/i18n';

const realtimeMessagesEnglish = {
  offline: 'Realtime connection unavailable. Continuing offline.',
  castUnavailable: 'Unable to connect to cast realtime service.',
  disconnected: 'Realtime disconnected. Live updates disabled.',
  retrying: 'Unable to reach realtime service. Retrying...',
  connecting: 'Connecting...',
  selectionBroadcastFailed: 'Failed to broadcast selection. Working locally.',
} as const;
export type RealtimeMessages = typeof realtimeMessagesEnglish;
export const realtimeMessages = localized(realtimeMessagesEnglish, {
  es: () => import('./es/realtime').then((m) => m.realtimeMessagesEs),
});
