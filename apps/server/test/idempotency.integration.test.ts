import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, serverMessages } from '@levelup/shared';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  challenges,
  clientProfiles,
  exercises,
  feedback,
  idempotencyKeys,
  importedSessions,
  lifestyleLogs,
  sessions,
  teams,
  workouts,
} from '../src/db/schema';
import {
  type CallerSetup,
  callRoute,
  routeTable,
  setUpCallers,
  statusMatches,
} from './access-callers';
import { routeAccess } from './access-matrix-cases';
import {
  type AccessFixtures,
  type AccessRequest,
  type Caller,
  callers,
  type RouteAccess,
} from './access-matrix-cases/route-access';
import { testDatabaseKinds, useTestApp } from './test-app';

/**
 * Issue 34: every create route takes an `Idempotency-Key`, so a double press or a retry creates
 * one record and both answers are the same. Each route is called as its access declaration
 * (`access-matrix-cases/<feature>.ts`) calls it, with a key added.
 */
type CreateRoute = {
  route: string;
  /** The caller who creates (the declaration answers them 201). */
  creator: Caller;
  /** The table one created record adds a row to. */
  table: PgTable;
  /** A request unlike the declaration's (the declaration's own when its body is fresh each time). */
  another?: (f: AccessFixtures) => Promise<AccessRequest>;
};

const creates: CreateRoute[] = [
  {
    route: 'POST /api/workouts',
    creator: 'trainer',
    table: workouts,
    another: async (f) => ({ body: { ...(f.workoutBody as object), workoutName: 'Another' } }),
  },
  { route: 'POST /api/clients', creator: 'trainer', table: clientProfiles },
  { route: 'POST /api/exercises', creator: 'trainer', table: exercises },
  {
    route: 'POST /api/sessions',
    creator: 'trainer',
    table: sessions,
    another: async (f) => ({ body: { workoutId: (await f.newWorkout()).id } }),
  },
  { route: 'POST /api/users/:id/feedback', creator: 'client', table: feedback },
  { route: 'POST /api/users/:id/lifestyle', creator: 'client', table: lifestyleLogs },
  { route: 'POST /api/clients/:id/lifestyle', creator: 'trainer', table: lifestyleLogs },
  // Each request is a file of its own (see access-matrix-cases/imports.ts): one session each.
  { route: 'POST /api/clients/:id/imports', creator: 'trainer', table: importedSessions },
  {
    route: 'POST /api/challenges',
    creator: 'trainer',
    table: challenges,
    another: async (f) => ({ body: { ...(f.challengeBody as object), name: 'Another challenge' } }),
  },
  {
    route: 'POST /api/teams',
    creator: 'trainer',
    table: teams,
    another: async (f) => ({ body: { ...(f.teamBody as object), name: 'Another team' } }),
  },
];

