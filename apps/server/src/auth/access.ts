import { anySignedIn, everyCaller, type RouteAccess } from '../access/route-access';

/** Who may call the sign-in routes (DESIGN 4.2, 4.4): public, the current user's own. */
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
];
