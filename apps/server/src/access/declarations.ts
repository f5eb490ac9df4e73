import { authAccess } from '../auth/access';
import { castAccess } from '../cast/access';
import { clientsAccess } from '../clients/access';
import { coachingAccess } from '../coaching/access';
import { exercisesAccess } from '../exercises/access';
import { feedbackAccess } from '../feedback/access';
import { goalsAccess } from '../goals/access';
import { healthAccess } from '../health/access';
import { historyAccess } from '../history/access';
import { httpAccess } from '../http/access';
import { lifestyleAccess } from '../lifestyle/access';
import { oauthAccess } from '../oauth/access';
import { publicConfigAccess } from '../public-config/access';
import { realtimeAccess } from '../realtime/access';
import { sessionsAccess } from '../sessions/access';
import { teamsAccess } from '../teams/access';
import { usersAccess } from '../users/access';
import { workoutsAccess } from '../workouts/access';
import type { EventAccess, RouteAccess } from './route-access';

/**
 * Every feature's access declarations (`<feature>/access.ts`), one line each: the access matrix
 * test (test/access-matrix.integration.test.ts) fails for a route or socket event missing here.
 */
export const routeAccess: RouteAccess[] = [
  ...authAccess,
  ...castAccess,
  ...clientsAccess,
  ...coachingAccess,
  ...exercisesAccess,
  ...feedbackAccess,
  ...goalsAccess,
  ...healthAccess,
  ...historyAccess,
  ...httpAccess,
  ...lifestyleAccess,
  ...oauthAccess,
  ...publicConfigAccess,
  ...sessionsAccess,
  ...teamsAccess,
  ...usersAccess,
  ...workoutsAccess,
];

export const eventAccess: EventAccess[] = [...realtimeAccess];
