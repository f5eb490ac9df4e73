import { z } from 'zod';

/**
 * What a route's `schema` says of its caller in the OpenAPI description (`/api/openapi.json`):
 * every route names one of these as its `security`, beside its `tags` and `summary` (a test fails
 * for a route without them). The schemes themselves are defined in api-docs/openapi.ts.
 */
type SecurityRequirements = Array<Record<string, string[]>>;

/** Anyone may call it: no token. */
export const publicRoute: SecurityRequirements = [];

/** A signed-in user's access token (`Authorization: Bearer …`); the summary names any role it needs. */
export const bearerAuth: SecurityRequirements = [{ bearerAuth: [] }];

/** A cast screen's token in the `X-Screen-Token` header (the TV has no account). */
export const screenAuth: SecurityRequirements = [{ screenToken: [] }];

/**
 * The refresh token: from the HttpOnly cookie the web app holds, from the `X-Refresh-Token` header,
 * or from the body's `refreshToken` (the empty requirement) for apps that keep no cookies.
 */
export const refreshTokenAuth: SecurityRequirements = [
  { refreshCookie: [] },
  { refreshHeader: [] },
  {},
];

/** Who may call a route, as its OpenAPI `description` says. */
export const callers = {
  anyone: 'Anyone: no token is needed.',
  signedIn: 'Any signed-in user.',
  person: 'The person themself, their trainer, or admin and above.',
  self: 'The person themself only.',
  trainers:
    'Trainers and above: a trainer acts on their own clients and what they made, admin and above on everything.',
  admins: 'Admin and above.',
  screen: 'A cast screen, with its token.',
} as const;

/** The answer of a route that sends no body (204): a status without content. */
export const noContent = z.null().describe('No content.');

/** The answer of a route that redirects (302): where to, in the `Location` header. */
export const redirectsTo = (where: string) =>
  z.null().describe(`Redirects (\`Location\`) to ${where}.`);
