import type { FastifyPluginAsync } from 'fastify';
import type { AccountServices } from '../auth/account-services';
import { registerRoutes } from './register-routes';

/** Users (DESIGN 4.3): a new client's registration, signed in at once. */
export const usersPlugin: FastifyPluginAsync<AccountServices> = async (app, options) => {
  await app.register(registerRoutes, options);
};
