import { challengeMessages, isAdminOrHigher, isClient } from '@levelup/shared';
import type { AuthUser } from '../auth';
import { forbidden, notFound } from '../http/errors';

/*
 * Who may do what with a challenge (issue 31, DESIGN 4.1): its trainer edits and closes it, and
 * admin and above any; a client sees, joins and leaves only their own trainer's. A challenge of
 * another trainer is 403 to a trainer (they may know it exists, as they know the others' teams)
 * and 404 to a client, who learns nothing of other gyms' competitions.
 */

/** The challenge as the rules need it, and who the client's trainer is (for a client). */
export interface ChallengeOwner {
  trainerId: string;
}

/** Edits and closes: the challenge's trainer, or admin and above; anyone else 403. */
export function assertMayManageChallenge(user: AuthUser, challenge: ChallengeOwner) {
  if (isAdminOrHigher(user.role)) return;
  if (isClient(user.role) || challenge.trainerId !== user.id) throw forbidden();
}

/** Reads its board: its trainer, admin and above, and the trainer's clients. */
export function assertMayReadChallenge(
  user: AuthUser,
  challenge: ChallengeOwner,
  clientsTrainerId: string | null,
) {
  if (isClient(user.role)) {
    if (clientsTrainerId !== challenge.trainerId) throw notFound();
    return;
  }
  assertMayManageChallenge(user, challenge);
}

/** Joins and leaves: a client of the challenge's trainer; coaches take no part (403). */
export function assertMayTakePart(
  user: AuthUser,
  challenge: ChallengeOwner,
  clientsTrainerId: string | null,
) {
  if (!isClient(user.role)) throw forbidden(challengeMessages.onlyClientsJoin);
  if (clientsTrainerId !== challenge.trainerId) throw notFound();
}

/**
 * The gym TV shows a challenge's board only when the session it is paired with is run by the
 * challenge's trainer: a coach cannot put another gym's competition (and its people) on their TV.
 */
export function assertScreenMayShowChallenge(sessionTrainerId: string, challenge: ChallengeOwner) {
  if (challenge.trainerId !== sessionTrainerId) throw forbidden();
}
