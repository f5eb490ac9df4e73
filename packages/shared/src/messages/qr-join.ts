import { localized } from '../i18n/catalog';

const qrJoinMessagesEnglish = {
  invalidCode: 'Invalid QR code. Please try again.',
  joinFailed: 'Failed to join session. Please try again.',
  initializingCamera: 'Initializing camera…',
  allowCamera: 'Allow Camera',
  joining: 'Joining session…',
  joined: (code: string) => `Joined session ${code}. Your coach can now see you in the room.`,
  joinedToast: (displayName?: string | null) =>
    displayName ? `Joined session as ${displayName}` : 'Joined session',
} as const;
export type QrJoinMessages = typeof qrJoinMessagesEnglish;
export const qrJoinMessages = localized(qrJoinMessagesEnglish, {
  es: () => import('./es/qr-join').then((m) => m.qrJoinMessagesEs),
});
