import type { Translation } from '../../i18n/catalog';
import type { HttpMessages } from '../http';

export const httpMessagesEs: Translation<HttpMessages> = {
  unauthorized: 'Error de autenticación. Vuelve a iniciar sesión.',
  forbidden: 'Acceso denegado. No tienes permiso para acceder a este recurso.',
  status: (status) => `HTTP ${status}`,
};
