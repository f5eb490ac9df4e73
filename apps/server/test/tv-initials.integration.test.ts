import { registrationMessages, userSchema } from '@levelup/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { asUser, insertUser } from './factories';
import { closeSocketsAfterAll, listen, makeOp, request, userSocket } from './realtime-clients';
import { createSession, sessionState } from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

// Issue 31: a client may choose to appear on the gym TV by their initials. The choice is saved on
// their profile and travels with them into a live session, where the TV reads it.
describe.each(testDatabaseKinds)('the TV name choice (%s)', (kind) => {
  const t = useTestApp(kind);
  let url: string;
  let coach: AuthUser;
  let shy: AuthUser;
  let open: AuthUser;
  const track = closeSocketsAfterAll();

  const put = async (by: AuthUser, id: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: await t.authHeader(by),
      payload,
    });
  const me = async (user: AuthUser) =>
    userSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/me', headers: await t.authHeader(user) })
      ).json(),
    );

  beforeAll(async () => {
    const db = t.database.db;
    coach = asUser(await insertUser(db, { role: 'trainer', firstName: 'Casey' }));
    shy = asUser(
      await insertUser(db, {
        role: 'client',
        firstName: 'Riley',
        lastName: 'Tan',
        trainerId: coach.id,
      }),
    );
    open = asUser(await insertUser(db, { role: 'client', firstName: 'Sam', trainerId: coach.id }));
    url = await listen(t.app);
  });

  it('shows the name by default, and saves the choice to hide it', async () => {
    expect(await me(shy)).toMatchObject({ showNameOnTv: true });
    const saved = await put(shy, shy.id, { showNameOnTv: false });
    expect(saved.statusCode).toBe(200);
    expect(userSchema.parse(saved.json())).toMatchObject({ showNameOnTv: false });
    expect(await me(shy)).toMatchObject({ showNameOnTv: false });
  });

  it('refuses a choice that is not yes or no, with the message', async () => {
    const res = await put(open, open.id, { showNameOnTv: 'maybe' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(registrationMessages.showNameOnTvNotBoolean);
    expect(await me(open)).toMatchObject({ showNameOnTv: true });
  });

  it("marks the session's client who chose initials, and only them", async () => {
    await put(shy, shy.id, { showNameOnTv: false });
    const { id } = await createSession(t, coach);
    const { state } = await sessionState(t, coach, id);
    const waiting = new Map(state.availableClients.map((c) => [c.id, c]));
    expect(waiting.get(shy.id)).toMatchObject({ firstName: 'Riley', tvInitials: true });
    expect(waiting.get(open.id)?.tvInitials).toBeUndefined();
  });

  it('carries the choice of a client put on the grid after the session started', async () => {
    const { id } = await createSession(t, coach);
    const late = asUser(
      await insertUser(t.database.db, {
        role: 'client',
        firstName: 'Lee',
        lastName: 'Park',
        trainerId: coach.id,
      }),
    );
    expect((await put(late, late.id, { showNameOnTv: false })).statusCode).toBe(200);

    const device = track(await userSocket(t.app, url, coach));
    expect((await request(device, 'session:join', { sessionId: id })).ok).toBe(true);
    const added = await request(device, 'session:op', {
      sessionId: id,
      op: makeOp('clients:add', { clientIds: [late.id, open.id] }),
    });
    expect(added.ok).toBe(true);

    const { state } = await sessionState(t, coach, id);
    const onGrid = new Map(state.clients.map((c) => [c.id, c]));
    expect(onGrid.get(late.id)).toMatchObject({
      firstName: 'Lee',
      lastInitial: 'P',
      tvInitials: true,
    });
    expect(onGrid.get(open.id)?.tvInitials).toBeUndefined();
  });
});
