import {
  personAndTheirs,
  type RouteAccess,
  trainersAndAbove,
  withoutAccount,
} from './route-access';

/**
 * Post-session feedback (DESIGN 4.1): whether it is pending, and a session's achievements, are
 * read by the person, their trainer and admin and above; giving it is the person's own
 * (anonymous) act; only admin and above read the totals.
 */
export const feedbackAccess: RouteAccess[] = [
  {
    route: 'GET /api/users/:id/sessions/:sessionId/achievements',
    request: async (f) => ({
      params: { id: f.client.id, sessionId: (await f.newEndedSession()).id },
    }),
    expect: personAndTheirs(200),
  },
  {
    route: 'GET /api/users/:id/feedback/pending',
    request: (f) => ({ params: { id: f.client.id } }),
    expect: personAndTheirs(200),
  },
  {
    route: 'POST /api/users/:id/feedback',
    request: async (f) => ({
      params: { id: f.client.id },
      body: {
        sessionId: (await f.newEndedSession()).id,
        effort: 8,
        goalHelpfulness: 'Yes',
        pain: false,
        satisfied: 3,
        coach: 4,
        clarity: 3,
        enjoyment: 3,
        recommend: 4,
        text: 'Great pace',
      },
    }),
    expect: { ...trainersAndAbove(403), ...withoutAccount, client: 201, otherClient: 403 },
  },
  {
    route: 'GET /api/feedback/summary',
    expect: { ...trainersAndAbove(403), admin: 200, superadmin: 200 },
  },
];
