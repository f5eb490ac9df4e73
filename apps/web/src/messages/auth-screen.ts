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
} as const;
