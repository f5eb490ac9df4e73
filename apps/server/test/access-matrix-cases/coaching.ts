import { personAndTheirs, type RouteAccess } from './route-access';

/** A client's records are read by the client, their trainer and admin and above (DESIGN 4.1). */
export const coachingAccess: RouteAccess[] = [
  {
    route: 'GET /api/clients/:id/exercises/:exerciseId/records',
    request: (f) => ({ params: { id: f.client.id, exerciseId: f.exerciseId } }),
    expect: personAndTheirs(200),
  },
];
