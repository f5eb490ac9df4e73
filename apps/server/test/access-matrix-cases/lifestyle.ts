import { personAndTheirs, type RouteAccess } from './route-access';

/** Check-ins are read and written by the person, their trainer and admin and above (DESIGN 4.1). */
export const lifestyleAccess: RouteAccess[] = [
  ...['users', 'clients'].flatMap((base): RouteAccess[] => [
    {
      route: `GET /api/${base}/:id/lifestyle`,
      request: (f) => ({ params: { id: f.client.id }, query: { limit: '1' } }),
      expect: personAndTheirs(200),
    },
    {
      route: `POST /api/${base}/:id/lifestyle`,
      request: (f) => ({ params: { id: f.client.id }, body: f.checkInBody() }),
      expect: personAndTheirs(201),
    },
    {
      route: `PUT /api/${base}/:id/lifestyle/:entryId`,
      request: async (f) => ({
        params: { id: f.client.id, entryId: (await f.newCheckIn()).id },
        body: f.checkInBody(),
      }),
      expect: personAndTheirs(200),
    },
  ]),
  {
    route: 'GET /api/users/:id/readiness',
    request: (f) => ({ params: { id: f.client.id }, query: { tzOffset: '60' } }),
    expect: personAndTheirs(200),
  },
];
