import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@levelup/shared';
import {
  applyOp,
  inboundEventSchemas,
  parseSessionOp,
  type SessionState,
  sessionOpSchema,
} from '@levelup/shared/session';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import { sessionOps, sessions } from '../src/db/schema';
import { type CallerSetup, freshAddress, routeTable, setUpCallers } from './access-callers';
import {
  arbitraryFor,
  deepArray,
  deepObject,
  validFor,
  withOneHostileText,
} from './fuzz-arbitraries';
import {
  closeSocketsAfterAll,
  connectSocket,
  listen,
  request,
  type TestSocket,
} from './realtime-clients';
import { createSession, seatClients } from './sessions-helpers';
import { type TestContext, testDatabaseKinds, useTestApp } from './test-app';

/**
 * Issue 15's fuzz test: every route in the route table and every client-to-server socket event
 * gets input generated from its shared zod schema (mostly valid, with hostile fields) and a fixed
 * set of hostile requests; nothing may answer 5xx or an ack of INTERNAL, every refusal has the
 * error shape, the server stays healthy, and each session's state still equals a replay of its
 * op log. Seeded, so a failure replays the same way.
 */

const SEED = 20_261_115;
/** Well-formed requests per route and ops per type that each field is made hostile in, in turn. */
const HOSTILE_TEXT_SAMPLES = 2;
/** Generated requests per route and payloads per socket event; hostile cases come on top. */
const RUNS_PER_ROUTE = 12;
const RUNS_PER_EVENT = 16;
const OPS = 120;

type Sent = { label: string; res: LightMyRequestResponse };

