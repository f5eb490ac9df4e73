import type { Translation } from '@levelup/shared/i18n';
import type { AuthScreenMessages } from '../auth-screen';

export const authScreenMessagesEs: Translation<AuthScreenMessages> = {
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
