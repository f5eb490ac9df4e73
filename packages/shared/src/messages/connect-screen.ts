import { localized } from '../i18n/catalog';

const connectScreenMessagesEnglish = {
  invalidScreenId: 'Screen ID should be 6-12 characters long.',
  manualConnectFailed: 'Failed to connect to screen. Please check the screen ID.',
  invalidQr: 'Invalid QR code format. Please scan the correct screen QR code.',
  scanConnectFailed: 'Failed to connect to screen. Please try again.',
  connected: (screenId: string) => `Successfully connected to screen: ${screenId}`,
  disconnected: 'Disconnected from screen',
  cameraPermissionTitle: 'Camera Permission Required',
  grantCameraPermission: 'Grant Camera Permission',
  loadingCamera: 'Loading camera...',
  screenIdPlaceholder: 'Enter screen ID',
  connect: 'Connect',
  disconnectFrom: (screenId: string) => `Disconnect from ${screenId}`,
  // The TV is still paired but none of its sockets is connected (switched off, Wi-Fi down).
  screenAway: (screenId: string) => `Screen ${screenId} disconnected`,
} as const;
export type ConnectScreenMessages = typeof connectScreenMessagesEnglish;
export const connectScreenMessages = localized(connectScreenMessagesEnglish, {
  es: () => import('./es/connect-screen').then((m) => m.connectScreenMessagesEs),
});
