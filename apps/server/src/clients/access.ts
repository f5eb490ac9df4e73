import { type RouteAccess, trainersAndAbove } from '../access/route-access';

/** A trainer lists their own clients, admin and above everyone's (DESIGN 4.1). */
export const clientsAccess: RouteAccess[] = [
  { route: 'GET /api/clients', expect: trainersAndAbove(200) },
];
