import { personAndTheirs, type RouteAccess, trainersAndAbove } from './route-access';

/**
 * Session history: any trainer lists their own finished sessions (admin and above, everyone's);
 * a session's summary is for the trainer who ran it and admin and above. A client's progress and
 * export are for the client, their trainer and admin and above (DESIGN 4.1).
 */
export const historyAccess: RouteAccess[] = [
  {
    // Unfiltered, any trainer gets their own list (the integration tests call it so); filtered
    // by a client, only those who may act on the client.
    route: 'GET /api/history/sessions',
    request: (f) => ({ query: { clientId: f.client.id } }),
    expect: { ...trainersAndAbove(200), otherTrainer: 403 },
  },
  {
    route: 'GET /api/history/sessions/:id',
    request: async (f) => ({ params: { id: (await f.newEndedSession()).id } }),
    expect: { ...trainersAndAbove(200), otherTrainer: 403 },
  },
  {
    route: 'GET /api/clients/:id/history',
    request: (f) => ({ params: { id: f.client.id }, query: { tzOffset: '60' } }),
    expect: personAndTheirs(200),
  },
  {
    route: 'GET /api/clients/:id/export',
    request: (f) => ({ params: { id: f.client.id }, query: { format: 'csv' } }),
    expect: personAndTheirs(200),
  },
];
