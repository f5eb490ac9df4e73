import { INTAKE_ANSWER_DEFAULTS } from '@levelup/shared';
import { anySignedIn, everyCaller, personAndTheirs, type RouteAccess } from './route-access';

/**
 * Registration is public (DESIGN 4.3). A person's profile, intake, progress and program are for
 * that person, their trainer and admin and above (DESIGN 4.1); the notice that the coach chose the
 * account's email is dismissed by that person only.
 */
export const usersAccess: RouteAccess[] = [
  {
    route: 'POST /api/users/register',
    request: (f) => ({
      body: {
        email: `new-${f.unique()}@test.local`,
        password: 'secret123',
        firstName: 'New',
        lastName: 'Client',
        dateOfBirth: '1990-04-12',
        sex: 'male',
        weightKg: 80,
        heightCm: 180,
      },
    }),
    expect: everyCaller(201),
  },
  {
    route: 'GET /api/users/:id',
    request: (f) => ({ params: { id: f.client.id } }),
    expect: personAndTheirs(200),
  },
  {
    route: 'PUT /api/users/:id',
    request: (f) => ({ params: { id: f.client.id }, body: { heightCm: 171 } }),
    expect: personAndTheirs(200),
  },
  {
    // The client's own: their trainer and admin are refused too.
    route: 'DELETE /api/users/:id/coach-setup-notice',
    request: (f) => ({ params: { id: f.client.id } }),
    expect: { ...anySignedIn(403), client: 204 },
  },
  {
    route: 'GET /api/users/:id/intake',
    request: (f) => ({ params: { id: f.client.id } }),
    expect: personAndTheirs(200),
  },
  {
    route: 'PUT /api/users/:id/intake',
    request: (f) => ({ params: { id: f.client.id }, body: INTAKE_ANSWER_DEFAULTS }),
    expect: personAndTheirs(200),
  },
  {
    route: 'GET /api/users/:id/progress',
    request: (f) => ({ params: { id: f.client.id }, query: { tzOffset: '60' } }),
    expect: personAndTheirs(200),
  },
  {
    route: 'GET /api/users/:id/program',
    request: (f) => ({ params: { id: f.client.id } }),
    expect: personAndTheirs(200),
  },
];
