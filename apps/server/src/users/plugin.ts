import fp from 'fastify-plugin';
import { createPeoplePolicy } from '../access/who-may-act';
import type { AccountServices } from '../auth';
import { createProfileRepository } from './profile-repository';
import { profileRoutes } from './profile-routes';
import { registerRoutes } from './register-routes';

/**
 * Users (DESIGN 4.3): a new client's registration, signed in at once; a person's profile, intake
 * answers, progress and program.
 */
export const usersPlugin = fp<AccountServices & { onProfileChanged: (userId: string) => void }>(
  async (app, options) => {
    await app.register(registerRoutes, options);
    await app.register(profileRoutes, {
      profiles: createProfileRepository(options.db, options.now),
      people: createPeoplePolicy({ db: options.db }),
      onProfileChanged: options.onProfileChanged,
    });
  },
  { name: 'users', dependencies: ['authentication'], encapsulate: true },
);
