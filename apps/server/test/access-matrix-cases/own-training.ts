import { randomUUID } from 'node:crypto';
import { anySignedIn, type RouteAccess } from './route-access';

/**
 * A client logs their own training for themself only (issue 30): their trainer, other trainers,
 * admin and above and other clients are refused alike.
 */
export const ownTrainingAccess: RouteAccess[] = [
  {
    route: 'POST /api/users/:id/own-sets',
    request: (f) => ({
      params: { id: f.client.id },
      body: {
        id: randomUUID(),
        exerciseId: f.exerciseId,
        date: '2025-01-02',
        sets: [{ kg: 60, reps: 8 }],
      },
    }),
    expect: { ...anySignedIn(403), client: 201 },
  },
];
