import { localized } from '@levelup/shared/i18n';

const oauthMessagesEnglish = {
  failedTitle: 'Login Failed',
  exchangeFailed: 'OAuth exchange failed',
  networkError: 'Network error during OAuth exchange',
} as const;
export type OauthMessages = typeof oauthMessagesEnglish;
export const oauthMessages = localized(oauthMessagesEnglish, {
  es: () => import('./es/oauth').then((m) => m.oauthMessagesEs),
});
