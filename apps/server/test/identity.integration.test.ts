import { randomUUID } from 'node:crypto';
import {
  type Client,
  clientSchema,
  EMAIL_CHANGE_TTL_MINUTES,
  emailChangeMessages,
  serverMessages,
  tokenFromFragment,
  userSchema,
} from '@levelup/shared';
import { inLocale } from '@levelup/shared/i18n';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { hashEmailChangeToken } from '../src/auth/email-changes';
import { hashPassword } from '../src/auth/passwords';
import { emailChanges, users } from '../src/db/schema';
import type { MailMessage } from '../src/mail/mailer';
import { nextAddress, signIn, testClock } from './auth-helpers';
import { asUser, insertUser } from './factories';
import { seedDemoGym } from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

const PASSWORD = 'own-password-1';

const uniqueEmail = (label: string) => `${label}-${randomUUID()}@example.com`;

/** The intake wizard's payload (PUT /api/clients/{id}), with overrides. */
function intake(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sam Owner',
    gender: 'male',
    age: 30,
    weightKg: 80,
    fastLevel: 'beginner',
    thoracicScore: 3,
    ankleMobility: 3,
    workType: 'light',
    motivationLevel: 'A',
    goals: ['build-strength'],
    ...overrides,
  };
}

/** Keeps every mail the app sends, in order. */
function mailCapture() {
  const sent: MailMessage[] = [];
  return {
    mailer: {
      async send(message: MailMessage) {
        sent.push(message);
      },
    },
    sent,
    /** The mails to `to`, once at least one has arrived. */
    async to(to: string) {
      await vi.waitFor(() => expect(sent.some((mail) => mail.to === to)).toBe(true));
      return sent.filter((mail) => mail.to === to);
    },
  };
}

/** The secret of the confirmation link in `mail`. */
function tokenOf(mail: MailMessage): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  const token = link ? tokenFromFragment(new URL(link).hash) : null;
  if (!token) throw new Error('no confirmation link in the mail');
  return token;
}

