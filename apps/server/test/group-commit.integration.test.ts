import { randomUUID } from 'node:crypto';
import {
  applyOp,
  parseSessionOp,
  type SessionOp,
  type SessionState,
} from '@levelup/shared/session';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { AuthUser } from '../src/auth/access-token';
import type { Database } from '../src/db/connect';
import { sessionOps } from '../src/db/schema';
import { type EngineFigures, GROUP_STAGES } from '../src/sessions/engine-metrics';
import {
  type AnyAck,
  closeSocketsAfterAll,
  eventually,
  firstCell,
  listen,
  makeOp,
  request,
  type TestSocket,
  userSocket,
} from './realtime-clients';
import { createSession, seatClients, seedDemoGym, sessionState } from './sessions-helpers';
import {
  createTestApp,
  type TestContext,
  type TestDatabaseKind,
  testDatabaseKinds,
} from './test-app';
import { twoServers } from './two-servers';

/**
 * Issue 14's group commit: device ops that arrive while a commit is in flight are committed
 * together, acked and broadcast only once their batch has committed.
 */

/** Reps that make the commit of the batch holding them fail (see `refuseCommitsOfMarkedOps`). */
const POISON_REPS = 999;

/**
 * A deferred constraint trigger: a transaction that logged a `cell:update` with POISON_REPS
 * fails at COMMIT, after every statement of the batch succeeded. This is the failure group
 * commit must survive: nothing of the batch is kept, acked or broadcast.
 */
async function refuseCommitsOfMarkedOps(db: Database) {
  await db.execute(
    sql.raw(`create or replace function test_refuse_marked_op() returns trigger language plpgsql as $$
      begin
        if (new.op -> 'payload' -> 'value' ->> 'reps') = '${POISON_REPS}' then
          raise exception 'commit refused by the test';
        end if;
        return null;
      end $$`),
  );
  await db.execute(
    sql.raw(`create constraint trigger test_refuse_marked_op after insert on session_ops
      deferrable initially deferred for each row execute function test_refuse_marked_op()`),
  );
}

async function loggedOps(db: Database, sessionId: string) {
  return db
    .select({ seq: sessionOps.seq, opId: sessionOps.opId, op: sessionOps.op })
    .from(sessionOps)
    .where(eq(sessionOps.sessionId, sessionId))
    .orderBy(asc(sessionOps.seq));
}

const parsed = (op: ReturnType<typeof makeOp>): SessionOp => {
  const result = parseSessionOp(op);
  if (!result) throw new Error(`${op.type} did not parse`);
  return result;
};

/** A live session of the coach with clients on the grid, and a cell to change. */
async function liveSession(t: TestContext, coach: AuthUser, workoutId: string) {
  const { id } = await createSession(t, coach, { workoutId });
  const initial = await sessionState(t, coach, id);
  await seatClients(
    t,
    coach,
    id,
    initial.state.availableClients.map((c) => c.id),
  );
  const seated = await sessionState(t, coach, id);
  return { id, cell: firstCell(seated.state), seated };
}

/** A test app on its own database with the demo gym seeded, closed when the test finishes. */
async function demoGymApp(kind: TestDatabaseKind) {
  const t = await createTestApp(kind);
  onTestFinished(() => t.close());
  return { t, ...(await seedDemoGym(t.database.db)) };
}

