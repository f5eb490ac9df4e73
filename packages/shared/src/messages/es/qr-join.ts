import type { Translation } from '../../i18n/catalog';
import type { QrJoinMessages } from '../qr-join';

export const qrJoinMessagesEs: Translation<QrJoinMessages> = {
  invalidCode: 'Código QR no válido. Vuelve a intentarlo.',
  joinFailed: 'No se pudo unir a la sesión. Vuelve a intentarlo.',
  initializingCamera: 'Iniciando la cámara…',
  allowCamera: 'Permitir cámara',
  joining: 'Uniéndote a la sesión…',
  joined: (code) => `Te has unido a la sesión ${code}. Tu entrenador ya puede verte en la sala.`,
  joinedToast: (displayName) =>
    displayName ? `Te has unido a la sesión como ${displayName}` : 'Te has unido a la sesión',
};
