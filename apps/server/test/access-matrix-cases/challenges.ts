import {
  anySignedIn,
  type Caller,
  type ExpectedStatus,
  ownerAndAdmins,
  type RouteAccess,
  trainersAndAbove,
  withoutAccount,
} from './route-access';

/**
 * Only the trainer's own clients take part: coaches are refused (403), and a client of another
 * trainer, or of none, learns nothing of the challenge (404).
 */
function ownClientsTakePart(status: ExpectedStatus): Record<Caller, ExpectedStatus> {
  return {
    ...trainersAndAbove(403),
    ...withoutAccount,
    client: status,
    otherClient: 404,
    trainerlessClient: 404,
  };
}

/**
 * Challenges (issue 31): everyone signed in lists what they may see; trainers create; the owner
 * and admin and above edit and close; the trainer's clients join, leave and read boards, which the
 * owner and admin and above read too. Roles in detail: test/challenges.integration.test.ts.
 */
export const challengesAccess: RouteAccess[] = [
  { route: 'GET /api/challenges', expect: anySignedIn(200) },
  {
    route: 'POST /api/challenges',
    request: (f) => ({ body: f.challengeBody }),
    expect: trainersAndAbove(201),
  },
  {
    route: 'PUT /api/challenges/:id',
    request: async (f) => ({ params: await f.newChallenge(), body: f.challengeBody }),
    expect: ownerAndAdmins(200),
  },
  {
    route: 'POST /api/challenges/:id/close',
    request: async (f) => ({ params: await f.newChallenge() }),
    expect: ownerAndAdmins(200),
  },
  {
    route: 'POST /api/challenges/:id/participants',
    request: async (f) => ({ params: await f.newChallenge() }),
    expect: ownClientsTakePart(200),
  },
  {
    route: 'DELETE /api/challenges/:id/participants',
    request: async (f) => ({ params: await f.newChallenge() }),
    expect: ownClientsTakePart(200),
  },
  {
    route: 'GET /api/challenges/:id/leaderboard',
    request: async (f) => ({ params: await f.newChallenge() }),
    expect: { ...ownerAndAdmins(200), client: 200, otherClient: 404, trainerlessClient: 404 },
  },
];
