import type { FastifyRequest } from 'fastify';
import type { PeoplePolicy } from '../access/people-policy';
import { currentUser } from '../auth/authenticate';
import { forbidden } from '../http/errors';

type Authenticate = (request: FastifyRequest) => Promise<void>;

/**
 * The preValidation of every `/api/users/{id}/...` and `/api/clients/{id}/...` route (DESIGN 4.1):
 * a signed-in user who may act on the person `{id}` names (themself, their trainer, admin and
 * above). It runs before the body is validated, so a stranger learns nothing about the route.
 */
export function personGuard(authenticate: Authenticate, people: PeoplePolicy) {
  return async (request: FastifyRequest) => {
    await authenticate(request);
    const { id } = request.params as { id?: string };
    await people.assertMayActOn(currentUser(request), [id ?? '']);
  };
}

/** The same, for routes only the person themself may use (giving anonymous feedback). */
export function selfGuard(authenticate: Authenticate) {
  return async (request: FastifyRequest) => {
    await authenticate(request);
    const { id } = request.params as { id?: string };
    if (currentUser(request).id !== id) throw forbidden();
  };
}
