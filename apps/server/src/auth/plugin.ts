import fp from 'fastify-plugin';
import { createBackgroundDelivery } from '../mail/background-delivery';
import { createMailer, type Mailer } from '../mail/mailer';
import type { AccountServices } from './account-services';
import { emailChangeRoutes } from './email-change-routes';
import { createEmailChanges } from './email-changes';
import { passwordResetRoutes } from './password-reset-routes';
import { createPasswordResets } from './password-resets';
import { authRoutes } from './routes';

export type AuthPluginOptions = AccountServices & {
  /** Defaults to SMTP when `SMTP_URL` is set, else the dev outbox under `DATA_DIR/outbox`. */
  mailer?: Mailer;
};

/**
 * Sign-in (DESIGN 4.2, 4.4): password sign-in, the current user, the refresh token's rotation and
 * revocation, password reset and a client's change of email, their mail delivered in the background
 * and drained on close.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const { config, db, now, limiter, limits } = options;
    const mailer = options.mailer ?? createMailer(config, app.log);
    const delivery = createBackgroundDelivery(mailer, app.log);
    app.addHook('onClose', async () => {
      await delivery.drain();
      if (!options.mailer) mailer.close?.();
    });

    await app.register(authRoutes, options);
    await app.register(passwordResetRoutes, {
      resets: createPasswordResets({
        db,
        accounts: options.accounts,
        refreshTokens: options.refreshTokens,
        serverSecret: options.serverSecret,
        now,
      }),
      delivery,
      limiter,
      limits,
    });
    await app.register(emailChangeRoutes, {
      changes: createEmailChanges({
        db,
        accounts: options.accounts,
        publicUrl: config.publicUrl,
        now,
      }),
      delivery,
      limiter,
      limits,
    });
  },
  { name: 'auth', dependencies: ['authentication'], encapsulate: true },
);
