import type { LocalizedCatalog } from '@levelup/shared/i18n';
import { authScreenMessages } from './auth-screen';
import { commonMessages } from './common';
import { authScreenMessagesEs } from './es/auth-screen';
import { commonMessagesEs } from './es/common';
import { oauthMessagesEs } from './es/oauth';
import { oauthMessages } from './oauth';

// The web app's catalogs with their translations, one export each so a screen's chunk carries
// only what it shows; `localized.test.ts` holds each translation to its English catalog.
export const localizedAuthScreenMessages: LocalizedCatalog<typeof authScreenMessages> = {
  en: authScreenMessages,
  es: authScreenMessagesEs,
};
export const localizedOauthMessages: LocalizedCatalog<typeof oauthMessages> = {
  en: oauthMessages,
  es: oauthMessagesEs,
};
export const localizedCommonMessages: LocalizedCatalog<typeof commonMessages> = {
  en: commonMessages,
  es: commonMessagesEs,
};
