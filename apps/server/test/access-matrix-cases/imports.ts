import { randomUUID } from 'node:crypto';
import { personAndTheirs, type RouteAccess } from './route-access';

/** A Strong export of one session, its workout named afresh so each import of it adds one. */
const csv = () =>
  [
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
    `2025-01-02 07:00:00,Access ${randomUUID()},1h,Access Lift,1,60,8,0,0,,,`,
  ].join('\n');

/**
 * Importing history from Strong and Hevy (issue 33): the client, their trainer and admin and
 * above, as for the client's history (DESIGN 4.1); other trainers and clients are refused.
 */
export const importsAccess: RouteAccess[] = [
  {
    route: 'POST /api/clients/:id/imports/preview',
    request: (f) => ({ params: { id: f.client.id }, body: { csv: csv() } }),
    expect: personAndTheirs(200),
  },
  {
    route: 'POST /api/clients/:id/imports',
    request: (f) => ({
      params: { id: f.client.id },
      body: {
        csv: csv(),
        exercises: [{ name: 'Access Lift', choice: { kind: 'library', exerciseId: f.exerciseId } }],
      },
    }),
    expect: personAndTheirs(201),
  },
];
