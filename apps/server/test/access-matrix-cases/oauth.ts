import { everyCaller, type RouteAccess } from './route-access';

/** External sign-in is public (DESIGN 4.5); the tests run without a provider configured. */
export const oauthAccess: RouteAccess[] = [
  { route: 'GET /oauth/google', expect: everyCaller(404) },
  { route: 'GET /oauth/google/callback', expect: everyCaller(404) },
  {
    route: 'POST /api/token/exchange',
    request: () => ({ body: { code: 'not-a-code' } }),
    expect: everyCaller(400),
  },
];
