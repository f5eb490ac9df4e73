import { localized } from '@levelup/shared/i18n';

const castMessagesEnglish = {
  // The TV's header names the product, as the sign-in screens do.
  brand: 'Level Up',
  connecting: 'Connecting...',
  retrying: 'Unable to reach realtime service. Retrying...',
  generatingQr: 'Generating QR Code...',
  castTitle: 'Cast to This Screen',
  screenIdLabel: 'Screen ID:',
  waiting:
    'This screen is waiting for a connection. Open your trainer session and use the "Connect" button to scan this code.',
  screenIdFailed: 'Failed to generate screen ID',
  connectingToSession: 'Connecting to session...',
  followingLive: 'Following live session',
  // The TV's subtitle while it shows the finished session's summary, before it is released.
  sessionComplete: 'Session complete',
  joinThisSession: 'Join This Session',
} as const;
export type CastMessages = typeof castMessagesEnglish;
export const castMessages = localized(castMessagesEnglish, {
  es: () => import('./es/cast').then((m) => m.castMessagesEs),
});
