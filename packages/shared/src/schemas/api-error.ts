import { z } from 'zod/mini';

/** Machine-readable error codes; every failed API call answers `{error, message, issues?}`. */
export const apiErrorCodeSchema = z.enum([
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INVALID_SECRET',
  'INTERNAL',
]);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

export const apiIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ApiIssue = z.infer<typeof apiIssueSchema>;

export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.optional(z.array(apiIssueSchema)),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
