import { localized } from '../i18n/catalog';

const registrationMessagesEnglish = {
  invalidEmail: 'Enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  surnameRequired: 'Surname is required',
  dateOfBirthFormat: 'Use format YYYY-MM-DD',
  sexRequired: 'Select your sex',
  weightNotNumber: 'Weight must be a number',
  weightNotPositive: 'Weight must be positive',
  heightNotNumber: 'Height must be a number',
  heightNotPositive: 'Height must be positive',
  weightTooHigh: 'Weight must be at most 500 kg',
  heightTooHigh: 'Height must be at most 300 cm',
  showNameOnTvNotBoolean: 'Choose whether your name shows on the gym TV',
  passwordTooLong: 'Password must be at most 200 characters',
  step1Title: 'Create your account',
  emailLabel: 'Email Address',
  passwordLabel: 'Choose Password',
  confirmPasswordLabel: 'Confirm Password',
  firstNameLabel: 'First Name',
  lastNameLabel: 'Surname',
  dateOfBirthLabel: 'Date of Birth (YYYY-MM-DD)',
  dateOfBirthPlaceholder: 'YYYY-MM-DD',
  sexLabel: 'Sex',
  male: 'Male',
  female: 'Female',
  weightLabel: 'Weight (kg)',
  heightLabel: 'Height (cm)',
  step2Title: 'Almost done...',
  step3Title: 'A bit about you',
  /** The step dots' name for screen readers. */
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  displayNameNote: 'You can change your display name later in your profile settings.',
  emailTakenHint: 'Forgot password?',
} as const;
export type RegistrationMessages = typeof registrationMessagesEnglish;
export const registrationMessages = localized(registrationMessagesEnglish, {
  es: () => import('./es/registration').then((m) => m.registrationMessagesEs),
});
