import type { Translation } from '@levelup/shared/i18n';
import type { CastMessages } from '../cast';

export const castMessagesEs: Translation<CastMessages> = {
  brand: 'Level Up',
  connecting: 'Conectando...',
  retrying: 'No se puede contactar con el servicio en tiempo real. Reintentando...',
  generatingQr: 'Generando el código QR...',
  castTitle: 'Emitir en esta pantalla',
  screenIdLabel: 'ID de pantalla:',
  waiting:
    'Esta pantalla está esperando una conexión. Abre tu sesión de entrenador y usa el botón "Conectar" para escanear este código.',
  screenIdFailed: 'No se pudo generar el ID de pantalla',
  connectingToSession: 'Conectando con la sesión...',
  followingLive: 'Siguiendo la sesión en directo',
  sessionComplete: 'Sesión completada',
  joinThisSession: 'Únete a esta sesión',
};
