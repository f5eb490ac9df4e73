import {
  isPasswordResetCompletion,
  passwordResetBodySchema,
  passwordResetCompletedSchema,
  passwordResetRequestedSchema,
  serverMessages,
} from '@levelup/shared';
import { localeFromAcceptLanguage } from '@levelup/shared/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../http/errors';
import { callers, publicRoute } from '../http/route-docs';
import type { BackgroundDelivery } from '../mail/background-delivery';
import type { PasswordResets } from './password-resets';
import { type LimiterStore, type RateLimits, refuseIfLimited } from './rate-limiter';

export type PasswordResetRouteDeps = {
  resets: PasswordResets;
  delivery: BackgroundDelivery;
  limiter: LimiterStore;
  limits: RateLimits;
};

/**
 * POST /api/user/password-reset: `{email}` asks for a code (202 whether or not the account
 * exists); `{email, secret, newPassword}` completes the reset (DESIGN 4.4).
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRouteDeps> = async (
  app,
  { resets, delivery, limiter, limits },
) => {
  const completionsPerAddress = limiter(
    'reset-complete:address',
    limits.resetCompletionsPerAddress,
  );
  const completionsPerEmail = limiter('reset-complete:email', limits.resetCompletionsPerEmail);
  const requestsPerAddress = limiter('reset-request:address', limits.resetRequestsPerAddress);
  const requestsPerEmail = limiter('reset-request:email', limits.resetRequestsPerEmail);

  app.post(
    '/api/user/password-reset',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Ask for a password reset code, or set a new password with one',
        description: callers.anyone,
        security: publicRoute,
        body: passwordResetBodySchema,
        response: { 200: passwordResetCompletedSchema, 202: passwordResetRequestedSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const address = request.ip;
      if (isPasswordResetCompletion(body)) {
        refuseIfLimited(reply, await completionsPerAddress.take(address));
        refuseIfLimited(reply, await completionsPerEmail.take(body.email));
        const done = await resets.complete(body.email, body.secret, body.newPassword);
        if (!done) throw new AppError(400, 'INVALID_SECRET', serverMessages.invalidSecret);
        return { ok: true } as const;
      }

      refuseIfLimited(reply, await requestsPerAddress.take(address));
      refuseIfLimited(reply, await requestsPerEmail.take(body.email));
      const language = localeFromAcceptLanguage(request.headers['accept-language']);
      const mail = await resets.request(body.email, language);
      if (mail) delivery.deliver(mail);
      return reply.status(202).send({ message: serverMessages.passwordResetRequested });
    },
  );
};
