import { z } from 'zod/mini';
import { text } from './text';

/** Machine-readable error codes; every failed API call answers `{error, message, issues?}`. */
export const apiErrorCodeSchema = z.enum([
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INVALID_SECRET',
  'INTERNAL',
]);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

export const apiIssueSchema = z.object({ path: text(), message: text() });
export type ApiIssue = z.infer<typeof apiIssueSchema>;

export const apiErrorSchema = z.object({
  error: text(),
  message: text(),
  issues: z.optional(z.array(apiIssueSchema)),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
