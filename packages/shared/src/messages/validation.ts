import { localized } from '../i18n/catalog';

/** Generic field messages for limits the spec leaves unnamed (oversized input). */
const validationMessagesEnglish = {
  tooLong: (max: number) => `Must be at most ${max} characters`,
  required: 'This field is required',
  unsafeText: 'Remove the invisible or broken characters from this field',
  dateOutOfRange: (from: number, to: number) => `Use a date between ${from} and ${to}`,
} as const;
export type ValidationMessages = typeof validationMessagesEnglish;
export const validationMessages = localized(validationMessagesEnglish, {
  es: () => import('./es/validation').then((m) => m.validationMessagesEs),
});
