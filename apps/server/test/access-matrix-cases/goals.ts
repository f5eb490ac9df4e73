import { anySignedIn, type RouteAccess } from './route-access';

export const goalsAccess: RouteAccess[] = [
  { route: 'GET /api/training-goals', expect: anySignedIn(200) },
];
