import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

export type BackgroundDelivery = {
  /** Sends without holding up the answer; a failure is logged without the message body. */
  deliver(message: MailMessage): void;
  /** Waits for every send still under way (on shutdown). */
  drain(): Promise<void>;
};

/**
 * Answering before the mail is sent keeps the reset request's timing the same for known and
 * unknown emails, whatever the SMTP server's latency.
 */
export function createBackgroundDelivery(
  mailer: Mailer,
  log: FastifyBaseLogger,
): BackgroundDelivery {
  const pending = new Set<Promise<void>>();
  return {
    deliver(message) {
      const sending = mailer
        .send(message)
        .catch((error: unknown) => {
          log.error({ err: error, subject: message.subject }, 'mail delivery failed');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async drain() {
      await Promise.all(pending);
    },
  };
}
