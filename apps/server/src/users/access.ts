import { everyCaller, type RouteAccess } from '../access/route-access';

/** Registration is public (DESIGN 4.3). */
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
];
