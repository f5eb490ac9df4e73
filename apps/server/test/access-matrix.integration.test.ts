import { randomUUID } from 'node:crypto';
import { inboundEventSchemas } from '@levelup/shared/session';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CallerSetup,
  callRoute,
  routeTable,
  setUpCallers,
  statusMatches,
} from './access-callers';
import { eventAccess, routeAccess } from './access-matrix-cases';
import { type Caller, callers, type EventAccess } from './access-matrix-cases/route-access';
import {
  closeSocketsAfterAll,
  connectSocket,
  listen,
  request,
  type TestSocket,
} from './realtime-clients';
import { testDatabaseKinds, useTestApp } from './test-app';

/**
 * Issue 15's access matrix: every route in Fastify's route table and every client-to-server
 * socket event has a declared answer for every caller (`access-matrix-cases/<feature>.ts`,
 * gathered in `access-matrix-cases/index.ts`), and gets it.
 */

/** What to add, and where, for a route without a declaration. */
function howToDeclare(route: string, registeredIn: string) {
  const feature = registeredIn.includes('/') ? registeredIn.split('/')[0] : 'http';
  const name = `${feature.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())}Access`;
  const file = `apps/server/test/access-matrix-cases/${feature}.ts`;
  return [
    `No access declaration for ${route} (registered in apps/server/src/${registeredIn}).`,
    `Add to the array \`${name}\` in ${file}:`,
    `  { route: '${route}', request: async (f) => ({ params: {...}, body: {...} }), expect: ownerAndAdmins(200) },`,
    '`expect` gives the status of every caller (see `callers` in apps/server/test/access-matrix-cases/route-access.ts); start',
    'from everyCaller(s), anySignedIn(s), trainersAndAbove(s) or ownerAndAdmins(s) there and override the callers',
    `that differ: { ...trainersAndAbove(200), otherTrainer: 403 }. If ${file} does not exist yet, create it`,
    `(\`export const ${name}: RouteAccess[] = [...]\`) and add \`...${name},\` to apps/server/test/access-matrix-cases/index.ts.`,
  ].join('\n');
}

const table = routeTable();

describe.each(testDatabaseKinds)('access matrix (%s)', (kind) => {
  const t = useTestApp(kind, {
    deps: { onRoute: table.onRoute, mailer: { send: async () => {} } },
  });
  let setup: CallerSetup;

  beforeAll(async () => {
    setup = await setUpCallers(t);
  });

  it('has a declaration for every route in the route table, and none for a route that is gone', () => {
    const declared = new Set(routeAccess.map((d) => d.route));
    const registered = table.keys();
    expect(registered.length).toBeGreaterThan(0);
    const missing = registered
      .filter((route) => !declared.has(route))
      .map((route) => howToDeclare(route, table.origins.get(route) ?? 'app.ts'));
    expect(missing, missing.join('\n\n')).toEqual([]);
    const stale = [...declared].filter((route) => !registered.includes(route));
    expect(stale, `declared but not registered (remove or rename): ${stale.join(', ')}`).toEqual(
      [],
    );
    expect(routeAccess.length, 'a route declared twice').toBe(declared.size);
  });

  it.each(routeAccess.map((d) => [d.route, d] as const))(
    '%s answers each caller as declared',
    async (_route, declaration) => {
      const wrong: string[] = [];
      for (const caller of callers) {
        const requestFor = await (declaration.request?.(setup.fixtures) ?? {});
        const res = await callRoute(
          t.app,
          declaration,
          requestFor,
          setup.bearer[caller],
          caller === 'screen',
        );
        const expected = declaration.expect[caller];
        if (!statusMatches(expected, res.statusCode)) {
          wrong.push(
            `${caller}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
        expect(res.statusCode, `${declaration.route} as ${caller} answered 5xx`).toBeLessThan(500);
      }
      expect(wrong, `${declaration.route}\n${wrong.join('\n')}`).toEqual([]);
    },
  );

  describe('socket events', () => {
    let url: string;
    const track = closeSocketsAfterAll();
    beforeAll(async () => {
      url = await listen(t.app);
    });

    it('has a declaration for every client-to-server event the server listens to', async () => {
      const declared = eventAccess.map((d) => d.event).sort();
      expect(declared).toEqual(Object.keys(inboundEventSchemas).sort());
      // What a live socket of the server really listens to.
      const socket = track(await connectSocket(url, setup.socketAuth.trainer));
      const serverSide = [...t.app.liveSessions.io.of('/').sockets.values()].find(
        (s) => s.id === socket.id,
      );
      const listened = (serverSide?.eventNames() ?? [])
        .map(String)
        .filter((name) => !['disconnect', 'disconnecting', 'error'].includes(name))
        .sort();
      const undeclared = listened.filter((event) => !declared.includes(event));
      expect(
        undeclared,
        `socket events without a declaration: add them to apps/server/test/access-matrix-cases/realtime.ts (${undeclared.join(', ')})`,
      ).toEqual([]);
      socket.close();
    });

    async function answerOf(caller: Caller, declaration: EventAccess): Promise<string> {
      let socket: TestSocket;
      try {
        socket = track(await connectSocket(url, setup.socketAuth[caller]));
      } catch {
        return 'refused';
      }
      try {
        const fixtures = {
          sessionId: setup.session.id,
          screenId: setup.screen.screenId,
          harmlessOp: () => ({ id: randomUUID(), type: 'set:current', payload: { set: 2 } }),
        };
        if (declaration.joinFirst) {
          await request(socket, 'session:join', { sessionId: setup.session.id });
        }
        const ack = await request(socket, declaration.event, declaration.payload(fixtures));
        return ack.ok === true ? 'ok' : String(ack.error);
      } finally {
        socket.close();
      }
    }

    it.each(eventAccess.map((d) => [d.event, d] as const))(
      '%s answers each caller as declared',
      async (_event, declaration) => {
        const wrong: string[] = [];
        for (const caller of callers) {
          const answer = await answerOf(caller, declaration);
          if (answer !== declaration.expect[caller]) {
            wrong.push(`${caller}: expected ${declaration.expect[caller]}, got ${answer}`);
          }
        }
        expect(wrong, `${declaration.event}\n${wrong.join('\n')}`).toEqual([]);
      },
    );
  });
});
