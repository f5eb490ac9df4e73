import { randomUUID } from 'node:crypto';
import { SESSION_PROTOCOL_VERSION } from '@levelup/shared/session';
import {
  type AppUnderTest,
  type DatabaseKind,
  databaseKindsToBenchmark,
  startAppUnderTest,
} from './lib/app-under-test';
import { startBareSocketServer } from './lib/bare-socket-server';
import type { BenchOp } from './lib/fanout-load';
import { createLiveSession, type LiveBenchSession } from './lib/live-sessions';
import { printTable } from './lib/report';
import type { RoomMember, RoomResult, runRoomLoad } from './lib/room-load';
import { runAsScript } from './lib/run-as-script';
import { positiveIntFromEnv } from './lib/settings';
import { runInWorker } from './lib/worker-task';

/*
 * Issue 30's load: every session has a coach's tablet stepping cells at 1 op/s, eight athletes'
 * phones each logging a set every 20 s, and a TV, and every op must reach every other device.
 * The TV is a second coach socket here (a paired screen joins the same room and gets the same
 * broadcasts); athletes sign in as the demo gym's clients, who are on every session's grid.
 */

const ATHLETES_PER_SESSION = 8;
const COACH_EVERY_MS = 1000;
const ATHLETE_EVERY_MS = 20_000;

type Settings = { sessions: number[]; seconds: number; timeoutMs: number };

function readSettings(): Settings {
  const sessions = (process.env.BENCH_ATHLETE_SESSIONS ?? '200')
    .split(',')
    .map((part) => Number(part.trim()));
  if (sessions.some((n) => !(n > 0))) throw new Error('BENCH_ATHLETE_SESSIONS lists counts');
  return {
    sessions,
    // Two sets per athlete in the measured window.
    seconds: positiveIntFromEnv('BENCH_ATHLETE_SECONDS', 40),
    timeoutMs: positiveIntFromEnv('BENCH_TIMEOUT_MS', 20_000),
  };
}

const cellUpdate = (index: number, exerciseId: string, userId: string): BenchOp => ({
  id: randomUUID(),
  type: 'cell:update',
  payload: { exerciseId, userId, value: { kg: 20 + 2.5 * (index % 40), reps: 1 + (index % 12) } },
});

const setLog = (setIndex: number, exerciseId: string, clientId: string): BenchOp => ({
  id: randomUUID(),
  type: 'set:log',
  payload: { exerciseId, clientId, setIndex, kg: 60, reps: 5, rpe: 8, by: 'athlete' },
});

type Auths = { coach: Record<string, unknown>; athlete(clientId: string): Record<string, unknown> };

/**
 * The devices of one session: the coach steps the first athlete's first cell; each athlete logs
 * sets on their own first cell, from the set after the last they logged in an earlier round.
 */
function members(
  session: LiveBenchSession,
  auths: Auths,
  seconds: number,
  setsBefore: number,
): RoomMember[] {
  const [exerciseId] = session.exerciseIds as [string];
  const athletes = session.clientIds.slice(0, ATHLETES_PER_SESSION);
  const coachOps = Math.round((seconds * 1000) / COACH_EVERY_MS);
  const athleteOps = Math.max(1, Math.round((seconds * 1000) / ATHLETE_EVERY_MS));
  return [
    {
      role: 'coach',
      auth: auths.coach,
      everyMs: COACH_EVERY_MS,
      ops: Array.from({ length: coachOps }, (_, i) =>
        cellUpdate(i, exerciseId, athletes[0] as string),
      ),
    },
    ...athletes.map((clientId) => ({
      role: 'athlete',
      auth: auths.athlete(clientId),
      everyMs: ATHLETE_EVERY_MS,
      ops: Array.from({ length: athleteOps }, (_, i) =>
        setLog(setsBefore + i, exerciseId, clientId),
      ),
    })),
    { role: 'tv', auth: auths.coach, everyMs: COACH_EVERY_MS, ops: [] },
  ];
}

async function run(
  url: string,
  plan: Array<{ sessionId: string; members: RoomMember[] }>,
  settings: Settings,
) {
  const bound = 6 * settings.timeoutMs + settings.seconds * 1000 + plan.length * 300;
  return runInWorker<typeof runRoomLoad>(
    new URL('./lib/room-load.ts', import.meta.url),
    'runRoomLoad',
    { url, sessions: plan, timeoutMs: settings.timeoutMs },
    bound,
  );
}