/** Whether an answer keeps the contract: no 5xx; every 4xx is `{error, message, issues?}`. */
function breach({ label, res }: Sent, method: string): string | null {
  if (res.statusCode >= 500) return `${label}: ${res.statusCode} ${res.body.slice(0, 200)}`;
  // A HEAD answer has no body by definition.
  if (res.statusCode < 400 || method === 'HEAD') return null;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${label}: ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 200)}`;
  }
  return apiErrorSchema.safeParse(body).success
    ? null
    : `${label}: ${res.statusCode} without the error shape: ${res.body.slice(0, 200)}`;
}

const safeSegment = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8; send the bytes a broken client would.
    return '%ED%A0%80';
  }
};

function filledUrl(path: string, params: unknown, query: unknown) {
  const values = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  const url = path
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => safeSegment(values[name] ?? name))
    .replace('*', 'api/me');
  const search =
    query && typeof query === 'object' && !Array.isArray(query)
      ? Object.entries(query as Record<string, unknown>)
          .map(([key, value]) => `${safeSegment(key)}=${safeSegment(value)}`)
          .join('&')
      : '';
  return `${url.startsWith('/') ? url : `/${url}`}${search ? `?${search}` : ''}`;
}

/** Raw requests no schema produces: sizes, encodings, content types, prototype keys. */
const hostileBodies: { name: string; contentType: string; payload: string | Buffer }[] = [
  { name: '1 MB string', contentType: 'application/json', payload: `"${'a'.repeat(1_100_000)}"` },
  {
    name: 'big field',
    contentType: 'application/json',
    payload: `{"email":"${'a'.repeat(900_000)}"}`,
  },
  {
    name: '__proto__',
    contentType: 'application/json',
    payload: '{"__proto__":{"polluted":true}}',
  },
  {
    name: 'constructor.prototype',
    contentType: 'application/json',
    payload: '{"constructor":{"prototype":{"polluted":true}}}',
  },
  { name: 'deep array', contentType: 'application/json', payload: deepArray(50_000) },
  { name: 'deep object', contentType: 'application/json', payload: deepObject(10_000) },
  { name: 'text/plain', contentType: 'text/plain', payload: 'hello' },
  { name: 'xml', contentType: 'application/xml', payload: '<a/>' },
  {
    name: 'multipart',
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\n\r\n--x--',
  },
  {
    name: 'invalid UTF-8',
    contentType: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
  },
  { name: 'latin1 charset', contentType: 'application/json; charset=latin1', payload: '{"a":"é"}' },
  { name: 'truncated', contentType: 'application/json', payload: '{"a":' },
  { name: 'NaN', contentType: 'application/json', payload: 'NaN' },
  { name: 'huge number', contentType: 'application/json', payload: '{"kg":1e999,"reps":-1e999}' },
  { name: 'array for object', contentType: 'application/json', payload: '[{"email":"a@b.test"}]' },
  { name: 'empty', contentType: 'application/json', payload: '' },
  { name: 'null', contentType: 'application/json', payload: 'null' },
];

const hostileParams = ['%E0%A4%A', 'x'.repeat(3000), '..%2F..%2Fetc%2Fpasswd', '%00', '__proto__'];
const hostileQuery = `__proto__[polluted]=1&constructor[prototype][polluted]=1&redirect=${'x'.repeat(5000)}&redirect=a&search=%ff`;

describe.each(testDatabaseKinds)('fuzzing every route and socket event (%s)', (kind) => {
  const table = routeTable();
  const t = useTestApp(kind, {
    deps: { onRoute: table.onRoute, mailer: { send: async () => {} } },
  });
  let setup: CallerSetup;
  let ids: string[];
  /** Sessions whose state must still equal a replay of their log, with the state they began with. */
  const watched = new Map<string, SessionState>();

  async function watchedSession(ctx: TestContext, trainer: AuthUser, clientId: string) {
    const created = await createSession(ctx, trainer);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, created.id));
    if (!row) throw new Error('session missing');
    watched.set(created.id, row.state as SessionState);
    await seatClients(ctx, trainer, created.id, [clientId]);
    return created;
  }

  beforeAll(async () => {
    setup = await setUpCallers(t);
    const { trainer, client } = setup.people;
    const first = await watchedSession(t, trainer, client.id);
    const second = await watchedSession(t, trainer, client.id);
    const workout = await setup.fixtures.newWorkout();
    const screen = await setup.fixtures.newScreen();
    ids = [
      first.id,
      second.id,
      first.joinCode,
      workout.id,
      client.id,
      trainer.id,
      setup.fixtures.exerciseId,
      screen.screenId,
      randomUUID(),
    ];
  });

  it('answers every route’s generated and hostile requests with 2xx-4xx and the error shape', async () => {
    const breaches: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    const send = async (label: string, options: InjectOptions & { method: string }) => {
      const res = await t.app.inject(options as InjectOptions);
      sent += 1;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const wrong = breach({ label, res }, options.method);
      if (wrong) breaches.push(wrong);
    };
    const tokens = [setup.bearer.trainer, setup.bearer.admin, setup.bearer.client, null];
    const routes = table.routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method: String(method).toUpperCase(),
        url: route.url,
        schema: (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown },
      })),
    );

    for (const [index, route] of routes.entries()) {
      const headersFor = (token: string | null) => ({
        'x-forwarded-for': freshAddress(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      });
      const generated = fc.sample(
        fc.record({
          params: route.schema.params ? arbitraryFor(route.schema.params, ids) : fc.constant({}),
          query: route.schema.querystring
            ? arbitraryFor(route.schema.querystring, ids)
            : fc.constant({}),
          body: route.schema.body ? arbitraryFor(route.schema.body, ids) : fc.constant(undefined),
          token: fc.constantFrom(...tokens),
        }),
        { seed: SEED + index, numRuns: route.method === 'HEAD' ? 3 : RUNS_PER_ROUTE },
      );
      for (const sample of generated) {
        const payload = sample.body === undefined ? undefined : JSON.stringify(sample.body);
        await send(`${route.method} ${route.url} ${payload?.slice(0, 120) ?? ''}`, {
          method: route.method,
          url: filledUrl(route.url, sample.params, sample.query),
          headers: {
            ...headersFor(sample.token),
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(payload === undefined ? {} : { payload }),
        });
      }

      const trainerHeaders = () => headersFor(setup.bearer.trainer);
      const realParams = Object.fromEntries(
        [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => [m[1], ids[0]]),
      );
      // Fastify answers HEAD from the GET handler, without a body: the GET's fuzzing covers it.
      if (route.method === 'HEAD') continue;
      for (const hostile of hostileBodies) {
        await send(`${route.method} ${route.url} [${hostile.name}]`, {
          method: route.method,
          url: filledUrl(route.url, realParams, {}),
          headers: { ...trainerHeaders(), 'content-type': hostile.contentType },
          payload: hostile.payload,
        });
      }
      await send(`${route.method} ${route.url} [hostile query]`, {
        method: route.method,
        url: `${filledUrl(route.url, realParams, {})}?${hostileQuery}`,
        headers: trainerHeaders(),
      });
      if (route.url.includes(':')) {
        for (const param of hostileParams) {
          await send(`${route.method} ${route.url} [param ${param.slice(0, 20)}]`, {
            method: route.method,
            url: route.url.replace(/:([A-Za-z0-9_]+)/g, param),
            headers: trainerHeaders(),
          });
        }
      }
    }

    const spread = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.info(
      `fuzz (${kind}): ${sent} requests over ${routes.length} routes (${spread.join(', ')})`,
    );
    expect(breaches, breaches.join('\n')).toEqual([]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('answers hostile text and out-of-range dates in every field of every route with a 4xx', async () => {
    const breaches: string[] = [];
    let sent = 0;
    let refused = 0;
    for (const [index, route] of table.routes.entries()) {
      const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
      if (method === 'HEAD') continue;
      const schema = (route.schema ?? {}) as {
        params?: unknown;
        querystring?: unknown;
        body?: unknown;
      };
      const parts = (['params', 'querystring', 'body'] as const).filter((part) => schema[part]);
      if (parts.length === 0) continue;
      const samples = fc.sample(
        fc.record({
          params: schema.params ? validFor(schema.params, ids) : fc.constant({}),
          querystring: schema.querystring ? validFor(schema.querystring, ids) : fc.constant({}),
          body: schema.body ? validFor(schema.body, ids) : fc.constant(undefined),
        }),
        { seed: SEED + 3000 + index, numRuns: HOSTILE_TEXT_SAMPLES },
      );
      for (const sample of samples) {
        for (const part of parts) {
          for (const variant of withOneHostileText(sample[part])) {
            const request = { ...sample, [part]: variant };
            const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
            const label = `${method} ${route.url} ${part} ${JSON.stringify(variant).slice(0, 160)}`;
            const res = await t.app.inject({
              method: method as InjectOptions['method'],
              url: filledUrl(route.url, request.params, request.querystring),
              headers: {
                'x-forwarded-for': freshAddress(),
                authorization: `Bearer ${setup.bearer.admin}`,
                ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(payload === undefined ? {} : { payload }),
            });
            sent += 1;
            if (res.statusCode >= 400 && res.statusCode < 500) refused += 1;
            const wrong = breach({ label, res }, method);
            if (wrong) breaches.push(wrong);
          }
        }
      }
    }
    console.info(`fuzz (${kind}): ${sent} hostile-text requests, ${refused} refused with a 4xx`);
    expect(breaches, breaches.join('\n')).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  });

  describe('socket events', () => {
    let url: string;
    const track = closeSocketsAfterAll();
    let sessionId: string;

    beforeAll(async () => {
      url = await listen(t.app);
      sessionId = (await watchedSession(t, setup.people.trainer, setup.people.client.id)).id;
      ids.push(sessionId);
    });

    /** Every ack is `{ok: true, ...}` or `{ok: false, error, message}`, never INTERNAL. */
    function ackBreach(label: string, ack: unknown): string | null {
      if (!ack || typeof ack !== 'object') return `${label}: ack ${String(ack)}`;
      const { ok, error, message } = ack as { ok?: unknown; error?: unknown; message?: unknown };
      if (ok === true) return null;
      if (ok !== false || typeof error !== 'string' || typeof message !== 'string') {
        return `${label}: malformed ack ${JSON.stringify(ack).slice(0, 200)}`;
      }
      return error === 'INTERNAL' ? `${label}: INTERNAL ${message}` : null;
    }

    it('acks every generated and hostile payload of every event, and keeps the log replayable', async () => {
      const socket: TestSocket = track(await connectSocket(url, setup.socketAuth.trainer));
      expect((await request(socket, 'session:join', { sessionId })).ok).toBe(true);
      const breaches: string[] = [];
      let emitted = 0;
      const emit = async (event: string, payload: unknown) => {
        const label = `${event} ${JSON.stringify(payload)?.slice(0, 120)}`;
        try {
          const wrong = ackBreach(label, await request(socket, event, payload));
          if (wrong) breaches.push(wrong);
        } catch (error) {
          breaches.push(`${label}: no ack (${String(error)})`);
        }
        emitted += 1;
      };

      const state = (await request(socket, 'session:join', { sessionId })).state as SessionState;
      const liveIds = [
        ...ids,
        ...state.clients.map((c) => c.id),
        ...state.availableClients.map((c) => c.id),
        ...state.exercises.map((e) => e.id),
        ...state.phases.map((p) => p.id),
      ];
      const withSession = (payload: unknown) =>
        payload && typeof payload === 'object' && !Array.isArray(payload)
          ? { ...payload, sessionId }
          : payload;

      for (const [index, [event, schema]] of Object.entries(inboundEventSchemas).entries()) {
        const samples = fc.sample(fc.tuple(arbitraryFor(schema, liveIds), fc.boolean()), {
          seed: SEED + 1000 + index,
          numRuns: RUNS_PER_EVENT,
        });
        for (const [payload, ownSession] of samples) {
          await emit(event, ownSession ? withSession(payload) : payload);
        }
        for (const hostile of [
          undefined,
          'session',
          42,
          [sessionId],
          JSON.parse(`{"sessionId":"${sessionId}","__proto__":{"polluted":true}}`),
          JSON.parse(deepArray(2000)),
          { sessionId, op: JSON.parse(deepObject(2000)) },
          { sessionId: 'x'.repeat(100_000) },
        ]) {
          await emit(event, hostile);
        }
      }

      const ops = fc.sample(arbitraryFor(sessionOpSchema, liveIds), {
        seed: SEED + 2000,
        numRuns: OPS,
      });
      for (const op of ops) {
        // Ending the session would leave nothing for the rest to change; the matrix covers it.
        if ((op as { type?: unknown } | null)?.type === 'session:end') continue;
        await emit('session:op', { sessionId, op });
      }

      console.info(`fuzz (${kind}): ${emitted} socket events`);
      expect(breaches, breaches.join('\n')).toEqual([]);
      expect(socket.connected).toBe(true);
    });

    it('acks every op with hostile text or an out-of-range date in any field, never INTERNAL', async () => {
      const socket: TestSocket = track(await connectSocket(url, setup.socketAuth.trainer));
      const joined = await request(socket, 'session:join', { sessionId });
      const state = joined.state as SessionState;
      const liveIds = [
        ...ids,
        ...state.clients.map((c) => c.id),
        ...state.exercises.map((e) => e.id),
        ...state.phases.map((p) => p.id),
      ];
      const breaches: string[] = [];
      let emitted = 0;
      for (const [index, option] of sessionOpSchema.def.options.entries()) {
        const samples = fc.sample(validFor(option, liveIds), {
          seed: SEED + 4000 + index,
          numRuns: HOSTILE_TEXT_SAMPLES,
        });
        for (const sample of samples) {
          const op = sample as { type?: unknown; id?: unknown; payload?: unknown };
          if (op.type === 'session:end') continue;
          for (const payload of withOneHostileText(op.payload)) {
            const sent = { ...op, id: randomUUID(), payload };
            const label = `session:op ${JSON.stringify(sent).slice(0, 160)}`;
            const wrong = ackBreach(
              label,
              await request(socket, 'session:op', { sessionId, op: sent }),
            );
            if (wrong) breaches.push(wrong);
            emitted += 1;
          }
        }
      }
      console.info(`fuzz (${kind}): ${emitted} ops with hostile text, 0 INTERNAL wanted`);
      expect(breaches, breaches.join('\n')).toEqual([]);
      expect(emitted).toBeGreaterThan(100);
      expect(socket.connected).toBe(true);
    });

    it('survives a message over the size limit', async () => {
      const socket = track(await connectSocket(url, setup.socketAuth.trainer));
      const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
      socket.emit('session:op', { sessionId, op: 'x'.repeat(1_100_000) });
      await closed;
      const again = track(await connectSocket(url, setup.socketAuth.trainer));
      expect((await request(again, 'session:join', { sessionId })).ok).toBe(true);
    });

    it('leaves every watched session equal to a replay of its op log', async () => {
      for (const [id, initial] of watched) {
        const rows = await t.database.db
          .select({ seq: sessionOps.seq, op: sessionOps.op })
          .from(sessionOps)
          .where(eq(sessionOps.sessionId, id))
          .orderBy(asc(sessionOps.seq));
        expect(rows.map((r) => r.seq)).toEqual(rows.map((_r, i) => i + 1));
        const replayed = rows.reduce<SessionState>((state, row) => {
          const op = parseSessionOp(row.op);
          return op ? applyOp(state, op) : state;
        }, initial);
        const served = await t.app.liveSessions.store.readState(id);
        expect(served.seq).toBe(rows.length);
        expect(served.state).toEqual(replayed);
      }
    });
  });
});
