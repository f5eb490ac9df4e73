import { randomUUID } from 'node:crypto';
import { SCREEN_TOKEN_HEADER, storedWorkoutSchema, toWorkoutDraft } from '@levelup/shared';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { SignJWT } from 'jose';
import type { App } from '../src/app';
import type { AuthUser } from '../src/auth/access-token';
import { exercises, users } from '../src/db/schema';
import type {
  AccessFixtures,
  AccessRequest,
  Caller,
  ExpectedStatus,
  RouteAccess,
} from './access-matrix-cases/route-access';
import { insertUser } from './factories';
import {
  castConnect,
  createSession,
  newScreenId,
  seatClients,
  seedDemoGym,
} from './sessions-helpers';
import { TEST_JWT_SECRET, type TestContext } from './test-app';

/** The demo client's password (the seed's). */
const CLIENT_PASSWORD = 'client1234';

let addressCounter = 0;
/** A fresh client address per request, so no per-address limit ever counts two calls. */
export function freshAddress() {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Collects the route table as the app is built (`deps.onRoute`). */
export function routeTable() {
  const routes: RouteOptions[] = [];
  /** The source file that registered each route (`'GET /api/me'` to `auth/routes.ts`). */
  const origins = new Map<string, string>();
  return {
    onRoute: (route: RouteOptions) => {
      routes.push(route);
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 60;
      const stack = new Error().stack ?? '';
      Error.stackTraceLimit = limit;
      const origin = /apps\/server\/src\/([\w-]+\/[\w.-]+\.ts)/.exec(
        stack.split('\n').find((line) => /apps\/server\/src\/(?!app\.ts)/.test(line)) ?? '',
      )?.[1];
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        origins.set(`${method.toUpperCase()} ${route.url}`, origin ?? 'app.ts');
      }
    },
    origins,
    /** `'METHOD /path'` of every route, HEAD routes Fastify adds for each GET left out. */
    keys(): string[] {
      const keys = routes.flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map(
          (method) => `${method.toUpperCase()} ${route.url}`,
        ),
      );
      const all = new Set(keys);
      return [...all].filter(
        (key) => !(key.startsWith('HEAD ') && all.has(`GET ${key.slice('HEAD '.length)}`)),
      );
    },
    routes,
  };
}

