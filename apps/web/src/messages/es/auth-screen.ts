import type { Translation } from '@levelup/shared/i18n';
import type { authScreenMessages } from '../auth-screen';

export const authScreenMessagesEs: Translation<typeof authScreenMessages> = {
  title: 'Level Up',
  subtitle: 'Fuerza y acondicionamiento',
  forgotPasswordSubtitle: 'Sistema de entrenamiento',
  logIn: 'Iniciar sesión',
  register: 'Registrarse',
  signInWithGoogle: 'Iniciar sesión con Google',
  back: 'Atrás',
  forgotPassword: '¿Has olvidado tu contraseña?',
  continue: 'Continuar',
  language: 'Idioma',
};
