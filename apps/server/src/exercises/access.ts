import { anySignedIn, type RouteAccess } from '../access/route-access';

/** Exercises are read by any signed-in user (DESIGN 4.1). */
export const exercisesAccess: RouteAccess[] = [
  { route: 'GET /api/exercises', expect: anySignedIn(200) },
];