describe.each(testDatabaseKinds)('identity belongs to its owner (%s)', (kind) => {
  const clock = testClock();
  const mail = mailCapture();
  const t = useTestApp(kind, { deps: { now: clock.now, mailer: mail.mailer } });
  let coach: AuthUser;
  let admin: AuthUser;
  let otherTrainer: AuthUser;
  let otherClient: AuthUser;

  beforeAll(async () => {
    ({ coach, admin, otherTrainer } = await seedDemoGym(t.database.db));
    otherClient = asUser(
      await insertUser(t.database.db, { role: 'client', trainerId: otherTrainer.id }),
    );
  });

  const call = async (
    user: AuthUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    language?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        'x-forwarded-for': nextAddress(),
        ...(user ? await t.authHeader(user) : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A client of the coach who signs in with their own password. */
  async function claimedClient(email = uniqueEmail('owner')) {
    const row = await insertUser(t.database.db, {
      role: 'client',
      email,
      trainerId: coach.id,
      passwordHash: await hashPassword(PASSWORD),
    });
    return { ...asUser(row), email };
  }

  const emailOf = async (id: string) =>
    (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]
      ?.email;

  const requestChange = (user: AuthUser | null, id: string, body: object) =>
    call(user, 'POST', `/api/users/${id}/email-change`, body);
  const confirm = (token: string, user: AuthUser | null = null) =>
    call(user, 'POST', '/api/email-change/confirm', { token });

  describe('the takeover chain (issue 28) fails at its first step', () => {
    it('refuses the trainer, then an admin, a new email for a client who signed in', async () => {
      const owner = await claimedClient();
      const takeover = intake({ email: uniqueEmail('coach-controlled') });
      for (const caller of [coach, admin]) {
        const res = await call(caller, 'PUT', `/api/clients/${owner.id}`, takeover);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'FORBIDDEN', message: serverMessages.clientOwnsEmail });
      }
      expect(await emailOf(owner.id)).toBe(owner.email);
      expect((await signIn(t.app, owner.email, PASSWORD)).statusCode).toBe(200);
      // Nothing else of the refused form was written either.
      const read = clientSchema.parse(
        (await call(coach, 'GET', `/api/clients/${owner.id}`)).json(),
      );
      expect(read).toMatchObject({ name: 'Test client', claimed: true });
    });

    it('refuses it for an account that signs in with Google only', async () => {
      const row = await insertUser(t.database.db, { role: 'client', trainerId: coach.id });
      await t.database.db
        .update(users)
        .set({ googleSub: `google-${randomUUID()}` })
        .where(eq(users.id, row.id));
      const res = await call(
        coach,
        'PUT',
        `/api/clients/${row.id}`,
        intake({ email: uniqueEmail('coach-controlled') }),
      );
      expect(res.statusCode).toBe(403);
      expect(await emailOf(row.id)).toBe(row.email);
    });

    it('still saves the trainer’s form when it keeps the email, or leaves it out', async () => {
      const owner = await claimedClient();
      const same = await call(
        coach,
        'PUT',
        `/api/clients/${owner.id}`,
        intake({ name: 'Sam Renamed', email: owner.email.toUpperCase() }),
      );
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ name: 'Sam Renamed', email: owner.email, claimed: true });
      const without = await call(coach, 'PUT', `/api/clients/${owner.id}`, intake({ email: '' }));
      expect(without.statusCode).toBe(200);
      expect(await emailOf(owner.id)).toBe(owner.email);
    });

    it('offers no other way to write someone’s email: the profile update refuses the field', async () => {
      const owner = await claimedClient();
      for (const caller of [coach, admin, owner]) {
        const res = await call(caller, 'PUT', `/api/users/${owner.id}`, {
          email: uniqueEmail('elsewhere'),
        });
        expect(res.statusCode).toBe(400);
      }
      expect(await emailOf(owner.id)).toBe(owner.email);
    });
  });

  describe('an account the trainer set up', () => {
    async function unclaimedClient(email?: string): Promise<Client> {
      const res = await call(coach, 'POST', '/api/clients', intake({ email }));
      expect(res.statusCode).toBe(201);
      return clientSchema.parse(res.json());
    }

    it('takes the email its trainer sets, and changes it, while nobody signed in', async () => {
      const created = await unclaimedClient();
      expect(created).toMatchObject({ email: null, claimed: false });
      const first = uniqueEmail('typed');
      const set = await call(coach, 'PUT', `/api/clients/${created.id}`, intake({ email: first }));
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ email: first, claimed: false });
      const second = uniqueEmail('corrected');
      const fixed = await call(
        admin,
        'PUT',
        `/api/clients/${created.id}`,
        intake({ email: second }),
      );
      expect(fixed.statusCode).toBe(200);
      expect(await emailOf(created.id)).toBe(second);
    });

    it('is claimed by a first password reset, which raises the coach notice until the client dismisses it', async () => {
      const email = uniqueEmail('invited');
      const created = await unclaimedClient(email);
      const asked = await call(null, 'POST', '/api/user/password-reset', { email });
      expect(asked.statusCode).toBe(202);
      const [resetMail] = await mail.to(email);
      const code = /reset code is (\d{6})/.exec(resetMail?.text ?? '')?.[1];
      const reset = await call(null, 'POST', '/api/user/password-reset', {
        email,
        secret: code,
        newPassword: PASSWORD,
      });
      expect(reset.statusCode).toBe(200);

      const session = await signIn(t.app, email, PASSWORD);
      expect(session.statusCode).toBe(200);
      const client = userSchema.parse(session.json().user);
      expect(client.coachSetupNotice).toBe(true);

      // From now on the address is the client's.
      const read = await call(coach, 'GET', `/api/clients/${created.id}`);
      expect(read.json()).toMatchObject({ claimed: true });
      const takeover = await call(
        coach,
        'PUT',
        `/api/clients/${created.id}`,
        intake({ email: uniqueEmail('coach-controlled') }),
      );
      expect(takeover.statusCode).toBe(403);

      // Only the client says they have read the notice.
      const notice = `/api/users/${created.id}/coach-setup-notice`;
      for (const caller of [coach, admin, otherClient]) {
        expect((await call(caller, 'DELETE', notice)).statusCode).toBe(403);
      }
      expect((await call(null, 'DELETE', notice)).statusCode).toBe(401);
      expect((await call(asUser(client), 'DELETE', notice)).statusCode).toBe(204);
      const me = await call(asUser(client), 'GET', '/api/me');
      expect(userSchema.parse(me.json()).coachSetupNotice).toBe(false);
      // A later reset is no first sign-in: the notice stays down.
      await call(null, 'POST', '/api/user/password-reset', { email });
      const mails = await mail.to(email);
      const again = /reset code is (\d{6})/.exec(mails.at(-1)?.text ?? '')?.[1];
      await call(null, 'POST', '/api/user/password-reset', {
        email,
        secret: again,
        newPassword: 'another-password',
      });
      const later = await signIn(t.app, email, 'another-password');
      expect(userSchema.parse(later.json().user).coachSetupNotice).toBe(false);
    });

    it('raises no notice for an account its person registered', async () => {
      const owner = await claimedClient();
      const session = await signIn(t.app, owner.email, PASSWORD);
      expect(userSchema.parse(session.json().user).coachSetupNotice).toBe(false);
    });
  });

  describe('a client changes their own email', () => {
    it('only with the right password, and only once the new address confirms', async () => {
      const owner = await claimedClient();
      const newEmail = uniqueEmail('moved');

      const wrong = await requestChange(owner, owner.id, {
        newEmail,
        currentPassword: 'not-my-password',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        error: 'INVALID_SECRET',
        message: serverMessages.wrongPassword,
        issues: [{ path: 'currentPassword', message: serverMessages.wrongPassword }],
      });

      const asked = await requestChange(owner, owner.id, {
        newEmail: `  ${newEmail.toUpperCase()} `,
        currentPassword: PASSWORD,
      });
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({ sentTo: newEmail });
      const [confirmation] = await mail.to(newEmail);
      if (!confirmation) throw new Error('no confirmation mail');
      expect(confirmation.subject).toBe(emailChangeMessages.confirmSubject);
      // The wrong password mailed nothing: this is the only mail to the new address.
      expect(mail.sent.filter((m) => m.to === newEmail)).toHaveLength(1);
      const token = tokenOf(confirmation);

      // Nothing changes before the new address answers.
      expect(await emailOf(owner.id)).toBe(owner.email);
      expect((await signIn(t.app, owner.email, PASSWORD)).statusCode).toBe(200);
      expect((await signIn(t.app, newEmail, PASSWORD)).statusCode).toBe(401);
      expect(mail.sent.some((m) => m.to === owner.email)).toBe(false);

      // The link works signed out: it is often opened in a phone's mail app.
      const done = await confirm(token);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ email: newEmail });
      expect((await signIn(t.app, newEmail, PASSWORD)).statusCode).toBe(200);
      expect((await signIn(t.app, owner.email, PASSWORD)).statusCode).toBe(401);

      const [notice] = await mail.to(owner.email);
      expect(notice).toEqual({
        to: owner.email,
        subject: emailChangeMessages.changedSubject,
        text: emailChangeMessages.changedBody(newEmail),
      });

      // Single use.
      const replay = await confirm(token, owner);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({
        error: 'INVALID_SECRET',
        message: serverMessages.invalidEmailChangeLink,
      });
    });

    it('mails in the language the person asked in, the notice in the confirming one', async () => {
      const owner = await claimedClient();
      const newEmail = uniqueEmail('movido');
      const asked = await call(
        owner,
        'POST',
        `/api/users/${owner.id}/email-change`,
        { newEmail, currentPassword: PASSWORD },
        'es-ES,es;q=0.9',
      );
      expect(asked.statusCode).toBe(202);
      const [confirmation] = await mail.to(newEmail);
      const spanish = inLocale(emailChangeMessages, 'es');
      expect(confirmation?.subject).toBe(spanish.confirmSubject);
      expect(spanish.confirmSubject).not.toBe(emailChangeMessages.confirmSubject);
      if (!confirmation) throw new Error('no confirmation mail');

      const done = await call(
        null,
        'POST',
        '/api/email-change/confirm',
        { token: tokenOf(confirmation) },
        'es',
      );
      expect(done.statusCode).toBe(200);
      const [notice] = await mail.to(owner.email);
      expect(notice).toEqual({
        to: owner.email,
        subject: spanish.changedSubject,
        text: spanish.changedBody(newEmail),
      });
    });

    it('stores only a hash of the link’s secret', async () => {
      const owner = await claimedClient();
      const newEmail = uniqueEmail('hashed');
      await requestChange(owner, owner.id, { newEmail, currentPassword: PASSWORD });
      const [confirmation] = await mail.to(newEmail);
      if (!confirmation) throw new Error('no confirmation mail');
      const token = tokenOf(confirmation);
      const rows = await t.database.db
        .select()
        .from(emailChanges)
        .where(eq(emailChanges.userId, owner.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(hashEmailChangeToken(token));
      expect(rows[0]?.tokenHash).not.toContain(token);
    });

    it(`lets a link expire after ${EMAIL_CHANGE_TTL_MINUTES} minutes`, async () => {
      const owner = await claimedClient();
      const newEmail = uniqueEmail('late');
      await requestChange(owner, owner.id, { newEmail, currentPassword: PASSWORD });
      const [confirmation] = await mail.to(newEmail);
      if (!confirmation) throw new Error('no confirmation mail');
      clock.advanceSeconds(EMAIL_CHANGE_TTL_MINUTES * 60 + 1);
      expect((await confirm(tokenOf(confirmation))).statusCode).toBe(400);
      expect(await emailOf(owner.id)).toBe(owner.email);
    });

    it('voids an earlier link with a new request', async () => {
      const owner = await claimedClient();
      const first = uniqueEmail('first');
      const second = uniqueEmail('second');
      await requestChange(owner, owner.id, { newEmail: first, currentPassword: PASSWORD });
      await requestChange(owner, owner.id, { newEmail: second, currentPassword: PASSWORD });
      const [firstMail] = await mail.to(first);
      const [secondMail] = await mail.to(second);
      if (!firstMail || !secondMail) throw new Error('confirmation mail missing');
      expect((await confirm(tokenOf(firstMail))).statusCode).toBe(400);
      expect((await confirm(tokenOf(secondMail))).statusCode).toBe(200);
      expect(await emailOf(owner.id)).toBe(second);
    });

    it('refuses the same email, a taken one, a Google-only account and a garbled link', async () => {
      const owner = await claimedClient();
      const same = await requestChange(owner, owner.id, {
        newEmail: owner.email,
        currentPassword: PASSWORD,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({ message: emailChangeMessages.sameEmail });

      const taken = await requestChange(owner, owner.id, {
        newEmail: 'coach@example.com',
        currentPassword: PASSWORD,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ message: serverMessages.emailTaken });

      const google = await insertUser(t.database.db, { role: 'client', trainerId: coach.id });
      await t.database.db
        .update(users)
        .set({ googleSub: `google-${randomUUID()}` })
        .where(eq(users.id, google.id));
      const googleOnly = await requestChange(asUser(google), google.id, {
        newEmail: uniqueEmail('google'),
        currentPassword: 'anything',
      });
      expect(googleOnly.statusCode).toBe(403);
      expect(googleOnly.json()).toMatchObject({
        message: serverMessages.emailChangeNeedsPassword,
      });

      const garbled = await call(null, 'POST', '/api/email-change/confirm', { token: 'short' });
      expect(garbled.statusCode).toBe(400);
      const extra = await requestChange(owner, owner.id, {
        newEmail: uniqueEmail('extra'),
        currentPassword: PASSWORD,
        userId: coach.id,
      });
      expect(extra.statusCode).toBe(400);
    });

    it('answers a confirmation for an address taken since the request with 409', async () => {
      const owner = await claimedClient();
      const newEmail = uniqueEmail('raced');
      await requestChange(owner, owner.id, { newEmail, currentPassword: PASSWORD });
      const [confirmation] = await mail.to(newEmail);
      if (!confirmation) throw new Error('no confirmation mail');
      await insertUser(t.database.db, { role: 'client', email: newEmail });
      const res = await confirm(tokenOf(confirmation));
      expect(res.statusCode).toBe(409);
      expect(await emailOf(owner.id)).toBe(owner.email);
    });

    it('is the client’s own: every other caller is refused', async () => {
      const owner = await claimedClient();
      const body = { newEmail: uniqueEmail('refused'), currentPassword: PASSWORD };
      const callers: [AuthUser | null, number][] = [
        [null, 401],
        [coach, 403],
        [otherTrainer, 403],
        [otherClient, 403],
        [admin, 403],
        [owner, 202],
      ];
      for (const [caller, status] of callers) {
        const res = await requestChange(caller, owner.id, body);
        expect({ caller: caller?.role ?? 'anonymous', status: res.statusCode }).toEqual({
          caller: caller?.role ?? 'anonymous',
          status,
        });
      }
      // Only the client's own request mailed the new address.
      expect(await mail.to(body.newEmail)).toHaveLength(1);
    });

    it('limits the requests of one account, wrong passwords included', async () => {
      const owner = await claimedClient();
      for (let i = 0; i < 5; i += 1) {
        const res = await requestChange(owner, owner.id, {
          newEmail: uniqueEmail('guess'),
          currentPassword: `guess-${i}`,
        });
        expect(res.statusCode).toBe(400);
      }
      const limited = await requestChange(owner, owner.id, {
        newEmail: uniqueEmail('guess'),
        currentPassword: PASSWORD,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });
});
