import { EMAIL_CHANGE_TOKEN_LENGTH } from '@levelup/shared';
import { anySignedIn, everyCaller, type RouteAccess } from './route-access';

/**
 * Who may call the sign-in routes (DESIGN 4.2, 4.4): public, the current user's own; a change of
 * email is asked by the account's person only and confirmed by whoever holds the mailed link.
 */
export const authAccess: RouteAccess[] = [
  {
    route: 'POST /api/token/auth',
    // Public: a bearer token, good or bad, changes nothing.
    request: (f) => ({ body: { email: f.client.email, password: f.client.password } }),
    expect: everyCaller(200),
  },
  { route: 'GET /api/me', expect: anySignedIn(200) },
  { route: 'POST /api/token/refresh', request: () => ({ body: {} }), expect: everyCaller(401) },
  { route: 'POST /api/token/invalidate', request: () => ({ body: {} }), expect: everyCaller(204) },
  {
    route: 'POST /api/user/password-reset',
    // A new email per call: the per-email limit would otherwise answer 429 from the fourth on.
    request: (f) => ({ body: { email: `reset-${f.unique()}@test.local` } }),
    expect: everyCaller(202),
  },
  {
    // Only the account's own person changes its email (issue 28); a new address per call.
    route: 'POST /api/users/:id/email-change',
    request: (f) => ({
      params: { id: f.client.id },
      body: { newEmail: `moved-${f.unique()}@test.local`, currentPassword: f.client.password },
    }),
    expect: { ...anySignedIn(403), client: 202 },
  },
  {
    // Public, the link's secret being the credential: a made-up one is refused whoever sends it.
    route: 'POST /api/email-change/confirm',
    request: () => ({ body: { token: 'x'.repeat(EMAIL_CHANGE_TOKEN_LENGTH) } }),
    expect: everyCaller(400),
  },
];
