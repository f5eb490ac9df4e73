import fp from 'fastify-plugin';
import type { AccountServices } from '../auth';
import { createExchangeCodes } from './exchange-codes';
import { createGoogleSignIn } from './google-sign-in';
import { OAUTH_CALLBACK_PATH, oauthRoutes } from './routes';
import { createStateSealer } from './state-cookie';

/** External sign-in (DESIGN 4.5), offered when an OpenID Connect client is configured. */
export const oauthPlugin = fp<AccountServices>(
  async (app, options) => {
    const { config, db, now, cookiePolicy } = options;
    await app.register(oauthRoutes, {
      google: config.google
        ? createGoogleSignIn(
            config.google,
            new URL(OAUTH_CALLBACK_PATH, config.publicUrl).toString(),
          )
        : undefined,
      sealer: createStateSealer(options.serverSecret, now),
      exchangeCodes: createExchangeCodes(db, now),
      accounts: options.accounts,
      signIns: options.signIns,
      allowedRedirectOrigins: cookiePolicy.allowedOrigins,
      defaultRedirect: new URL('/oauth', config.publicUrl).toString(),
      secureCookies: cookiePolicy.secure,
    });
  },
  { name: 'oauth', encapsulate: true },
);
