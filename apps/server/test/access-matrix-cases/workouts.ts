import { ownerAndAdmins, type RouteAccess, trainersAndAbove } from './route-access';

/** Workouts: read by trainers and above, changed by their owner or admin and above (DESIGN 4.1). */
export const workoutsAccess: RouteAccess[] = [
  { route: 'GET /api/workouts', expect: trainersAndAbove(200) },
  {
    route: 'GET /api/workouts/:id',
    request: async (f) => ({ params: { id: (await f.newWorkout()).id } }),
    expect: trainersAndAbove(200),
  },
  {
    route: 'POST /api/workouts',
    request: (f) => ({ body: f.workoutBody }),
    expect: trainersAndAbove(201),
  },
  {
    route: 'PUT /api/workouts/:id',
    request: async (f) => ({ params: { id: (await f.newWorkout()).id }, body: f.workoutBody }),
    expect: ownerAndAdmins(200),
  },
  {
    route: 'DELETE /api/workouts/:id',
    request: async (f) => ({ params: { id: (await f.newWorkout()).id } }),
    expect: ownerAndAdmins(204),
  },
];
