import { everyCaller, type RouteAccess } from './route-access';

export const publicConfigAccess: RouteAccess[] = [
  { route: 'GET /api/config', expect: everyCaller(200) },
];
