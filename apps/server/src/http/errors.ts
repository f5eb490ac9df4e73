import type { ApiErrorCode, ApiIssue } from '@levelup/shared';
import { serverMessages, toSafeText } from '@levelup/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { inRequestLanguage } from './error-language';

/** An expected failure with the status, code and message the caller sees. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
  }
}

export const badRequest = (
  message: string = serverMessages.validationFailed,
  issues?: ApiIssue[],
) => new AppError(400, 'VALIDATION_FAILED', message, issues);
export const unauthorized = (message: string = serverMessages.unauthorized) =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = serverMessages.forbidden) =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = serverMessages.notFound) =>
  new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const tooManyRequests = (message: string = serverMessages.rateLimited) =>
  new AppError(429, 'RATE_LIMITED', message);

const codeForStatus: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/**
 * One error shape for every failure: `{error, message, issues?}`, its words in the request's
 * language (`Accept-Language`; English by default). Unexpected errors are logged with their stack
 * and answered with a generic 500 that leaks nothing.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(
        inRequestLanguage(request, {
          error: error.code,
          message: error.message,
          ...(error.issues ? { issues: error.issues } : {}),
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        // A refused key is named as sent (in the path, and in zod's message about unknown keys), less
        // the characters that made it refused.
        path: toSafeText(
          [error.validationContext, ...v.instancePath.split('/').filter(Boolean)]
            .filter((part) => part !== 'body')
            .join('.'),
        ),
        message: toSafeText(v.message ?? serverMessages.validationFailed),
      }));
      return reply.status(400).send(
        inRequestLanguage(request, {
          error: 'VALIDATION_FAILED',
          message: serverMessages.validationFailed,
          issues,
        }),
      );
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send(
        inRequestLanguage(request, {
          error: 'BAD_REQUEST',
          message: serverMessages.malformedJson,
        }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(
        inRequestLanguage(request, {
          error: codeForStatus[status] ?? 'BAD_REQUEST',
          message: status === 429 ? serverMessages.rateLimited : error.message,
        }),
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(inRequestLanguage(request, { error: 'INTERNAL', message: serverMessages.internal }));
  });
}
