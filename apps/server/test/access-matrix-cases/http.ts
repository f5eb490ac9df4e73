import { everyCaller, type RouteAccess } from './route-access';

/** Routes the app's HTTP plugins add (app.ts), not a feature. */
export const httpAccess: RouteAccess[] = [
  // @fastify/cors's preflight. CORS is closed unless CORS_ORIGINS lists an origin, so a preflight
  // finds nothing, whoever sends it. The wildcard is filled from `params['*']`.
  { route: 'OPTIONS *', request: () => ({ params: { '*': 'api/me' } }), expect: everyCaller(404) },
];
