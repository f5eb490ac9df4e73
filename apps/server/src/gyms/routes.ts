import {
  gymSettingsMessages,
  gymSettingsResponseSchema,
  gymSettingsSchema,
  isAdminOrHigher,
} from '@levelup/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthUser, currentUser } from '../auth';
import { forbidden, notFound } from '../http/errors';
import { bearerAuth, callers } from '../http/route-docs';
import type { GymRepository } from './gym-repository';

/** Told after a gym's settings changed (the live sessions re-read them). */
export type SettingsChanged = (gymId: string) => void;

/** A gym's admins change its settings; admin and above change their own gym's too. */
const mayEdit = (user: AuthUser, gymAdmin: boolean) => gymAdmin || isAdminOrHigher(user.role);

/**
 * The gym settings (issue 35): the signed-in trainer's own gym, read by its trainers and admin
 * and above, changed by its admins and admin and above. Clients are refused: their loads come to
 * them already worked out, in their own unit.
 */
export const gymRoutes: FastifyPluginAsyncZod<{
  gyms: GymRepository;
  onSettingsChanged?: SettingsChanged;
}> = async (app, { gyms, onSettingsChanged }) => {
  const trainer = app.requireRole('trainer');
  const response = { 200: gymSettingsResponseSchema };

  async function membershipOf(user: AuthUser) {
    const membership = await gyms.membershipOf(user.id);
    // Every account belongs to a gym; a token's account that is gone was refused already.
    if (!membership) throw notFound();
    return membership;
  }

  app.get(
    '/api/gym/settings',
    {
      preValidation: trainer,
      schema: {
        tags: ['Gym'],
        summary: 'The signed-in trainer’s gym settings',
        description: callers.trainers,
        security: bearerAuth,
        response,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { gym, settings, gymAdmin } = await membershipOf(user);
      return { gym, settings, canEdit: mayEdit(user, gymAdmin) };
    },
  );

  // Who may change the settings is decided before the body is checked, so another trainer of the
  // gym hears that only its admins may, whatever they sent.
  async function gymEditor(request: FastifyRequest) {
    await trainer(request);
    const user = currentUser(request);
    const { gymAdmin } = await membershipOf(user);
    if (!mayEdit(user, gymAdmin)) throw forbidden(gymSettingsMessages.notGymAdmin);
  }

  app.put(
    '/api/gym/settings',
    {
      preValidation: gymEditor,
      schema: {
        tags: ['Gym'],
        summary: 'Change the gym settings (its admins only)',
        description: callers.trainers,
        security: bearerAuth,
        body: gymSettingsSchema,
        response,
      },
    },
    async (request) => {
      const gym = await gyms.saveSettingsOf(currentUser(request).id, request.body);
      if (!gym) throw notFound();
      onSettingsChanged?.(gym.id);
      return { gym, settings: request.body, canEdit: true };
    },
  );
};
