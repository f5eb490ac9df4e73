import type { Translation } from '../../i18n/catalog';
import type { ConnectScreenMessages } from '../connect-screen';

export const connectScreenMessagesEs: Translation<ConnectScreenMessages> = {
  invalidScreenId: 'El ID de pantalla debe tener entre 6 y 12 caracteres.',
  manualConnectFailed: 'No se pudo conectar con la pantalla. Revisa el ID de pantalla.',
  invalidQr: 'El formato del código QR no es válido. Escanea el código QR de la pantalla.',
  scanConnectFailed: 'No se pudo conectar con la pantalla. Vuelve a intentarlo.',
  connected: (screenId) => `Conectado a la pantalla ${screenId}`,
  disconnected: 'Desconectado de la pantalla',
  cameraPermissionTitle: 'Se necesita permiso para la cámara',
  grantCameraPermission: 'Permitir la cámara',
  loadingCamera: 'Cargando la cámara...',
  screenIdPlaceholder: 'Introduce el ID de pantalla',
  connect: 'Conectar',
  disconnectFrom: (screenId) => `Desconectar de ${screenId}`,
  screenAway: (screenId) => `Pantalla ${screenId} desconectada`,
};