describe.each(testDatabaseKinds)('group commit (%s)', (kind: TestDatabaseKind) => {
  const track = closeSocketsAfterAll();

  it('times each stage of every group commit for a master trainer, counted from a reset', async () => {
    const { t, coach, admin, workoutId } = await demoGymApp(kind);
    const { id, cell } = await liveSession(t, coach, workoutId);
    const headers = await t.authHeader(admin);
    const figures = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/engine', headers });
      expect(res.statusCode).toBe(200);
      return res.json() as EngineFigures;
    };
    const reset = await t.app.inject({ method: 'POST', url: '/api/health/engine/reset', headers });
    expect(reset.statusCode).toBe(204);
    expect((await figures()).groupStagesMs.total.count).toBe(0);

    // One op at a time: each is a group of its own. This process committed the session's last
    // op, so each is written without the lock, in one statement.
    const { store } = t.app.liveSessions;
    for (const reps of [1, 2, 3]) {
      const op = parsed(makeOp('cell:update', { ...cell, value: { reps } }));
      await store.applyClientOp(id, op, coach.id);
    }
    const direct = await figures();
    for (const stage of ['apply', 'direct', 'total'] as const) {
      expect(direct.groupStagesMs[stage].count, stage).toBe(3);
    }
    for (const stage of ['begin', 'lock', 'accounts', 'append', 'commit'] as const) {
      expect(direct.groupStagesMs[stage].count, stage).toBe(0);
    }
    expect(direct.opsPerGroup).toMatchObject({ count: 3, max: 1 });
    expect(direct.sessionsPerGroup).toMatchObject({ count: 3, max: 1 });

    // Forgotten, the state is loaded under the lock, stage by stage.
    store.forget(id);
    await store.applyClientOp(
      id,
      parsed(makeOp('cell:update', { ...cell, value: { reps: 4 } })),
      coach.id,
    );
    const after = await figures();
    for (const stage of GROUP_STAGES) {
      expect(after.groupStagesMs[stage].count, stage).toBe(
        stage === 'direct' ? 3 : stage === 'total' || stage === 'apply' ? 4 : 1,
      );
    }
    expect(after.groupStagesMs.total.max).toBeGreaterThanOrEqual(after.groupStagesMs.lock.max);
    expect(after.groupStagesMs.total.max).toBeGreaterThan(0);
  });

  it('fails every op of a batch whose commit fails, broadcasts none of them, and goes on', async () => {
    const { t, coach, workoutId } = await demoGymApp(kind);
    const { id, cell, seated } = await liveSession(t, coach, workoutId);
    await refuseCommitsOfMarkedOps(t.database.db);
    const url = await listen(t.app);
    const watcher: TestSocket = track(await userSocket(t.app, url, coach));
    expect((await request(watcher, 'session:join', { sessionId: id })).ok).toBe(true);

    const { store } = t.app.liveSessions;
    const reps = [1, 2, POISON_REPS, 4, 5];
    const ops = reps.map((r) => parsed(makeOp('cell:update', { ...cell, value: { reps: r } })));
    // Sent in one turn, they queue behind each other and are committed as one batch.
    const outcomes = await Promise.allSettled(
      ops.map((op) => store.applyClientOp(id, op, coach.id)),
    );
    expect(outcomes.map((o) => o.status)).toEqual(reps.map(() => 'rejected'));

    // The next op commits at the seq after the last committed one: the failed batch left no
    // trace in the log, and the watcher hears of this op only.
    const next = parsed(makeOp('cell:update', { ...cell, value: { reps: 6 } }));
    expect(await store.applyClientOp(id, next, coach.id)).toEqual({
      seq: seated.seq + 1,
      duplicate: false,
    });
    await eventually(() => expect(watcher.ops).toHaveLength(1));
    expect(watcher.ops[0]).toMatchObject({ seq: seated.seq + 1, op: { id: next.id } });
    const logged = await loggedOps(t.database.db, id);
    for (const op of ops) expect(logged.map((r) => r.opId)).not.toContain(op.id);
    expect(logged.at(-1)?.opId).toBe(next.id);
    expect((await sessionState(t, coach, id)).seq).toBe(seated.seq + 1);
  });

  it('acks an error to every op of a failed batch over the socket, and broadcasts only what committed', async () => {
    const { t, coach, workoutId } = await demoGymApp(kind);
    const { id, cell, seated } = await liveSession(t, coach, workoutId);
    await refuseCommitsOfMarkedOps(t.database.db);
    const url = await listen(t.app);
    const device: TestSocket = track(await userSocket(t.app, url, coach));
    const watcher: TestSocket = track(await userSocket(t.app, url, coach));
    for (const socket of [device, watcher]) {
      expect((await request(socket, 'session:join', { sessionId: id })).ok).toBe(true);
    }

    // A burst: whichever batches the server makes, the one holding the marked op fails whole.
    const reps = Array.from({ length: 24 }, (_, i) => (i === 11 ? POISON_REPS : i + 1));
    const ops = reps.map((r) => makeOp('cell:update', { ...cell, value: { reps: r } }));
    const acks: AnyAck[] = await Promise.all(
      ops.map((op) => request(device, 'session:op', { sessionId: id, op })),
    );
    const failed = ops.filter((_op, i) => !acks[i].ok).map((op) => op.id);
    const applied = ops.filter((_op, i) => acks[i].ok).map((op) => op.id);
    expect(failed).toContain(ops[11]!.id);
    for (const [i, ack] of acks.entries()) {
      if (!ack.ok) expect(ack, `op ${i}`).toMatchObject({ ok: false, error: 'INTERNAL' });
    }

    const logged = await loggedOps(t.database.db, id);
    const afterSeated = logged.filter((r) => r.seq > seated.seq);
    // Exactly the acknowledged ops are in the log, once each, at the seqs their acks gave.
    expect(afterSeated.map((r) => r.opId).sort()).toEqual([...applied].sort());
    for (const [i, op] of ops.entries()) {
      if (acks[i].ok) {
        expect(afterSeated.find((r) => r.opId === op.id)?.seq).toBe(acks[i].seq);
      }
    }
    expect(afterSeated.map((r) => r.seq)).toEqual(afterSeated.map((_r, i) => seated.seq + i + 1));
    // Both sockets heard exactly the committed ops, in seq order; no failed op was broadcast.
    for (const socket of [device, watcher]) {
      await eventually(() => expect(socket.ops).toHaveLength(applied.length));
      expect(socket.ops.map((o) => o.op.id)).toEqual(afterSeated.map((r) => r.opId));
    }
  });

  it('gives two servers on one session under concurrent load one gap-free seq with every op once', async () => {
    const { database, one, apps, urls, coach, workoutId } = await twoServers(kind);
    const { id, cell, seated } = await liveSession(one, coach, workoutId);
    const devices = await Promise.all(
      [0, 1, 0, 1].map(async (server) =>
        track(await userSocket(apps[server]!.app, urls[server]!, coach)),
      ),
    );
    for (const socket of devices) {
      expect((await request(socket, 'session:join', { sessionId: id })).ok).toBe(true);
    }

    const OPS_PER_DEVICE = 30;
    const sent = devices.map((_socket, d) =>
      Array.from({ length: OPS_PER_DEVICE }, (_, n) =>
        makeOp('cell:update', { ...cell, value: { kg: d * 100 + n, reps: (n % 12) + 1 } }),
      ),
    );
    // Every device sends all its ops at once; every fifth op is sent again through the other
    // server at the same time, as a device retrying after a reconnect would.
    const acksById = new Map<string, number[]>();
    await Promise.all(
      devices.flatMap((socket, d) =>
        sent[d]!.flatMap((op, n) => {
          const targets = n % 5 === 0 ? [socket, devices[(d + 1) % devices.length]!] : [socket];
          return targets.map(async (target) => {
            const ack = await request(target, 'session:op', { sessionId: id, op });
            expect(ack, `op ${n} of device ${d}`).toMatchObject({ ok: true });
            acksById.set(op.id, [...(acksById.get(op.id) ?? []), ack.seq]);
          });
        }),
      ),
    );

    const distinct = devices.length * OPS_PER_DEVICE;
    const logged = await loggedOps(database.db, id);
    expect(logged.map((r) => r.seq)).toEqual(logged.map((_r, i) => i + 1));
    const afterSeated = logged.filter((r) => r.seq > seated.seq);
    expect(afterSeated).toHaveLength(distinct);
    expect(new Set(afterSeated.map((r) => r.opId)).size).toBe(distinct);
    // Both sends of a retried op were answered with the one seq it was logged at.
    for (const row of afterSeated) {
      const acked = acksById.get(row.opId) ?? [];
      expect(acked.length).toBeGreaterThan(0);
      expect(new Set(acked)).toEqual(new Set([row.seq]));
    }

    // Both servers serve the state the log replays to, at its last seq.
    const replayed = afterSeated.reduce<SessionState>((state, row) => {
      const op = parseSessionOp(row.op);
      return op ? applyOp(state, op) : state;
    }, seated.state);
    for (const t of apps) {
      await eventually(async () => {
        const served = await sessionState(t, coach, id);
        expect(served.seq).toBe(logged.length);
        expect(served.state).toEqual(replayed);
      });
    }
    // Every device heard every op once, in seq order (through Redis-less rooms, a device
    // hears the ops its own server committed; the other server's reach it by resync).
    for (const socket of devices) {
      const seqs = socket.ops.map((o) => o.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(seqs).size).toBe(seqs.length);
    }
  }, 60_000);
});

