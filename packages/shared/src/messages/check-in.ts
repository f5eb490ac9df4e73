import { localized } from '../i18n/catalog';

const checkInMessagesEnglish = {
  title: 'Prepare your Training',
  validationTitle: 'Validation Error',
  invalidBodyweight: 'Please enter a valid bodyweight (1-500 kg)',
  notAuthenticated: 'User not authenticated',
  errorTitle: 'Error',
  unauthorized: 'Authentication failed. Please log in again.',
  forbidden: "Access denied. You don't have permission to perform this action.",
  serverError: 'Server error. Please try again later.',
  submitFailed: 'Failed to prepare training session. Please try again.',
  loadFailed: "Failed to load today's lifestyle data",
  submitting: 'Submitting...',
  update: 'Update',
  viewTodaysPrep: "View Today's Prep",
  prepareSession: 'Prepare Training Session',
  /** Submit-failure text when the error has no message of its own (section 8, daily check-in). */
  forStatus: (status: number | undefined): string => {
    if (status === 401) return checkInMessages.unauthorized;
    if (status === 403) return checkInMessages.forbidden;
    if (status !== undefined && status >= 500) return checkInMessages.serverError;
    return checkInMessages.submitFailed;
  },
} as const;
export type CheckInMessages = typeof checkInMessagesEnglish;
export const checkInMessages = localized(checkInMessagesEnglish, {
  es: () => import('./es/check-in').then((m) => m.checkInMessagesEs),
});
