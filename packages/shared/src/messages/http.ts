import { localized } from '../i18n/catalog';

const httpMessagesEnglish = {
  unauthorized: 'Authentication failed. Please log in again.',
  forbidden: "Access denied. You don't have permission for this resource.",
  /** Fallback when a failed response carries neither `message` nor `error`. */
  status: (status: number) => `HTTP ${status}`,
} as const;
export type HttpMessages = typeof httpMessagesEnglish;
export const httpMessages = localized(httpMessagesEnglish, {
  es: () => import('./es/http').then((m) => m.httpMessagesEs),
});
