import { everyCaller, ownerAndAdmins, type RouteAccess } from './route-access';

/** A screen asks for its id (public); the session's trainer pairs and unpairs it (DESIGN 4.6). */
export const castAccess: RouteAccess[] = [
  { route: 'GET /cast/screen-id', expect: everyCaller(200) },
  {
    // Only a screen's token (its own header) says which session the screen shows.
    route: 'GET /cast/screen-session',
    expect: { ...everyCaller(401), screen: 200 },
  },
  {
    // The screen's session names no challenge here: the screen is let in and finds no board.
    route: 'GET /cast/screen-challenge',
    expect: { ...everyCaller(401), screen: 404 },
  },
  {
    route: 'POST /cast/connect',
    request: async (f) => ({
      body: { screenId: (await f.newScreen()).screenId, sessionId: (await f.newSession()).id },
    }),
    expect: ownerAndAdmins(200),
  },
  {
    route: 'POST /cast/disconnect',
    request: async (f) => ({ body: { sessionId: (await f.newSession()).id } }),
    expect: ownerAndAdmins(200),
  },
];
