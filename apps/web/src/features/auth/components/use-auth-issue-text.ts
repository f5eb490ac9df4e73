import {
  formattedSchemaMessages,
  localizedLoginMessages,
  localizedPasswordResetMessages,
  localizedRegistrationMessages,
  localizedValidationMessages,
} from '@levelup/shared/i18n';
import { useTextTranslator } from '@/lib/i18n/locale';

/** The catalogs whose English words reach these screens as text: the shared schemas' issues. */
const issueCatalogs = [
  localizedLoginMessages,
  localizedRegistrationMessages,
  localizedPasswordResetMessages,
  localizedValidationMessages,
];

/** Puts a shared form check's English message into the user's language. */
export function useAuthIssueText(): (text: string) => string {
  return useTextTranslator(issueCatalogs, formattedSchemaMessages);
}
