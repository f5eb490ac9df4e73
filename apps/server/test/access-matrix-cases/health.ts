import { everyCaller, type RouteAccess, trainersAndAbove } from './route-access';

/** Master trainers and above only: the engine's figures are the whole server's. */
const adminsAndAbove = (status: number) => ({
  ...trainersAndAbove(status),
  trainer: 403,
  otherTrainer: 403,
});

export const healthAccess: RouteAccess[] = [
  { route: 'GET /api/health', expect: everyCaller(200) },
  { route: 'GET /api/health/engine', expect: adminsAndAbove(200) },
  { route: 'POST /api/health/engine/reset', expect: adminsAndAbove(204) },
];
