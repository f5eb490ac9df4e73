import type { Translation } from '../../i18n/catalog';
import type { LoginMessages } from '../login';

export const loginMessagesEs: Translation<LoginMessages> = {
  failedTitle: 'Error al iniciar sesión',
  invalidCredentials: 'Credenciales no válidas. Revisa tu correo electrónico y tu contraseña.',
  missingFieldsTitle: 'Error',
  missingFields: 'Rellena todos los campos',
  emailLabel: 'Correo electrónico',
  passwordLabel: 'Contraseña',
};
