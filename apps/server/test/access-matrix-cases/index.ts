import { apiDocsAccess } from './api-docs';
import { authAccess } from './auth';
import { castAccess } from './cast';
import { challengesAccess } from './challenges';
import { clientsAccess } from './clients';
import { coachingAccess } from './coaching';
import { exercisesAccess } from './exercises';
import { feedbackAccess } from './feedback';
import { goalsAccess } from './goals';
import { gymsAccess } from './gyms';
import { healthAccess } from './health';
import { historyAccess } from './history';
import { httpAccess } from './http';
import { importsAccess } from './imports';
import { lifestyleAccess } from './lifestyle';
import { oauthAccess } from './oauth';
import { ownTrainingAccess } from './own-training';
import { publicConfigAccess } from './public-config';
import { realtimeAccess } from './realtime';
import type { EventAccess, RouteAccess } from './route-access';
import { sessionsAccess } from './sessions';
import { teamsAccess } from './teams';
import { usersAccess } from './users';
import { workoutsAccess } from './workouts';

/**
 * Every feature's access declarations (`<feature>.ts` here, one file per feature folder of
 * apps/server/src), one line each: the access matrix
 * test (test/access-matrix.integration.test.ts) fails for a route or socket event missing here.
 */
export const routeAccess: RouteAccess[] = [
  ...apiDocsAccess,
  ...authAccess,
  ...castAccess,
  ...challengesAccess,
  ...clientsAccess,
  ...coachingAccess,
  ...exercisesAccess,
  ...feedbackAccess,
  ...goalsAccess,
  ...gymsAccess,
  ...healthAccess,
  ...historyAccess,
  ...httpAccess,
  ...importsAccess,
  ...lifestyleAccess,
  ...oauthAccess,
  ...ownTrainingAccess,
  ...publicConfigAccess,
  ...sessionsAccess,
  ...teamsAccess,
  ...usersAccess,
  ...workoutsAccess,
];

export const eventAccess: EventAccess[] = [...realtimeAccess];
