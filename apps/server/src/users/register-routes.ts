import {
  registrationMessages,
  registrationPayloadSchema,
  serverMessages,
  tokenPairResponseSchema,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hashPassword,
  type LimiterStore,
  type RateLimits,
  refuseIfLimited,
  type SignIns,
} from '../auth';
import { badRequest, conflict } from '../http/errors';
import { callers, publicRoute } from '../http/route-docs';
import type { UserAccounts } from './user-accounts';

/** POST /api/users/register: creates a client account and signs it in (DESIGN 4.3). */
export const registerRoutes: FastifyPluginAsyncZod<{
  accounts: UserAccounts;
  signIns: SignIns;
  limiter: LimiterStore;
  limits: RateLimits;
}> = async (app, { accounts, signIns, limiter, limits }) => {
  const registrationsPerAddress = limiter('register:address', limits.registrationsPerAddress);

  app.post(
    '/api/users/register',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Register a client account and sign it in',
        description: callers.anyone,
        security: publicRoute,
        body: registrationPayloadSchema,
        response: { 201: tokenPairResponseSchema },
      },
    },
    async (request, reply) => {
      refuseIfLimited(reply, await registrationsPerAddress.take(request.ip));
      const form = request.body;
      if (form.confirmPassword !== undefined && form.confirmPassword !== form.password) {
        const message = registrationMessages.passwordsDoNotMatch;
        throw badRequest(message, [{ path: 'confirmPassword', message }]);
      }
      const user = await accounts.createClient({
        email: form.email,
        passwordHash: await hashPassword(form.password),
        firstName: form.firstName,
        lastName: form.lastName,
        gender: form.sex,
        dateOfBirth: form.dateOfBirth,
        weightKg: form.weightKg,
        heightCm: form.heightCm,
      });
      if (!user) throw conflict(serverMessages.emailTaken);
      const session = await signIns.start(reply, user);
      return reply.status(201).send(session);
    },
  );
};
