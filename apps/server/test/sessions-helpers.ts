import { parseSessionOp, sessionStateResponseSchema } from '@levelup/shared/session';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { AuthUser } from '../src/auth/access-token';
import type { Database } from '../src/db/connect';
import { workouts } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { insertUser } from './factories';
import {
  connectSocket,
  makeOp,
  nextMessage,
  request,
  type TestSocket,
  userByEmail,
} from './realtime-clients';
import type { TestContext } from './test-app';

/**
 * Seeds the demo gym and answers its accounts and first workout, with one more trainer who owns
 * nothing (for the refusals).
 */
export async function seedDemoGym(db: Database) {
  await seedDemoData(db);
  const coach = await userByEmail(db, 'coach@example.com');
  const admin = await userByEmail(db, 'admin@example.com');
  const client = await userByEmail(db, 'client@example.com');
  const other = await insertUser(db, { role: 'trainer' });
  const otherTrainer: AuthUser = { id: other.id, role: 'trainer' };
  const [workout] = await db.select().from(workouts);
  if (!workout) throw new Error('demo workout missing');
  return { coach, admin, client, otherTrainer, workoutId: workout.id };
}

/** A new session of `trainer` (POST /api/sessions with `body`). */
export async function createSession(t: TestContext, trainer: AuthUser, body: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: await t.authHeader(trainer),
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; joinCode: string };
}

/** `trainer` ends the session over HTTP (POST /api/sessions/{id}/end). */
export async function endSession(t: TestContext, trainer: AuthUser, sessionId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/sessions/${sessionId}/end`,
    headers: await t.authHeader(trainer),
  });
  expect(res.statusCode).toBe(200);
}

/** The session as GET /api/sessions/{id}/state answers it to `user`. */
export async function sessionState(t: TestContext, user: AuthUser, sessionId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sessions/${sessionId}/state`,
    headers: await t.authHeader(user),
  });
  expect(res.statusCode).toBe(200);
  return sessionStateResponseSchema.parse(res.json());
}

/**
 * Puts clients on a session's grid as the coach does from the available list (a `clients:add`
 * op applied by the server); answers the op's seq. New sessions start with nobody on the grid.
 */
export async function seatClients(
  t: TestContext,
  trainer: AuthUser,
  sessionId: string,
  clientIds: readonly string[],
) {
  const op = parseSessionOp(makeOp('clients:add', { clientIds }));
  if (!op) throw new Error('clients:add did not parse');
  const { seq } = await t.app.liveSessions.store.applyClientOp(sessionId, op, trainer.id);
  return seq;
}

/** A new cast screen id and its secret token (GET /cast/screen-id). */
export async function newScreenId(app: App) {
  const res = await app.inject({ method: 'GET', url: '/cast/screen-id' });
  expect(res.statusCode).toBe(200);
  return res.json() as { screenId: string; screenToken: string };
}

export type JoinedScreen = { screenId: string; screenToken: string; socket: TestSocket };

/** A new cast screen whose socket, on the server at `url`, has joined as that screen. */
export async function joinedScreen(app: App, url: string): Promise<JoinedScreen> {
  const screen = await newScreenId(app);
  const socket = await connectSocket(url, { screenToken: screen.screenToken });
  expect(await request(socket, 'cast:join', { screenId: screen.screenId })).toEqual({ ok: true });
  return { ...screen, socket };
}

/** The trainer pairs the screen with the session (POST /cast/connect). */
export async function castConnect(
  t: TestContext,
  trainer: AuthUser,
  screenId: string,
  sessionId: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/cast/connect',
    headers: await t.authHeader(trainer),
    payload: { screenId, sessionId },
  });
}

/** Pairs a joined screen with the session and waits until the screen is told. */
export async function pairScreen(
  t: TestContext,
  trainer: AuthUser,
  screen: JoinedScreen,
  sessionId: string,
) {
  const connected = nextMessage(screen.socket, 'cast:connect');
  const res = await castConnect(t, trainer, screen.screenId, sessionId);
  expect(res.statusCode).toBe(200);
  expect(await connected).toEqual({ sessionId });
}
