import { anySignedIn, ownerAndAdmins, type RouteAccess, trainersAndAbove } from './route-access';

/** A live session is read and changed by its trainer and admin and above (DESIGN 4.1, 4.6). */
export const sessionsAccess: RouteAccess[] = [
  { route: 'POST /api/sessions', request: () => ({ body: {} }), expect: trainersAndAbove(201) },
  // Every trainer gets their own live sessions (the other trainer an empty list).
  { route: 'GET /api/sessions/live', expect: trainersAndAbove(200) },
  // Every signed-in person gets the live sessions whose grid holds them (most an empty list).
  { route: 'GET /api/sessions/taking-part', expect: anySignedIn(200) },
  {
    route: 'GET /api/sessions/:id/state',
    request: async (f) => ({ params: { id: (await f.newSession()).id } }),
    expect: ownerAndAdmins(200),
  },
  {
    route: 'GET /api/sessions/:id/plan',
    request: async (f) => ({ params: { id: (await f.newSession()).id } }),
    expect: ownerAndAdmins(200),
  },
  {
    route: 'POST /api/sessions/:id/end',
    request: async (f) => ({ params: { id: (await f.newSession()).id } }),
    expect: ownerAndAdmins(200),
  },
  {
    route: 'POST /api/sessions/:id/logs',
    request: async (f) => ({
      params: { id: (await f.newSession()).id },
      body: {
        logs: [
          {
            clientId: f.client.id,
            exerciseId: f.exerciseId,
            kg: 50,
            reps: 5,
            isWarmup: false,
            verification: 'none',
            flag: 'ok',
            setIndex: 0,
            rpe: 8,
          },
        ],
      },
    }),
    expect: ownerAndAdmins(201),
  },
  {
    // Anyone signed in with the code joins; only clients become participants.
    route: 'POST /api/sessions/:idOrJoinCode/join',
    request: async (f) => ({ params: { idOrJoinCode: (await f.newSession()).joinCode } }),
    expect: anySignedIn(200),
  },
];
