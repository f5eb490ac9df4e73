import { everyCaller, type RouteAccess } from '../access/route-access';

export const publicConfigAccess: RouteAccess[] = [
  { route: 'GET /api/config', expect: everyCaller(200) },
];