describe.each(testDatabaseKinds)('group commit across sessions (%s)', (kind: TestDatabaseKind) => {
  const track = closeSocketsAfterAll();

  it('commits the ops of several sessions sent together, each session in its order, and answers a missing session’s ops alone', async () => {
    const { t, coach, workoutId } = await demoGymApp(kind);
    const live = [
      await liveSession(t, coach, workoutId),
      await liveSession(t, coach, workoutId),
      await liveSession(t, coach, workoutId),
    ];
    const { store } = t.app.liveSessions;
    const sent = live.map(({ cell }) =>
      [1, 2, 3].map((reps) => parsed(makeOp('cell:update', { ...cell, value: { reps } }))),
    );
    const missing = parsed(makeOp('cell:update', { ...live[0]!.cell, value: { reps: 4 } }));
    // Sent in one turn, the sessions' batches are committed together.
    const [answers, refused] = await Promise.all([
      Promise.all(
        live.flatMap(({ id }, s) => sent[s]!.map((op) => store.applyClientOp(id, op, coach.id))),
      ),
      store.applyClientOp(randomUUID(), missing, coach.id).then(
        () => null,
        (error: unknown) => error,
      ),
    ]);
    expect(refused).toMatchObject({ code: 'NOT_FOUND' });
    for (const [s, { id, seated }] of live.entries()) {
      const expected = [1, 2, 3].map((n) => ({ seq: seated.seq + n, duplicate: false }));
      expect(answers.slice(s * 3, s * 3 + 3)).toEqual(expected);
      const logged = (await loggedOps(t.database.db, id)).filter((r) => r.seq > seated.seq);
      expect(logged.map((r) => r.opId)).toEqual(sent[s]!.map((op) => op.id));
      expect((await sessionState(t, coach, id)).seq).toBe(seated.seq + 3);
    }
  });

  it('fails every op of a group whose commit fails, whichever session sent it, and goes on', async () => {
    const { t, coach, workoutId } = await demoGymApp(kind);
    const marked = await liveSession(t, coach, workoutId);
    const other = await liveSession(t, coach, workoutId);
    await refuseCommitsOfMarkedOps(t.database.db);
    const { store } = t.app.liveSessions;
    const op = (cell: typeof marked.cell, reps: number) =>
      parsed(makeOp('cell:update', { ...cell, value: { reps } }));
    const outcomes = await Promise.allSettled([
      store.applyClientOp(marked.id, op(marked.cell, POISON_REPS), coach.id),
      store.applyClientOp(other.id, op(other.cell, 1), coach.id),
      store.applyClientOp(other.id, op(other.cell, 2), coach.id),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);

    // Both sessions go on from the seq they had: the group left nothing in either log.
    for (const { id, cell, seated } of [marked, other]) {
      const next = op(cell, 5);
      expect(await store.applyClientOp(id, next, coach.id)).toEqual({
        seq: seated.seq + 1,
        duplicate: false,
      });
      const logged = (await loggedOps(t.database.db, id)).filter((r) => r.seq > seated.seq);
      expect(logged.map((r) => r.opId)).toEqual([next.id]);
    }
  });

  it('gives two servers sharing several sessions under concurrent load a gap-free seq per session with every op once', async () => {
    const { database, one, apps, urls, coach, workoutId } = await twoServers(kind);
    const live: Array<Awaited<ReturnType<typeof liveSession>>> = [];
    for (let n = 0; n < 4; n++) live.push(await liveSession(one, coach, workoutId));
    // Every session has a device on each server, so both servers' groups lock the same rows.
    const devices = await Promise.all(
      live.flatMap(({ id }) =>
        [0, 1].map(async (server) => {
          const socket = track(await userSocket(apps[server]!.app, urls[server]!, coach));
          expect((await request(socket, 'session:join', { sessionId: id })).ok).toBe(true);
          return { socket, sessionId: id, cell: live.find((l) => l.id === id)!.cell };
        }),
      ),
    );
    const OPS_PER_DEVICE = 15;
    const sent = devices.map(({ cell }, d) =>
      Array.from({ length: OPS_PER_DEVICE }, (_, n) =>
        makeOp('cell:update', { ...cell, value: { kg: d * 100 + n, reps: (n % 12) + 1 } }),
      ),
    );
    await Promise.all(
      devices.flatMap(({ socket, sessionId }, d) =>
        sent[d]!.map(async (op, n) => {
          const ack = await request(socket, 'session:op', { sessionId, op });
          expect(ack, `op ${n} of device ${d}`).toMatchObject({ ok: true });
        }),
      ),
    );

    for (const { id, seated } of live) {
      const logged = await loggedOps(database.db, id);
      expect(logged.map((r) => r.seq)).toEqual(logged.map((_r, i) => i + 1));
      const afterSeated = logged.filter((r) => r.seq > seated.seq).map((r) => r.opId);
      const expected = devices.flatMap((device, d) =>
        device.sessionId === id ? sent[d]!.map((op) => op.id) : [],
      );
      expect([...afterSeated].sort()).toEqual([...expected].sort());
    }
  }, 60_000);
});
