import type { Translation } from '@levelup/shared/i18n';
import type { CommonMessages } from '../common';

export const commonMessagesEs: Translation<CommonMessages> = {
  loading: 'Cargando...',
  routeNotImplemented: 'esta ruta aún no está disponible',
  welcome: (firstName) => `Hola, ${firstName}.`,
  unsavedChangesTitle: '¿Descartar los cambios?',
  unsavedChanges: 'Tienes cambios sin guardar. ¿Cerrar sin guardar?',
  keepEditing: 'Seguir editando',
  discard: 'Descartar',
  comingSoon: 'Esta pantalla llegará pronto.',
  ok: 'Aceptar',
  close: 'Cerrar',
  notifications: 'Notificaciones',
  closeNotification: 'Cerrar notificación',
  unitNames: { kg: 'kg', lb: 'lb' },
};
