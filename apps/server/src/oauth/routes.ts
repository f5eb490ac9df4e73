import {
  exchangeBodySchema,
  oauthStartQuerySchema,
  serverMessages,
  tokenPairResponseSchema,
} from '@levelup/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SignIns } from '../auth';
import { AppError, notFound } from '../http/errors';
import { callers, publicRoute, redirectsTo } from '../http/route-docs';
import type { UserAccounts } from '../users';
import type { ExchangeCodes } from './exchange-codes';
import { findOrCreateExternalUser, type GoogleSignIn } from './google-sign-in';
import { OAUTH_STATE_COOKIE, OAUTH_STATE_TTL_SECONDS, type StateSealer } from './state-cookie';

const OAUTH_START_PATH = '/oauth/google';
export const OAUTH_CALLBACK_PATH = '/oauth/google/callback';

export type OAuthRouteDeps = {
  /** Undefined when external sign-in is not configured. */
  google: GoogleSignIn | undefined;
  sealer: StateSealer;
  exchangeCodes: ExchangeCodes;
  accounts: UserAccounts;
  signIns: SignIns;
  /** Origins the flow may return to: the app's own and the configured CORS origins. */
  allowedRedirectOrigins: string[];
  /** The web app's return point when the caller names none. */
  defaultRedirect: string;
  secureCookies: boolean;
};

const invalidExchange = () => new AppError(400, 'BAD_REQUEST', serverMessages.invalidExchangeCode);

/** Only an http(s) address on an allow-listed origin; anything else could leak the code. */
export function allowedRedirect(redirect: string, allowedOrigins: string[]): URL | null {
  let url: URL;
  try {
    url = new URL(redirect);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return allowedOrigins.includes(url.origin) ? url : null;
}

/** External sign-in (DESIGN 4.5): the start, the provider's callback and the code exchange. */
export const oauthRoutes: FastifyPluginAsyncZod<OAuthRouteDeps> = async (app, deps) => {
  const cookieOptions = {
    path: OAUTH_CALLBACK_PATH,
    httpOnly: true,
    // Lax, not Strict: the cookie must ride along on the provider's top-level redirect back to us.
    sameSite: 'lax' as const,
    secure: deps.secureCookies,
  };

  app.get(
    OAUTH_START_PATH,
    {
      schema: {
        tags: ['Auth'],
        summary: 'Start signing in with Google (redirects to the provider)',
        description: callers.anyone,
        security: publicRoute,
        querystring: oauthStartQuerySchema,
        response: { 302: redirectsTo('Google’s sign-in page') },
      },
    },
    async (request, reply) => {
      if (!deps.google) throw notFound(serverMessages.oauthDisabled);
      const redirect = allowedRedirect(
        request.query.redirect ?? deps.defaultRedirect,
        deps.allowedRedirectOrigins,
      );
      if (!redirect) throw new AppError(400, 'BAD_REQUEST', serverMessages.invalidRedirect);
      const { url, state } = await deps.google.start(redirect.toString());
      reply.setCookie(OAUTH_STATE_COOKIE, await deps.sealer.seal(state), {
        ...cookieOptions,
        maxAge: OAUTH_STATE_TTL_SECONDS,
      });
      return reply.redirect(url.toString(), 302);
    },
  );

  app.get(
    OAUTH_CALLBACK_PATH,
    {
      schema: {
        tags: ['Auth'],
        summary: 'The provider’s return: redirects to the app with a one-time code',
        description: callers.anyone,
        security: publicRoute,
        response: {
          302: redirectsTo('the app, with a one-time `code` (or an `error`) in the query'),
        },
      },
    },
    async (request, reply) => {
      if (!deps.google) throw notFound(serverMessages.oauthDisabled);
      const state = await deps.sealer.unseal(request.cookies[OAUTH_STATE_COOKIE]);
      reply.clearCookie(OAUTH_STATE_COOKIE, cookieOptions);
      if (!state) throw invalidExchange();

      const back = new URL(state.redirect);
      try {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const identity = await deps.google.finish(query, state);
        const user = await findOrCreateExternalUser(deps.accounts, identity);
        // Without a verified email there is no account to go by; the web app shows the failure.
        if (!user) back.searchParams.set('error', serverMessages.invalidExchangeCode);
        else back.searchParams.set('code', await deps.exchangeCodes.issue(user.id));
      } catch (error) {
        request.log.warn({ err: error }, 'external sign-in failed');
        back.searchParams.set('error', serverMessages.invalidExchangeCode);
      }
      return reply.redirect(back.toString(), 302);
    },
  );

  app.post(
    '/api/token/exchange',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Exchange the one-time sign-in code for tokens',
        description: callers.anyone,
        security: publicRoute,
        body: exchangeBodySchema,
        response: { 200: tokenPairResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = await deps.exchangeCodes.redeem(request.body.code);
      const user = userId ? await deps.accounts.findById(userId) : null;
      if (!user) throw invalidExchange();
      return deps.signIns.start(reply, user);
    },
  );
};
