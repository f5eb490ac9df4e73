import { personAndTheirs, type RouteAccess } from './route-access';

const CSV = [
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  '2025-01-02 07:00:00,Access,1h,Access Lift,1,60,8,0,0,,,',
].join('\n');

/**
 * Importing history from Strong and Hevy (issue 33): the client, their trainer and admin and
 * above, as for the client's history (DESIGN 4.1); other trainers and clients are refused.
 */
export const importsAccess: RouteAccess[] = [
  {
    route: 'POST /api/clients/:id/imports/preview',
    request: (f) => ({ params: { id: f.client.id }, body: { csv: CSV } }),
    expect: personAndTheirs(200),
  },
  {
    route: 'POST /api/clients/:id/imports',
    request: (f) => ({
      params: { id: f.client.id },
      body: {
        csv: CSV,
        exercises: [{ name: 'Access Lift', choice: { kind: 'library', exerciseId: f.exerciseId } }],
      },
    }),
    expect: personAndTheirs(201),
  },
];
