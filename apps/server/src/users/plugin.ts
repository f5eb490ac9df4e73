import type { FastifyPluginAsync } from 'fastify';
import { createPeoplePolicy } from '../access/people-policy';
import type { AccountServices } from '../auth/account-services';
import { createProfileRepository } from './profile-repository';
import { profileRoutes } from './profile-routes';
import { registerRoutes } from './register-routes';

/**
 * Users (DESIGN 4.3): a new client's registration, signed in at once; a person's profile, intake
 * answers, progress and program.
 */
export const usersPlugin: FastifyPluginAsync<AccountServices> = async (app, options) => {
  await app.register(registerRoutes, options);
  await app.register(profileRoutes, {
    profiles: createProfileRepository(options.db, options.now),
    people: createPeoplePolicy({ db: options.db }),
  });
};
