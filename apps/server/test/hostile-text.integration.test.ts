import { validationMessages } from '@levelup/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import {
  closeSocketsAfterAll,
  listen,
  makeOp,
  request,
  type TestSocket,
  userSocket,
} from './realtime-clients';
import { createSession, seatClients, seedDemoGym } from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

/**
 * Issue 28: text Postgres refuses (NUL, an unpaired surrogate) and year-0 dates are refused at
 * the door with the field's name, over HTTP and in a live op, and the refused request writes
 * nothing. The fuzz suite sends them to every field of every route and op; this holds the answer
 * a caller reads.
 */
describe.each(testDatabaseKinds)('hostile text at the door (%s)', (kind) => {
  const t = useTestApp(kind);
  let coach: AuthUser;
  let client: AuthUser;
  beforeAll(async () => {
    ({ coach, client } = await seedDemoGym(t.database.db));
  });

  const checkIn = async (body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${client.id}/lifestyle`,
      headers: await t.authHeader(client),
      payload: { sleep: 3, stress: 3, soreness: 3, bodyWeight: 80, ...body },
    });

  it('refuses a check-in dated year 0 with the date field named, and stores nothing', async () => {
    const res = await checkIn({ date: '0000-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({
      path: 'date',
      message: validationMessages.dateOutOfRange(1900, 2100),
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/users/${client.id}/lifestyle`,
      headers: await t.authHeader(client),
    });
    expect(list.json()).toEqual([]);
  });

  it.each([
    ['NUL', 'slept badly\u0000'],
    ['a lone high surrogate', 'slept \uD83D badly'],
    ['a lone low surrogate', '\uDE00'],
  ])('refuses a note holding %s with the field named', async (_name, note) => {
    const res = await checkIn({ date: '2026-11-26', noteToTrainer: note });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      issues: [{ path: 'noteToTrainer', message: validationMessages.unsafeText }],
    });
  });

  it('keeps every other character, emoji included', async () => {
    const res = await checkIn({ date: '2026-11-26', noteToTrainer: 'Knee 😬 better, Zoë’s tip' });
    expect(res.statusCode).toBe(201);
    expect(res.json().noteToTrainer).toBe('Knee 😬 better, Zoë’s tip');
  });

  it('refuses a trainer’s client notes with NUL (a text column)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: await t.authHeader(coach),
      payload: { firstName: 'Nul', notes: 'bad\u0000knee' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({
      path: 'notes',
      message: validationMessages.unsafeText,
    });
  });

  describe('in a live op', () => {
    const track = closeSocketsAfterAll();
    let socket: TestSocket;
    let sessionId: string;
    beforeAll(async () => {
      const url = await listen(t.app);
      sessionId = (await createSession(t, coach)).id;
      await seatClients(t, coach, sessionId, [client.id]);
      socket = track(await userSocket(t.app, url, coach));
      expect((await request(socket, 'session:join', { sessionId })).ok).toBe(true);
    });

    it('acks VALIDATION_FAILED naming the field, and the op never enters the log', async () => {
      const before = await t.app.liveSessions.store.readState(sessionId);
      const op = makeOp('note:add', { scope: 'trainee', userId: client.id, text: 'a\u0000b' });
      const ack = await request(socket, 'session:op', { sessionId, op });
      expect(ack).toMatchObject({
        ok: false,
        error: 'VALIDATION_FAILED',
        issues: [{ path: 'payload.text', message: validationMessages.unsafeText }],
      });
      const after = await t.app.liveSessions.store.readState(sessionId);
      expect(after.seq).toBe(before.seq);
      expect(socket.connected).toBe(true);
    });
  });
});
