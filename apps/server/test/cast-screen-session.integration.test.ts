import { socketMessages } from '@levelup/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { castConnect, createSession, newScreenId, seedDemoGym } from './sessions-helpers';
import { testDatabaseKinds, useTestApp } from './test-app';

describe.each(testDatabaseKinds)('GET /cast/screen-session (%s)', (kind) => {
  const t = useTestApp(kind);
  let coach: AuthUser;

  beforeAll(async () => {
    ({ coach } = await seedDemoGym(t.database.db));
  });

  const ask = (screenToken?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/cast/screen-session',
      headers: screenToken === undefined ? {} : { 'x-screen-token': screenToken },
    });

  it('tells a paired screen its session and the join code for the join QR', async () => {
    const screen = await newScreenId(t.app);
    const session = await createSession(t, coach);
    expect((await castConnect(t, coach, screen.screenId, session.id)).statusCode).toBe(200);
    const res = await ask(screen.screenToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sessionId: session.id, joinCode: session.joinCode });
  });

  it('answers 404 to a screen that is not paired', async () => {
    const screen = await newScreenId(t.app);
    const res = await ask(screen.screenToken);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(socketMessages.notPaired);
  });

  it('answers 401 without a screen token or with one it does not know, and a user token is no use', async () => {
    expect((await ask()).statusCode).toBe(401);
    const unknown = await ask('not-a-screen-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(socketMessages.unknownScreen);
    const withUser = await t.app.inject({
      method: 'GET',
      url: '/cast/screen-session',
      headers: await t.authHeader(coach),
    });
    expect(withUser.statusCode).toBe(401);
  });
});
