import { ownerAndAdmins, type RouteAccess, trainersAndAbove } from './route-access';

/**
 * Trainers see, make, rename and delete their own teams and change their own clients' team;
 * admin and above, all. Roles in detail: test/teams.integration.test.ts.
 */
export const teamsAccess: RouteAccess[] = [
  { route: 'GET /api/teams', expect: trainersAndAbove(200) },
  {
    route: 'POST /api/teams',
    request: (f) => ({ body: f.teamBody }),
    expect: trainersAndAbove(201),
  },
  {
    route: 'PUT /api/teams/:id',
    request: async (f) => ({ params: await f.newTeam(), body: f.teamBody }),
    expect: ownerAndAdmins(200),
  },
  {
    route: 'DELETE /api/teams/:id',
    request: async (f) => ({ params: await f.newTeam() }),
    expect: ownerAndAdmins(204),
  },
  {
    route: 'PUT /api/clients/:id/team',
    request: (f) => ({ params: { id: f.client.id }, body: { teamId: null } }),
    expect: ownerAndAdmins(200),
  },
];
