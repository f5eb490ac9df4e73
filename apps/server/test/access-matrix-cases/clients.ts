import { ownerAndAdmins, type RouteAccess, trainersAndAbove } from './route-access';

/**
 * A trainer lists, finds, creates and edits their own clients, admin and above everyone's
 * (DESIGN 4.1); a trainer adds clients to their own running session (DESIGN 4.6).
 */
export const clientsAccess: RouteAccess[] = [
  { route: 'GET /api/clients', expect: trainersAndAbove(200) },
  {
    route: 'GET /api/clients/search',
    request: () => ({ query: { q: 'Jordan' } }),
    expect: trainersAndAbove(200),
  },
  {
    route: 'POST /api/clients',
    request: (f) => ({ body: f.clientBody() }),
    expect: trainersAndAbove(201),
  },
  {
    route: 'GET /api/clients/:id',
    request: (f) => ({ params: { id: f.client.id } }),
    expect: ownerAndAdmins(200),
  },
  {
    route: 'PUT /api/clients/:id',
    request: async (f) => ({ params: { id: (await f.newClient()).id }, body: f.clientBody() }),
    expect: ownerAndAdmins(200),
  },
  {
    route: 'DELETE /api/clients/:id',
    request: async (f) => ({ params: { id: (await f.newClient()).id } }),
    expect: ownerAndAdmins(204),
  },
  {
    // The trainer's own running session, 204 when they have none.
    route: 'GET /api/sessions/current',
    expect: { ...trainersAndAbove(204), trainer: 200 },
  },
  {
    route: 'POST /api/sessions/:id/clients',
    request: async (f) => ({
      params: { id: (await f.newSession()).id },
      body: { clientIds: [(await f.newClient()).id] },
    }),
    expect: ownerAndAdmins(200),
  },
];
