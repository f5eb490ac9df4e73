import { localized } from '../i18n/catalog';

const passwordResetMessagesEnglish = {
  missingEmailTitle: 'Missing Email',
  missingEmail: 'Enter the email on your account.',
  invalidEmailTitle: 'Invalid Email',
  invalidEmail: 'Enter a valid email address.',
  missingCodeTitle: 'Missing Code',
  missingCode: 'Enter the reset code from your email.',
  weakPasswordTitle: 'Weak Password',
  weakPassword: 'Password must be at least 6 characters long.',
  mismatchTitle: 'Mismatch',
  mismatch: 'Passwords do not match.',
  invalidSecret: 'That reset code is incorrect or has expired.',
  requestFailed: 'Unable to request a password reset right now.',
  completeFailed: 'Unable to reset your password right now.',
  emailLabel: 'Email Address',
  codeLabel: 'Reset Code',
  newPasswordLabel: 'New Password',
  confirmPasswordLabel: 'Confirm New Password',
  requestLine: 'Your password skipped leg day',
  requestPrompt: 'Where can we send a reset code?',
  sendCode: 'Send Password Reset Code',
  backToLogin: 'Back to Login',
  verifyLine: 'Check your inbox',
  codeSent: (email: string) => `We sent a reset code to ${email}.`,
  resetPassword: 'Reset Password',
  useDifferentEmail: 'Use a Different Email',
  success: 'Password reset! Your password was updated. You can now sign in.',
  goToLogin: 'Go to Login',
  emailSubject: 'Your password reset code',
  emailBody: (code: string, minutes: number) =>
    `Your password reset code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this email.`,
} as const;
export type PasswordResetMessages = typeof passwordResetMessagesEnglish;
export const passwordResetMessages = localized(passwordResetMessagesEnglish, {
  es: () => import('./es/password-reset').then((m) => m.passwordResetMessagesEs),
});
