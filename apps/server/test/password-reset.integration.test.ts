import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  passwordResetMessages,
  RESET_CODE_MAX_TRIES,
  RESET_CODE_TTL_MINUTES,
  serverMessages,
} from '@levelup/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import { passwordResets } from '../src/db/schema';
import { createMailer, type Mailer, outboxFolder } from '../src/mail/mailer';
import {
  insertClientWithPassword,
  nextAddress,
  signIn,
  type TokenAnswer,
  testClock,
} from './auth-helpers';
import { insertUser } from './factories';
import { createTestApp, type TestContext, testDatabaseKinds } from './test-app';

const OLD_PASSWORD = 'old-password';
const NEW_PASSWORD = 'brand-new-password';

const uniqueEmail = () => `reset-${randomUUID()}@example.com`;

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX bytes). */
function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function codeFrom(text: string) {
  const match = /reset code is (\d{6})\b/.exec(decodeQuotedPrintable(text));
  if (!match?.[1]) throw new Error('no reset code in the mail');
  return match[1];
}

type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // No TLS on loopback: nodemailer would otherwise upgrade to the sink's self-signed cert.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next mail to `to`, waiting up to 5 s for it. */
    async mailTo(to: string) {
      const index = await vi.waitFor(
        () => {
          const found = received.findIndex((mail) => mail.to.includes(to));
          if (found < 0) throw new Error(`no mail to ${to}`);
          return found;
        },
        { timeout: 5000, interval: 20 },
      );
      return received.splice(index, 1)[0] as ReceivedMail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Never called: the SMTP mailer logs nothing (only the dev outbox does). */
const quietLog: FastifyBaseLogger = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child: () => quietLog,
};

/**
 * The SMTP mailer the app makes from SMTP_URL, keeping the sends under way: the app starts a send
 * before it answers, so a test waits for these to end rather than for time to pass.
 */
function trackedSmtpMailer(smtpUrl: string) {
  const inner = createMailer(loadConfig({ NODE_ENV: 'test', SMTP_URL: smtpUrl }), quietLog);
  const sending = new Set<Promise<void>>();
  const mailer: Mailer = {
    send(message) {
      const sent = inner.send(message).finally(() => sending.delete(sent));
      sending.add(sent);
      return sent;
    },
  };
  return {
    mailer,
    /** Resolves once every send started so far has ended. */
    async idle() {
      await Promise.allSettled([...sending]);
    },
    close: () => inner.close?.(),
  };
}

const requestReset = (app: App, email: string, address = nextAddress()) =>
  app.inject({
    method: 'POST',
    url: '/api/user/password-reset',
    headers: { 'x-forwarded-for': address },
    payload: { email },
  });

const completeReset = (
  app: App,
  body: { email: string; secret: string; newPassword: string },
  address = nextAddress(),
) =>
  app.inject({
    method: 'POST',
    url: '/api/user/password-reset',
    headers: { 'x-forwarded-for': address },
    payload: body,
  });

