import {
  formattedSchemaMessages,
  LOCALES,
  type Locale,
  localeFromAcceptLanguage,
  localizedHttpMessages,
  localizedLoginMessages,
  localizedPasswordResetMessages,
  localizedRegistrationMessages,
  localizedServerMessages,
  localizedValidationMessages,
  textTranslator,
} from '@levelup/shared/i18n';
import type { FastifyRequest } from 'fastify';

/** Every catalog whose words the server sends: its own messages and the schemas' issues. */
const errorCatalogs = [
  localizedServerMessages,
  localizedHttpMessages,
  localizedValidationMessages,
  localizedLoginMessages,
  localizedRegistrationMessages,
  localizedPasswordResetMessages,
];

const translators = Object.fromEntries(
  LOCALES.map((locale) => [locale, textTranslator(errorCatalogs, locale, formattedSchemaMessages)]),
) as Record<Locale, (text: string) => string>;

/** An error body's `message` and issue messages in the language the request asks for. */
export function inRequestLanguage<Body extends { message: string; issues?: { message: string }[] }>(
  request: FastifyRequest,
  body: Body,
): Body {
  const translate = translators[localeFromAcceptLanguage(request.headers['accept-language'])];
  return {
    ...body,
    message: translate(body.message),
    ...(body.issues
      ? { issues: body.issues.map((issue) => ({ ...issue, message: translate(issue.message) })) }
      : {}),
  };
}
