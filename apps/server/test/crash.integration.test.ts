import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  applyOp,
  parseSessionOp,
  SESSION_PROTOCOL_VERSION,
  type SessionState,
} from '@levelup/shared/session';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect';
import { sessionOps } from '../src/db/schema';
import { freePort, type ServerProcess, startServer, waitForHealth } from './server-process';
import { type TestDatabaseKind, testDatabaseKinds } from './test-app';

/**
 * Issue 15's crash test: writers send ops at least once (resending by op id after any failure)
 * while the real server process is killed with SIGKILL and restarted at once, twice. Afterwards
 * every acknowledged op is in the log exactly once, at the seq its ack gave, the seqs have no gap,
 * and the state the server serves equals a replay of the log. Issue 14 runs it again with many
 * writers at once, so that the kills land while batches of ops share a commit.
 */

type Load = {
  writers: number;
  opsPerWriter: number;
  /** Kill the server when this many ops have been acknowledged. */
  killAt: number[];
};

/** Issue 15's load: four writers, each op sent after the last was acknowledged. */
const SEQUENTIAL: Load = { writers: 4, opsPerWriter: 40, killAt: [40, 100] };
/** Issue 14's: sixteen writers on the one session, so ops queue behind commits in flight. */
const CONCURRENT: Load = { writers: 16, opsPerWriter: 12, killAt: [50, 120] };
const ACK_TIMEOUT_MS = 3000;

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A Postgres database of its own on the TEST_DATABASE_URL server, dropped afterwards. */
async function postgresDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `levelup_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

function connect(base: string, token: string): Promise<Socket> {
  const socket = io(base, {
    auth: { token, protocolVersion: SESSION_PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: ACK_TIMEOUT_MS,
  });
  // A server killed between accepting the socket and its handshake closes it with neither
  // 'connect' nor 'connect_error': without its own deadline the writer would wait for ever.
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      clearTimeout(deadline);
      socket.close();
      reject(error);
    };
    const deadline = setTimeout(() => fail(new Error('connect timed out')), 2 * ACK_TIMEOUT_MS);
    socket.once('connect', () => {
      clearTimeout(deadline);
      resolve(socket);
    });
    socket.once('connect_error', fail);
    socket.once('disconnect', (reason) => fail(new Error(`closed before connecting: ${reason}`)));
  });
}

describe.each(testDatabaseKinds)('a server killed mid-load (%s)', (kind: TestDatabaseKind) => {
  it('keeps every acknowledged op exactly once and a state equal to its log', async () => {
    await killMidLoad(kind, SEQUENTIAL);
  }, 240_000);

  it('keeps every acknowledged op exactly once when the kills land on batched commits', async () => {
    await killMidLoad(kind, CONCURRENT);
  }, 240_000);
});

async function killMidLoad(kind: TestDatabaseKind, load: Load) {
  const { writers: WRITERS, opsPerWriter: OPS_PER_WRITER, killAt: KILL_AT } = load;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'levelup-crash-'));
  dataDirs.push(dataDir);
  const database = kind === 'postgres' ? await postgresDatabase() : null;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ServerProcess = startServer(port, env);
  try {
    await waitForHealth(port, server.child);

    const signIn = await fetch(`${base}/api/token/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'coach@example.com', password: 'coach1234' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${base}/api/sessions`, {
      method: 'POST',
      headers: auth,
      body: '{}',
    });
    const { id: sessionId } = (await created.json()) as { id: string };
    const readState = async () => {
      const res = await fetch(`${base}/api/sessions/${sessionId}/state`, { headers: auth });
      return (await res.json()) as { state: SessionState; seq: number };
    };
    const initial = await readState();
    expect(initial.seq).toBe(0);

    const acked = new Map<string, number>();
    let ackWaiter: { count: number; reached(): void } | null = null;
    const ack = (opId: string, seq: number) => {
      acked.set(opId, seq);
      if (ackWaiter && acked.size >= ackWaiter.count) ackWaiter.reached();
    };
    const ackedReach = (count: number) =>
      new Promise<void>((resolve) => {
        if (acked.size >= count) resolve();
        else ackWaiter = { count, reached: resolve };
      });
    let restarts = 0;
    let resent = 0;
    // Settled while the server is up; a writer cut off waits on it before it tries again.
    let serverUp: Promise<void> = Promise.resolve();
    const restart = async () => {
      const killed = server;
      killed.child.kill('SIGKILL');
      await killed.exited;
      server = startServer(port, env);
      restarts += 1;
      await waitForHealth(port, server.child);
    };
    const killer = (async () => {
      for (const threshold of KILL_AT) {
        await ackedReach(threshold);
        ackWaiter = null;
        serverUp = restart();
        await serverUp;
      }
    })();

    async function writer(index: number) {
      let socket: Socket | null = null;
      for (let n = 0; n < OPS_PER_WRITER; n++) {
        const op = {
          id: randomUUID(),
          type: 'set:current',
          payload: { set: ((index * OPS_PER_WRITER + n) % 99) + 1 },
        };
        // At least once: the same op id until an ack says where it is in the log.
        for (;;) {
          try {
            if (!socket?.connected) {
              socket?.close();
              socket = await connect(base, token);
              const joined = await socket
                .timeout(ACK_TIMEOUT_MS)
                .emitWithAck('session:join', { sessionId });
              if (!joined.ok) throw new Error(`join refused: ${joined.error}`);
            }
            const answer = await socket
              .timeout(ACK_TIMEOUT_MS)
              .emitWithAck('session:op', { sessionId, op });
            if (!answer.ok) throw new Error(`op refused: ${answer.error} ${answer.message}`);
            ack(op.id, answer.seq);
            break;
          } catch (error) {
            if (String(error).includes('refused')) throw error;
            socket?.close();
            socket = null;
            resent += 1;
            await serverUp;
          }
        }
      }
      socket?.close();
    }

    await Promise.all(Array.from({ length: WRITERS }, (_v, i) => writer(i)));
    await killer;
    expect(restarts).toBe(KILL_AT.length);
    // Writers were cut off mid-op and sent again by op id.
    expect(resent).toBeGreaterThan(0);
    expect(acked.size).toBe(WRITERS * OPS_PER_WRITER);
    const served = await readState();

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const handle = await openDatabase(
      database
        ? { kind: 'postgres', url: database.url }
        : { kind: 'pglite', dataDir: `${dataDir}/db` },
    );
    try {
      const rows = await handle.db
        .select({ seq: sessionOps.seq, opId: sessionOps.opId, op: sessionOps.op })
        .from(sessionOps)
        .where(eq(sessionOps.sessionId, sessionId))
        .orderBy(asc(sessionOps.seq));
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_r, i) => i + 1));
      const seqByOpId = new Map<string, number[]>();
      for (const row of rows)
        seqByOpId.set(row.opId, [...(seqByOpId.get(row.opId) ?? []), row.seq]);
      const wrong = [...acked].filter(([opId, seq]) => {
        const logged = seqByOpId.get(opId) ?? [];
        return logged.length !== 1 || logged[0] !== seq;
      });
      expect(wrong, 'acknowledged ops missing, logged twice or at another seq').toEqual([]);

      const replayed = rows.reduce<SessionState>((state, row) => {
        const op = parseSessionOp(row.op);
        return op ? applyOp(state, op) : state;
      }, initial.state);
      expect(served.seq).toBe(rows.length);
      expect(served.state).toEqual(replayed);
    } finally {
      await handle.close();
    }
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await database?.drop();
  }
}
