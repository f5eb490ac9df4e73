import { localeFromAcceptLanguage, translateText } from '@levelup/shared/i18n';
import type { FastifyRequest } from 'fastify';

/** An error body's `message` and issue messages in the language the request asks for. */
export function inRequestLanguage<Body extends { message: string; issues?: { message: string }[] }>(
  request: FastifyRequest,
  body: Body,
): Body {
  const locale = localeFromAcceptLanguage(request.headers['accept-language']);
  const translate = (text: string) => translateText(text, locale);
  return {
    ...body,
    message: translate(body.message),
    ...(body.issues
      ? { issues: body.issues.map((issue) => ({ ...issue, message: translate(issue.message) })) }
      : {}),
  };
}
