import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close?(): void;
};

/** Real delivery through the SMTP server of `SMTP_URL`. */
function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}

export const outboxFolder = (dataDir: string) => path.join(dataDir, 'outbox');

/** The text of an outbox file: headers, a blank line, then the plain-text body. */
export function formatOutboxMessage(from: string, message: MailMessage, date: Date) {
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    `Date: ${date.toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    message.text,
    '',
  ].join('\r\n');
}

/**
 * Development delivery without an SMTP server: each message becomes a file
 * `DATA_DIR/outbox/<ISO time>-<random>.eml`, so names sort oldest to newest. Only the subject is
 * logged, never the body, which may carry a code.
 */
function createOutboxMailer(dataDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const folder = outboxFolder(dataDir);
  return {
    async send(message) {
      const date = new Date();
      const stamp = date.toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await mkdir(folder, { recursive: true });
      await writeFile(file, formatOutboxMessage(from, message, date), { mode: 0o600 });
      log.info({ subject: message.subject, file }, 'mail written to the dev outbox');
    },
  };
}

/** SMTP when `smtpUrl` is configured, else the dev outbox under `dataDir`. */
export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(config.dataDir, config.mailFrom, log);
}
