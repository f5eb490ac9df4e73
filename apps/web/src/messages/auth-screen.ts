export const authScreenMessages = {
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

/** Each language's name in itself, as a language switch offers it, so never translated. */
export const localeNames = { en: 'English', es: 'Español' } as const;