describe.each(testDatabaseKinds)('idempotent creates (%s)', (kind) => {
  const table = routeTable();
  const t = useTestApp(kind, {
    deps: { onRoute: table.onRoute, mailer: { send: async () => {} } },
  });
  let setup: CallerSetup;

  beforeAll(async () => {
    setup = await setUpCallers(t);
  });

  const declarationOf = (route: string): RouteAccess => {
    const declaration = routeAccess.find((d) => d.route === route);
    if (!declaration) throw new Error(`no access declaration for ${route}`);
    return declaration;
  };
  const requestOf = async (route: string) =>
    (await declarationOf(route).request?.(setup.fixtures)) ?? {};
  const rows = (of: PgTable) => t.database.db.$count(of);

  /** Calls the route as `caller`, with `key` as its Idempotency-Key when one is given. */
  async function send(route: string, caller: Caller, request: AccessRequest, key?: string) {
    const declaration = declarationOf(route);
    const headers: Record<string, string> =
      key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key };
    return callRoute(t.app, declaration, request, setup.bearer[caller], false, headers);
  }

  it('makes every create route idempotent, and only those', () => {
    const flagged = table.routes
      .filter((route) => route.config?.idempotent)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(flagged).toEqual(creates.map((c) => c.route).sort());
  });

  describe.each(creates.map((c) => [c.route, c] as const))('%s', (route, create) => {
    it('answers the same request sent twice with the first answer, and creates one record', async () => {
      const request = await requestOf(route);
      const key = randomUUID();
      const before = await rows(create.table);
      const first = await send(route, create.creator, request, key);
      const second = await send(route, create.creator, request, key);
      expect(first.statusCode, first.body).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.body).toBe(first.body);
      expect(second.headers['content-type']).toBe(first.headers['content-type']);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(await rows(create.table)).toBe(before + 1);
    });

    it('creates one record for two requests sent at once (a double press)', async () => {
      const request = await requestOf(route);
      const key = randomUUID();
      const before = await rows(create.table);
      const answers = await Promise.all([
        send(route, create.creator, request, key),
        send(route, create.creator, request, key),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
      expect(answers[1]?.body).toBe(answers[0]?.body);
      expect(await rows(create.table)).toBe(before + 1);
    });

    it('refuses the key sent again with another request (409), creating nothing', async () => {
      const key = randomUUID();
      const first = await send(route, create.creator, await requestOf(route), key);
      expect(first.statusCode, first.body).toBe(201);
      const before = await rows(create.table);
      const other = await (create.another?.(setup.fixtures) ?? requestOf(route));
      const reused = await send(route, create.creator, other, key);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({
        error: 'CONFLICT',
        message: serverMessages.idempotencyKeyReused,
      });
      expect(await rows(create.table)).toBe(before);
    });

    it("keeps a key to its caller: another caller's same key gets their own answer", async () => {
      const key = randomUUID();
      const first = await send(route, create.creator, await requestOf(route), key);
      expect(first.statusCode, first.body).toBe(201);
      const declared = declarationOf(route).expect;
      for (const caller of ['trainer', 'otherTrainer', 'admin', 'client'] as const) {
        if (caller === create.creator) continue;
        const theirs = await send(route, caller, await requestOf(route), key);
        expect(
          statusMatches(declared[caller], theirs.statusCode),
          `${caller}: ${theirs.body}`,
        ).toBe(true);
        expect(theirs.headers['idempotent-replayed']).toBeUndefined();
        expect(theirs.body).not.toBe(first.body);
      }
    });

    it('refuses a key that is no uuid (400), creating nothing', async () => {
      const before = await rows(create.table);
      for (const key of ['not-a-uuid', '', `${randomUUID()}, ${randomUUID()}`]) {
        const res = await send(route, create.creator, await requestOf(route), key);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error: 'VALIDATION_FAILED',
          message: serverMessages.idempotencyKeyInvalid,
          issues: [{ path: 'headers.idempotency-key' }],
        });
      }
      expect(await rows(create.table)).toBe(before);
    });

    it('answers every caller with a key as its access declaration says', async () => {
      const declaration = declarationOf(route);
      const wrong: string[] = [];
      for (const caller of callers) {
        const res = await send(route, caller, await requestOf(route), randomUUID());
        if (!statusMatches(declaration.expect[caller], res.statusCode)) {
          wrong.push(`${caller}: expected ${declaration.expect[caller]}, got ${res.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });

  it('keeps a key for a day: after that, the same key makes a new record', async () => {
    const route = 'POST /api/workouts';
    const request = await requestOf(route);
    const key = randomUUID();
    const first = await send(route, 'trainer', request, key);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotencyKeys.key, key));
    const later = await send(route, 'trainer', request, key);
    expect(later.statusCode).toBe(201);
    expect(later.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
  });

  it('keeps the answer of a refused request too: the repeat is refused the same way', async () => {
    const route = 'POST /api/clients';
    const request = await requestOf(route);
    expect((await send(route, 'trainer', request)).statusCode).toBe(201);
    // The same new client again: the email is taken.
    const key = randomUUID();
    const first = await send(route, 'trainer', request, key);
    const second = await send(route, 'trainer', request, key);
    expect(first.statusCode).toBe(409);
    expect([second.statusCode, second.body]).toEqual([409, first.body]);
  });
});
