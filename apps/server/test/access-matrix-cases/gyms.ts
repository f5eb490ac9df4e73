import { DEFAULT_GYM_SETTINGS } from '@levelup/shared';
import { type RouteAccess, trainersAndAbove } from './route-access';

/**
 * Each trainer, admin and superadmin reads and changes their own gym's settings (every one of
 * them is their gym's admin or admin and above here); clients are refused. A trainer who is not
 * their gym's admin is refused the change: test/gyms.integration.test.ts.
 */
export const gymsAccess: RouteAccess[] = [
  { route: 'GET /api/gym/settings', expect: trainersAndAbove(200) },
  {
    route: 'PUT /api/gym/settings',
    request: () => ({ body: DEFAULT_GYM_SETTINGS }),
    expect: trainersAndAbove(200),
  },
];
