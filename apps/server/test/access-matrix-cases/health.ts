import { everyCaller, type RouteAccess } from './route-access';

export const healthAccess: RouteAccess[] = [{ route: 'GET /api/health', expect: everyCaller(200) }];
