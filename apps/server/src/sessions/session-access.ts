import { isAdminOrHigher, isTrainerOrHigher } from '@levelup/shared';
import type { AuthUser } from '../auth/access-token';
import { forbidden } from '../http/errors';

/** A live session is read and changed by its trainer, and by admin and above (DESIGN 4.1). */
export function canManageSession(user: AuthUser, session: { trainerId: string }): boolean {
  return (
    isAdminOrHigher(user.role) || (isTrainerOrHigher(user.role) && user.id === session.trainerId)
  );
}

export function assertCanManageSession(user: AuthUser, session: { trainerId: string }) {
  if (!canManageSession(user, session)) throw forbidden();
}
