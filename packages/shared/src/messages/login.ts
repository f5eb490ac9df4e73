import { localized } from '../i18n/catalog';

const loginMessagesEnglish = {
  failedTitle: 'Login Failed',
  invalidCredentials: 'Invalid credentials. Please check your email and password.',
  missingFieldsTitle: 'Error',
  missingFields: 'Please fill in all fields',
  emailLabel: 'Email',
  passwordLabel: 'Password',
} as const;
export type LoginMessages = typeof loginMessagesEnglish;
export const loginMessages = localized(loginMessagesEnglish, {
  es: () => import('./es/login').then((m) => m.loginMessagesEs),
});
