import type { WeightUnit } from '@levelup/shared';
import { localized } from '@levelup/shared/i18n';

const commonMessagesEnglish = {
  loading: 'Loading...',
  routeNotImplemented: 'route not implemented yet',
  welcome: (firstName: string) => `Welcome, ${firstName}.`,
  unsavedChangesTitle: 'Discard changes?',
  unsavedChanges: 'You have unsaved changes. Close without saving?',
  keepEditing: 'Keep editing',
  discard: 'Discard',
  comingSoon: 'This screen is coming soon.',
  ok: 'OK',
  close: 'Close',
  /** The toasts' region and each toast's close button, as screen readers name them. */
  notifications: 'Notifications',
  closeNotification: 'Close notification',
  /** A load's unit as the app writes it (issue 35). */
  unitNames: { kg: 'kg', lb: 'lb' } satisfies Record<WeightUnit, string>,
} as const;
export type CommonMessages = typeof commonMessagesEnglish;
export const commonMessages = localized(commonMessagesEnglish, {
  es: () => import('./es/common').then((m) => m.commonMessagesEs),
});
