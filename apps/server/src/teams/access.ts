import { type RouteAccess, trainersAndAbove } from '../access/route-access';

export const teamsAccess: RouteAccess[] = [
  { route: 'GET /api/teams', expect: trainersAndAbove(200) },
];