/** The token or socket auth of each caller, and the fixtures declarations ask for. */
export type CallerSetup = {
  fixtures: AccessFixtures;
  /** The bearer token a caller sends, or null (anonymous). */
  bearer: Record<Caller, string | null>;
  /** The handshake `auth` a caller's socket sends (the protocol version is added). */
  socketAuth: Record<Caller, Record<string, unknown>>;
  /** The fixtures' live session (with the client on its grid) and the screen paired with it. */
  session: { id: string; joinCode: string };
  screen: { screenId: string; screenToken: string };
  people: Record<'client' | 'trainer' | 'admin', AuthUser>;
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The intake wizard's body for a new client (spec 2, section 5). */
function clientBody() {
  return {
    name: 'Jordan Avery Lee',
    gender: 'female',
    email: `matrix-${randomUUID()}@test.local`,
    age: 34,
    weightKg: 64.5,
    fastLevel: 'beginner',
    thoracicScore: 3,
    ankleMobility: 4,
    workType: 'sedentary',
    motivationLevel: 'B',
    goals: ['build-strength'],
    injuries: [],
    averageSleep: 7,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
let checkInDays = 0;
/** A check-in on a past day no other call uses (one check-in per person and day). */
function checkInBody() {
  checkInDays += 1;
  return {
    date: new Date(Date.now() - (checkInDays + 1) * DAY_MS).toISOString(),
    sleep: 3,
    stress: 2,
    soreness: 1,
    bodyWeight: 80,
  };
}

/** A challenge any trainer may create: volume needs no exercise. */
const CHALLENGE_BODY = {
  name: 'November volume',
  metric: 'volume',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
};

/** A team any trainer may create: a name and a colour of the palette. */
const TEAM_BODY = { name: 'Red Rockets', colorHex: '#e8453c' };

/** Seeds the demo gym and the callers of the access matrix (see `callers`). */
export async function setUpCallers(t: TestContext): Promise<CallerSetup> {
  const db = t.database.db;
  const gym = await seedDemoGym(db);
  const { coach: trainer, client, admin, otherTrainer } = gym;
  const superadmin = await insertUser(db, { role: 'superadmin' });
  const otherClient = await insertUser(db, { role: 'client', trainerId: otherTrainer.id });
  const trainerless = await insertUser(db, { role: 'client', trainerId: null });
  const disabled = await insertUser(db, { role: 'trainer' });
  const disabledToken = await t.app.accessTokens.sign({ id: disabled.id, role: 'trainer' });
  await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
  const deleted = await insertUser(db, { role: 'trainer' });
  const deletedToken = await t.app.accessTokens.sign({ id: deleted.id, role: 'trainer' });
  await db.delete(users).where(eq(users.id, deleted.id));
  const [clientRow] = await db.select().from(users).where(eq(users.id, client.id));
  const [exercise] = await db.select({ id: exercises.id }).from(exercises).limit(1);
  if (!clientRow || !exercise) throw new Error('demo gym incomplete');

  const demoWorkout = await t.app.inject({
    method: 'GET',
    url: `/api/workouts/${gym.workoutId}`,
    headers: await t.authHeader(admin),
  });
  const workoutBody = toWorkoutDraft(storedWorkoutSchema.parse(demoWorkout.json()));

  const sign = (user: AuthUser) => t.app.accessTokens.sign(user);
  const claims = (user: AuthUser) =>
    new SignJWT({ role: user.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('levelup')
      .setAudience('levelup-api');
  const nowSeconds = Math.floor(Date.now() / 1000);
  const forged = await claims({ id: admin.id, role: 'superadmin' })
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
  const expired = await claims(trainer)
    .setIssuedAt(nowSeconds - 600)
    .setExpirationTime(nowSeconds - 300)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
    sub: admin.id,
    role: 'superadmin',
    iss: 'levelup',
    aud: 'levelup-api',
    exp: nowSeconds + 300,
  })}.`;

  const newSession = async () => {
    const session = await createSession(t, trainer);
    await seatClients(t, trainer, session.id, [client.id]);
    return session;
  };
  const session = await newSession();
  const screen = await newScreenId(t.app);
  const paired = await castConnect(t, trainer, screen.screenId, session.id);
  if (paired.statusCode !== 200) throw new Error(`pairing failed: ${paired.body}`);

  const fixtures: AccessFixtures = {
    client: { id: client.id, email: clientRow.email, password: CLIENT_PASSWORD },
    trainer: { id: trainer.id },
    otherTrainer: { id: otherTrainer.id },
    exerciseId: exercise.id,
    workoutBody,
    newSession,
    async newWorkout() {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/workouts',
        headers: await t.authHeader(trainer),
        payload: workoutBody,
      });
      if (res.statusCode !== 201) throw new Error(`workout not created: ${res.body}`);
      return res.json() as { id: string };
    },
    newScreen: () => newScreenId(t.app),
    unique: () => randomUUID(),
    clientBody,
    async newClient() {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/clients',
        headers: await t.authHeader(trainer),
        payload: clientBody(),
      });
      if (res.statusCode !== 201) throw new Error(`client not created: ${res.body}`);
      return res.json() as { id: string };
    },
    async newEndedSession() {
      const created = await createSession(t, trainer);
      const joined = await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${created.joinCode}/join`,
        headers: await t.authHeader(client),
      });
      if (joined.statusCode !== 200) throw new Error(`client did not join: ${joined.body}`);
      const ended = await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${created.id}/end`,
        headers: await t.authHeader(trainer),
      });
      if (ended.statusCode !== 200) throw new Error(`session not ended: ${ended.body}`);
      return { id: created.id };
    },
    checkInBody,
    async newCheckIn() {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/users/${client.id}/lifestyle`,
        headers: await t.authHeader(client),
        payload: checkInBody(),
      });
      if (res.statusCode !== 201) throw new Error(`check-in not made: ${res.body}`);
      return res.json() as { id: string };
    },
    challengeBody: CHALLENGE_BODY,
    async newChallenge() {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/challenges',
        headers: await t.authHeader(trainer),
        payload: CHALLENGE_BODY,
      });
      if (res.statusCode !== 201) throw new Error(`challenge not created: ${res.body}`);
      return res.json() as { id: string };
    },
    teamBody: TEAM_BODY,
    async newTeam() {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/teams',
        headers: await t.authHeader(trainer),
        payload: TEAM_BODY,
      });
      if (res.statusCode !== 201) throw new Error(`team not created: ${res.body}`);
      return res.json() as { id: string };
    },
  };

  const bearer: Record<Caller, string | null> = {
    anonymous: null,
    client: await sign(client),
    otherClient: await sign({ id: otherClient.id, role: 'client' }),
    trainerlessClient: await sign({ id: trainerless.id, role: 'client' }),
    trainer: await sign(trainer),
    otherTrainer: await sign(otherTrainer),
    admin: await sign(admin),
    superadmin: await sign({ id: superadmin.id, role: 'superadmin' }),
    screen: screen.screenToken,
    forged,
    expired,
    algNone,
    deletedUser: deletedToken,
    disabledUser: disabledToken,
  };
  const socketAuth = Object.fromEntries(
    Object.entries(bearer).map(([caller, token]) => [
      caller,
      caller === 'screen' ? { screenToken: token } : token === null ? {} : { token },
    ]),
  ) as Record<Caller, Record<string, unknown>>;

  return {
    fixtures,
    bearer,
    socketAuth,
    session,
    screen,
    people: { client, trainer, admin },
  };
}

/** The path with its `:name` parameters filled from the request. */
export function fillPath(route: string, request: AccessRequest): string {
  const param = (name: string) => {
    const value = request.params?.[name];
    if (value === undefined) {
      throw new Error(`${route}: the declaration's request gives no value for :${name}`);
    }
    return value;
  };
  const filled = route
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(param(name)))
    .replace('*', () => param('*'));
  return filled.startsWith('/') ? filled : `/${filled}`;
}

/**
 * Calls a declared route as `bearer` would. A screen (`asScreen`) also sends its token in the
 * header the screen's own routes read (`GET /cast/screen-session`), as a TV does. `headers` are
 * sent as well (an Idempotency-Key).
 */
export async function callRoute(
  app: App,
  declaration: RouteAccess,
  request: AccessRequest,
  bearer: string | null,
  asScreen = false,
  headers: Record<string, string> = {},
) {
  const [method, path] = declaration.route.split(' ') as [string, string];
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  return app.inject({
    method: method as 'GET',
    url: `${fillPath(path, request)}${query}`,
    headers: {
      'x-forwarded-for': freshAddress(),
      ...(bearer === null ? {} : { authorization: `Bearer ${bearer}` }),
      ...(asScreen && bearer !== null ? { [SCREEN_TOKEN_HEADER]: bearer } : {}),
      ...headers,
    },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
}

export function statusMatches(expected: ExpectedStatus, actual: number) {
  if (expected === '2xx') return actual >= 200 && actual < 300;
  if (expected === '4xx') return actual >= 400 && actual < 500;
  return expected === actual;
}
