import { localized } from '@levelup/shared/i18n';

const authScreenMessagesEnglish = {
  title: 'Level Up',
  subtitle: 'Strength & Conditioning',
  forgotPasswordSubtitle: 'Training System',
  logIn: 'Log In',
  register: 'Register',
  signInWithGoogle: 'Sign in with Google',
  back: 'Back',
  forgotPassword: 'Forgot password?',
  continue: 'Continue',
  /** The language switch's name. */
  language: 'Language',
} as const;
export type AuthScreenMessages = typeof authScreenMessagesEnglish;
export const authScreenMessages = localized(authScreenMessagesEnglish, {
  es: () => import('./es/auth-screen').then((m) => m.authScreenMessagesEs),
});

/** Each language's name in itself, as a language switch offers it, so never translated. */
export const localeNames = { en: 'English', es: 'Español' } as const;
