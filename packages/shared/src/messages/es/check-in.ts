import type { Translation } from '../../i18n/catalog';
import type { CheckInMessages } from '../check-in';

const unauthorized = 'Error de autenticación. Vuelve a iniciar sesión.';
const forbidden = 'Acceso denegado. No tienes permiso para realizar esta acción.';
const serverError = 'Error del servidor. Vuelve a intentarlo más tarde.';
const submitFailed = 'No se pudo preparar la sesión de entrenamiento. Vuelve a intentarlo.';

export const checkInMessagesEs: Translation<CheckInMessages> = {
  title: 'Prepara tu entrenamiento',
  validationTitle: 'Error de validación',
  invalidBodyweight: 'Introduce un peso corporal válido (1-500 kg)',
  notAuthenticated: 'Usuario no autenticado',
  errorTitle: 'Error',
  unauthorized,
  forbidden,
  serverError,
  submitFailed,
  loadFailed: 'No se pudieron cargar los datos de estilo de vida de hoy',
  submitting: 'Enviando...',
  update: 'Actualizar',
  viewTodaysPrep: 'Ver la preparación de hoy',
  prepareSession: 'Preparar sesión de entrenamiento',
  forStatus: (status) => {
    if (status === 401) return unauthorized;
    if (status === 403) return forbidden;
    if (status !== undefined && status >= 500) return serverError;
    return submitFailed;
  },
};
