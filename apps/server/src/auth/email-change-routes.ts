import {
  emailChangeConfirmationSchema,
  emailChangeConfirmedSchema,
  emailChangeRequestedSchema,
  emailChangeRequestSchema,
  rowIdSchema,
} from '@levelup/shared';
import { localeFromAcceptLanguage } from '@levelup/shared/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { selfGuard } from '../access/who-may-act';
import { bearerAuth, callers, publicRoute } from '../http/route-docs';
import type { BackgroundDelivery } from '../mail/background-delivery';
import type { EmailChanges } from './email-changes';
import { type LimiterStore, type RateLimits, refuseIfLimited } from './rate-limiter';

export type EmailChangeRouteDeps = {
  changes: EmailChanges;
  delivery: BackgroundDelivery;
  limiter: LimiterStore;
  limits: RateLimits;
};

/**
 * A client's own change of email (security issue 28): they ask with their current password, a
 * link goes to the new address, and the email changes only when it comes back; the old address
 * then hears of it. Nobody else changes the email of an account its person has signed in to.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod<EmailChangeRouteDeps> = async (
  app,
  { changes, delivery, limiter, limits },
) => {
  const requestsPerAccount = limiter(
    'email-change-request:account',
    limits.emailChangeRequestsPerAccount,
  );
  const confirmationsPerAddress = limiter(
    'email-change-confirm:address',
    limits.emailChangeConfirmationsPerAddress,
  );

  // Only the person themself: not their trainer, not an admin (they may disable an account,
  // never move it to an address of theirs).
  app.post(
    '/api/users/:id/email-change',
    {
      preValidation: selfGuard(app.authenticate),
      schema: {
        tags: ['Auth'],
        summary: 'Ask to change the own email (sends a confirmation link)',
        description: callers.self,
        security: bearerAuth,
        params: z.object({ id: rowIdSchema }),
        body: emailChangeRequestSchema,
        response: { 202: emailChangeRequestedSchema },
      },
    },
    async (request, reply) => {
      refuseIfLimited(reply, await requestsPerAccount.take(request.params.id));
      const mail = await changes.request(
        request.params.id,
        request.body,
        localeFromAcceptLanguage(request.headers['accept-language']),
      );
      delivery.deliver(mail);
      return reply.status(202).send({ sentTo: mail.to });
    },
  );

  // Public: the link is often opened on a phone's mail app, signed in or not; its secret is
  // the proof that the person reads the new address.
  app.post(
    '/api/email-change/confirm',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Confirm an email change with the link’s secret',
        description: callers.anyone,
        security: publicRoute,
        body: emailChangeConfirmationSchema,
        response: { 200: emailChangeConfirmedSchema },
      },
    },
    async (request, reply) => {
      refuseIfLimited(reply, await confirmationsPerAddress.take(request.ip));
      const { email, notice } = await changes.confirm(
        request.body.token,
        localeFromAcceptLanguage(request.headers['accept-language']),
      );
      delivery.deliver(notice);
      return { email };
    },
  );
};