/** The app's handshakes: the demo trainer's token, and each athlete's own (made as needed). */
function appAuths(app: AppUnderTest) {
  const bearer = (header: { authorization: string }) =>
    header.authorization.replace(/^Bearer /, '');
  const tokens = new Map<string, string>();
  const auths: Auths = {
    coach: { token: bearer(app.trainerHeaders), protocolVersion: SESSION_PROTOCOL_VERSION },
    athlete: (clientId) => ({
      token: tokens.get(clientId),
      protocolVersion: SESSION_PROTOCOL_VERSION,
    }),
  };
  return {
    auths,
    async signIn(clientIds: Iterable<string>) {
      for (const id of clientIds) {
        if (!tokens.has(id))
          tokens.set(id, bearer(await app.context.authHeader({ id, role: 'client' })));
      }
    },
  };
}

const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

function row(scenario: string, server: string, r: RoomResult, bare?: RoomResult): string[] {
  return [
    scenario,
    server,
    fixed(r.latency.p50, 2),
    fixed(r.latency.p99, 2),
    fixed(r.latency.max, 1),
    fixed(r.latencyBySender.coach?.p99 ?? Number.NaN, 2),
    fixed(r.latencyBySender.athlete?.p99 ?? Number.NaN, 2),
    String(r.deliveriesLost),
    String(r.opsRefused),
    fixed(r.opsPerSecond, 0),
    bare ? `${fixed(r.latency.p99 / bare.latency.p99, 1)}x` : '',
  ];
}

/** The athletes' load on each database, each count of sessions beside the bare relay. */
export async function runRealtimeAthletesBench(): Promise<void> {
  const settings = readSettings();
  const kinds = databaseKindsToBenchmark().filter((kind: DatabaseKind) => kind === 'postgres');
  console.log(
    '\n== Athletes in the room (issue 30): per session 1 coach tablet (cell:update 1/s), ' +
      `${ATHLETES_PER_SESSION} athlete phones (set:log every 20 s each) and 1 TV;\n` +
      `   ${settings.seconds} s measured; latency is emit to arrival at every other device of the session`,
  );
  if (kinds.length === 0) {
    console.log('   (skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL for Postgres)');
    return;
  }
  const rows: string[][] = [];
  const refusals: string[] = [];
  const app = await startAppUnderTest('postgres');
  try {
    const opened: LiveBenchSession[] = [];
    const { auths, signIn } = appAuths(app);
    let setsBefore = 0;
    for (const count of settings.sessions) {
      while (opened.length < count) opened.push(await createLiveSession(app));
      await signIn(opened.flatMap((s) => s.clientIds));
      const sessions = opened.slice(0, count);
      await app.context.app.liveSessions.store.flushSnapshots();
      const bareServer = await startBareSocketServer();
      let bare: RoomResult;
      try {
        const bareAuths: Auths = { coach: {}, athlete: () => ({}) };
        bare = await run(
          bareServer.url,
          sessions.map((s) => ({
            sessionId: s.sessionId,
            members: members(s, bareAuths, settings.seconds, 0),
          })),
          settings,
        );
      } finally {
        await bareServer.close();
      }
      const measured = await run(
        app.url,
        sessions.map((s) => ({
          sessionId: s.sessionId,
          members: members(s, auths, settings.seconds, setsBefore),
        })),
        settings,
      );
      setsBefore += Math.max(1, Math.round((settings.seconds * 1000) / ATHLETE_EVERY_MS));
      const scenario = `${count} x (1 + ${ATHLETES_PER_SESSION} + 1)`;
      rows.push(row(scenario, 'bare relay', bare));
      rows.push(row(scenario, 'app (postgres)', measured, bare));
      if (measured.firstRefusal) refusals.push(`${scenario}: ${measured.firstRefusal}`);
    }
  } finally {
    await app.close();
  }
  printTable(
    'Athletes in the room on postgres vs the bare Socket.IO relay',
    [
      'sessions x devices',
      'server',
      'p50 ms',
      'p99 ms',
      'max ms',
      'coach op p99',
      'athlete op p99',
      'lost',
      'refused',
      'ops/s',
      'p99 / bare',
    ],
    rows,
  );
  for (const refusal of refusals) console.log(`  first refusal: ${refusal}`);
}

runAsScript(import.meta.url, runRealtimeAthletesBench);
