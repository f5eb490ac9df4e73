import {
  isPasswordResetCompletion,
  passwordResetBodySchema,
  serverMessages,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../http/errors';
import type { BackgroundDelivery } from '../mail/background-delivery';
import type { PasswordResets } from './password-resets';
import { type KeyedLimiter, type RateLimits, refuseIfLimited } from './rate-limiter';

export type PasswordResetRouteDeps = {
  resets: PasswordResets;
  delivery: BackgroundDelivery;
  limiter: KeyedLimiter;
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
  app.post(
    '/api/user/password-reset',
    { schema: { body: passwordResetBodySchema } },
    async (request, reply) => {
      const body = request.body;
      const address = request.ip;
      if (isPasswordResetCompletion(body)) {
        refuseIfLimited(
          reply,
          limiter.hit(`reset-complete:address:${address}`, limits.resetCompletionsPerAddress),
        );
        refuseIfLimited(
          reply,
          limiter.hit(`reset-complete:email:${body.email}`, limits.resetCompletionsPerEmail),
        );
        const done = await resets.complete(body.email, body.secret, body.newPassword);
        if (!done) throw new AppError(400, 'INVALID_SECRET', serverMessages.invalidSecret);
        return { ok: true };
      }

      refuseIfLimited(
        reply,
        limiter.hit(`reset-request:address:${address}`, limits.resetRequestsPerAddress),
      );
      refuseIfLimited(
        reply,
        limiter.hit(`reset-request:email:${body.email}`, limits.resetRequestsPerEmail),
      );
      const mail = await resets.request(body.email);
      if (mail) delivery.deliver(mail);
      return reply.status(202).send({ message: serverMessages.passwordResetRequested });
    },
  );
};