function expectInvalidSecret(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: 'INVALID_SECRET', message: serverMessages.invalidSecret });
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(testDatabaseKinds)('password reset by SMTP (%s)', (kind) => {
  const clock = testClock();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let outgoing: ReturnType<typeof trackedSmtpMailer>;
  let t: TestContext & { close(): Promise<void> };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    outgoing = trackedSmtpMailer(smtp.url);
    t = await createTestApp(kind, {
      env: { SMTP_URL: smtp.url },
      deps: { now: clock.now, mailer: outgoing.mailer },
    });
  });
  afterAll(async () => {
    await t?.close();
    outgoing?.close();
    await smtp?.close();
  });

  async function mailedCode(email: string) {
    const res = await requestReset(t.app, email);
    expect(res.statusCode).toBe(202);
    const mail = await smtp.mailTo(email);
    return { mail, code: codeFrom(mail.raw) };
  }

  it('mails a code that sets a new password and signs the account out everywhere', async () => {
    const email = uniqueEmail();
    await insertClientWithPassword(t.database.db, email, OLD_PASSWORD);
    const session = (await signIn(t.app, email, OLD_PASSWORD)).json() as TokenAnswer;

    const request = await requestReset(t.app, email.toUpperCase());
    expect(request.statusCode).toBe(202);
    expect(request.json()).toEqual({ message: serverMessages.passwordResetRequested });
    const mail = await smtp.mailTo(email);
    expect(mail.raw).toContain(`Subject: ${passwordResetMessages.emailSubject}`);
    const code = codeFrom(mail.raw);
    expect(decodeQuotedPrintable(mail.raw)).toContain(
      passwordResetMessages.emailBody(code, RESET_CODE_TTL_MINUTES),
    );

    const done = await completeReset(t.app, { email, secret: code, newPassword: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });

    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await signIn(t.app, email, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('mails the code in the language of the page that asked for it', async () => {
    const email = uniqueEmail();
    await insertClientWithPassword(t.database.db, email, OLD_PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/password-reset',
      headers: { 'x-forwarded-for': nextAddress(), 'accept-language': 'es-ES,es;q=0.9' },
      payload: { email },
    });
    expect(res.statusCode).toBe(202);
    const mail = await smtp.mailTo(email);
    // Quoted-printable bytes of UTF-8 text.
    const text = Buffer.from(decodeQuotedPrintable(mail.raw), 'latin1').toString('utf8');
    const code = /restablecer la contraseña es (\d{6})\b/.exec(text)?.[1] ?? '';
    expect(text).toContain(
      `Tu código para restablecer la contraseña es ${code}. Caduca en ${RESET_CODE_TTL_MINUTES} minutos.`,
    );
    const done = await completeReset(t.app, { email, secret: code, newPassword: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
  });

  it('stores the code only as a keyed hash', async () => {
    const email = uniqueEmail();
    const user = await insertClientWithPassword(t.database.db, email, OLD_PASSWORD);
    const { code } = await mailedCode(email);
    const rows = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.codeHash).not.toContain(code);
  });

  it('lets an invited client without a password set one', async () => {
    const invited = await insertUser(t.database.db, { role: 'client', passwordHash: null });
    const { code } = await mailedCode(invited.email);
    const done = await completeReset(t.app, {
      email: invited.email,
      secret: code,
      newPassword: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect((await signIn(t.app, invited.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 202 for an unknown email and sends nothing', async () => {
    const unknown = uniqueEmail();
    const res = await requestReset(t.app, unknown);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: serverMessages.passwordResetRequested });
    await outgoing.idle();
    expect(smtp.received.filter((mail) => mail.to.includes(unknown))).toEqual([]);
  });

  it('refuses a wrong code, and a completion for an unknown email, with INVALID_SECRET', async () => {
    const email = uniqueEmail();
    await insertClientWithPassword(t.database.db, email, OLD_PASSWORD);
    const { code } = await mailedCode(email);
    expectInvalidSecret(
      await completeReset(t.app, { email, secret: wrongCode(code), newPassword: NEW_PASSWORD }),
    );
    expectInvalidSecret(
      await completeReset(t.app, {
        email: uniqueEmail(),
        secret: code,
        newPassword: NEW_PASSWORD,
      }),
    );
    expect((await signIn(t.app, email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it(`gives up on a code after ${RESET_CODE_MAX_TRIES} wrong tries`, async () => {
    const email = uniqueEmail();
    await insertClientWithPassword(t.database.db, email, OLD_PASSWORD);
    const { code } = await mailedCode(email);
    for (let i = 0; i < RESET_CODE_MAX_TRIES; i += 1) {
      expectInvalidSecret(
        await completeReset(t.app, { email, secret: wrongCode(code), newPassword: NEW_PASSWORD }),
      );
    }
    expectInvalidSecret(
      await completeReset(t.app, { email, secret: code, newPassword: NEW_PASSWORD }),
    );
    expect((await signIn(t.app, email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts the right code on the last try', async () => {
    const email = uniqueEmail();
    await insertClientWithPassword(t.database.db, email, OLD_PASSWORD);
    const { code } = await mailedCode(email);
    for (let i = 0; i < RESET_CODE_MAX_TRIES - 1; i += 1) {
      expectInvalidSecret(
        await completeReset(t.app, { email, secret: wrongCode(code), newPassword: NEW_PASSWORD }),
      );
    }
    const done = await completeReset(t.app, { email, secret: code, newPassword: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
  });

  it(`expires a code after ${RESET_CODE_TTL_MINUTES} minutes`, async () => {
    const email = uniqueEmail();
    await insertClientWithPassword(t.database.db, email, OLD_PASSWORD);
    const { code } = await mailedCode(email);
    clock.advanceSeconds(RESET_CODE_TTL_MINUTES * 60 + 1);
    expectInvalidSecret(
      await completeReset(t.app, { email, secret: code, newPassword: NEW_PASSWORD }),
    );
  });

  it('accepts a code once', async () => {
    const email = uniqueEmail();
    await insertClientWithPassword(t.database.db, email, OLD_PASSWORD);
    const { code } = await mailedCode(email);
    const body = { email, secret: code, newPassword: NEW_PASSWORD };
    expect((await completeReset(t.app, body)).statusCode).toBe(200);
    expectInvalidSecret(await completeReset(t.app, { ...body, newPassword: 'third-password' }));
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('replaces an earlier code with a new request', async () => {
    const email = uniqueEmail();
    await insertClientWithPassword(t.database.db, email, OLD_PASSWORD);
    const first = await mailedCode(email);
    const second = await mailedCode(email);
    if (first.code !== second.code) {
      expectInvalidSecret(
        await completeReset(t.app, { email, secret: first.code, newPassword: NEW_PASSWORD }),
      );
    }
    const done = await completeReset(t.app, {
      email,
      secret: second.code,
      newPassword: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
  });

  it('answers 400 with the spec messages for a short password or a missing email', async () => {
    const short = await completeReset(t.app, {
      email: uniqueEmail(),
      secret: '123456',
      newPassword: '12345',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      issues: [{ path: 'newPassword', message: passwordResetMessages.weakPassword }],
    });

    const noEmail = await requestReset(t.app, '');
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({
      issues: [{ path: 'email', message: passwordResetMessages.missingEmail }],
    });
    const badEmail = await requestReset(t.app, 'not-an-email');
    expect(badEmail.json()).toMatchObject({
      issues: [{ path: 'email', message: passwordResetMessages.invalidEmail }],
    });
  });
});

describe.each(testDatabaseKinds)('password reset through the dev outbox (%s)', (kind) => {
  let dataDir: string;
  let t: TestContext & { close(): Promise<void> };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'levelup-outbox-'));
    t = await createTestApp(kind, {
      env: { DATA_DIR: dataDir },
      deps: {
        rateLimits: {
          resetRequestsPerAddress: { max: 3, windowSeconds: 900 },
          resetRequestsPerEmail: { max: 2, windowSeconds: 900 },
          resetCompletionsPerAddress: { max: 3, windowSeconds: 900 },
          resetCompletionsPerEmail: { max: 2, windowSeconds: 900 },
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const outbox = () => outboxFolder(dataDir);

  async function outboxFiles() {
    try {
      return (await readdir(outbox())).sort();
    } catch {
      return [];
    }
  }

  /** The newest outbox file once there are `count` of them, as the browser tests read it. */
  async function newestMail(count: number) {
    const files = await vi.waitFor(
      async () => {
        const found = await outboxFiles();
        if (found.length < count) throw new Error('no mail in the outbox');
        return found;
      },
      { timeout: 5000, interval: 20 },
    );
    return readFile(path.join(outbox(), files.at(-1) ?? ''), 'utf8');
  }

  it('writes the mail as a file with To, Subject and the code, which resets the password', async () => {
    const email = uniqueEmail();
    await insertClientWithPassword(t.database.db, email, OLD_PASSWORD);
    const before = (await outboxFiles()).length;

    const unknown = await requestReset(t.app, uniqueEmail());
    expect(unknown.statusCode).toBe(202);
    expect((await requestReset(t.app, email)).statusCode).toBe(202);

    const text = await newestMail(before + 1);
    expect(await outboxFiles()).toHaveLength(before + 1);
    const [name] = (await outboxFiles()).slice(-1);
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
    expect(text).toContain(`To: ${email}\r\n`);
    expect(text).toContain(`Subject: ${passwordResetMessages.emailSubject}\r\n`);
    const code = codeFrom(text);

    const done = await completeReset(t.app, { email, secret: code, newPassword: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('limits reset requests per email and per address', async () => {
    const email = uniqueEmail();
    expect((await requestReset(t.app, email)).statusCode).toBe(202);
    expect((await requestReset(t.app, email)).statusCode).toBe(202);
    const limited = await requestReset(t.app, email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'RATE_LIMITED', message: serverMessages.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const address = nextAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await requestReset(t.app, uniqueEmail(), address)).statusCode).toBe(202);
    }
    expect((await requestReset(t.app, uniqueEmail(), address)).statusCode).toBe(429);
  });

  it('limits reset completions per email and per address', async () => {
    const email = uniqueEmail();
    const body = { email, secret: '000000', newPassword: NEW_PASSWORD };
    expectInvalidSecret(await completeReset(t.app, body));
    expectInvalidSecret(await completeReset(t.app, body));
    expect((await completeReset(t.app, body)).statusCode).toBe(429);

    const address = nextAddress();
    for (let i = 0; i < 3; i += 1) {
      expectInvalidSecret(await completeReset(t.app, { ...body, email: uniqueEmail() }, address));
    }
    expect(
      (await completeReset(t.app, { ...body, email: uniqueEmail() }, address)).statusCode,
    ).toBe(429);
  });
});
