import { ownerAndAdmins, type RouteAccess, trainersAndAbove } from './route-access';

/** Trainers see their own teams and change their own clients' team; admin and above, all. */
export const teamsAccess: RouteAccess[] = [
  { route: 'GET /api/teams', expect: trainersAndAbove(200) },
  {
    route: 'PUT /api/clients/:id/team',
    request: (f) => ({ params: { id: f.client.id }, body: { teamId: null } }),
    expect: ownerAndAdmins(200),
  },
];
