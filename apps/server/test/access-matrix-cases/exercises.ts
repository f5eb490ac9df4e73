import { anySignedIn, type RouteAccess, trainersAndAbove } from './route-access';

/** Exercises are read by any signed-in user, added to by trainers and above (DESIGN 4.1). */
export const exercisesAccess: RouteAccess[] = [
  { route: 'GET /api/exercises', expect: anySignedIn(200) },
  {
    route: 'GET /api/exercises/similar',
    request: () => ({ query: { name: 'Back Squat' } }),
    expect: trainersAndAbove(200),
  },
  {
    route: 'POST /api/exercises',
    request: (f) => ({
      body: {
        name: `Landmine Twist ${f.unique().slice(0, 8)}`,
        movementType: 'accessory',
        pattern: 'carry',
        primaryMuscles: ['obliques', 'abs'],
        secondaryMuscles: ['front_delts'],
        intensity: 4,
        effectiveness: 3,
        athleticism: 5,
        repCarryover: 12,
      },
    }),
    expect: trainersAndAbove(201),
  },
];
