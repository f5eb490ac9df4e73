import type { Translation } from '@levelup/shared/i18n';
import type { RealtimeMessages } from '../realtime';

export const realtimeMessagesEs: Translation<RealtimeMessages> = {
  offline: 'La conexión en tiempo real no está disponible. Sigues sin conexión.',
  castUnavailable: 'No se pudo conectar con el servicio en tiempo real de la pantalla.',
  disconnected: 'Tiempo real desconectado. Las actualizaciones en directo están desactivadas.',
  retrying: 'No se puede contactar con el servicio en tiempo real. Reintentando...',
  connecting: 'Conectando...',
  selectionBroadcastFailed: 'No se pudo compartir la selección. Se trabaja en local.',
};
