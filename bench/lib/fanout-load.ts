import { parentPort } from 'node:worker_threads';
import type { Socket } from 'socket.io-client';
import {
  connect,
  connected,
  deliveredOpId,
  describeRefusal,
  isOkAck,
  join,
  waitForDeliveries,
} from './socket-client';
import { type LatencySummary, perSecond, summariseLatencies } from './stats';

/** An op as the session protocol carries it: a client-made uuid, a type and a payload. */
export type BenchOp = { id: string; type: string; payload: Record<string, unknown> };

const CONNECT_WAVE_SESSIONS = 25;

export type FanoutSessionPlan = {
  sessionId: string;
  /** Sent first and not measured, so the server under test is warm when measuring starts. */
  warmupOps: BenchOp[];
  ops: BenchOp[];
};

/**
 * `closed`: a sender keeps at most `inFlight` ops unacknowledged. `rate`: a sender emits
 * `opsPerSecond` ops a second on a clock, whatever the acks do (an open loop, as trainers tap),
 * starting at a random point of its first period so the sessions do not fire in step.
 */
export type FanoutPace =
  | { kind: 'closed'; inFlight: number }
  | { kind: 'rate'; opsPerSecond: number };

export type FanoutPlan = {
  url: string;
  /** Handshake auth of every socket. */
  auth: Record<string, unknown>;
  sessions: FanoutSessionPlan[];
  /** Sockets joined to each session: one sender, the rest receivers. */
  socketsPerSession: number;
  /** How each sender paces its measured ops (warm-up ops are always sent one at a time). */
  pace: FanoutPace;
  /** Bound on connecting, on each ack, and on waiting for the last deliveries. */
  timeoutMs: number;
};

export type FanoutResult = {
  opsSent: number;
  opsApplied: number;
  opsRefused: number;
  firstRefusal: string | null;
  deliveriesExpected: number;
  deliveriesReceived: number;
  /** Deliveries of sent ops that never arrived (every receiver should see every sent op). */
  deliveriesLost: number;
  elapsedMs: number;
  opsPerSecond: number;
  deliveriesPerSecond: number;
  /** From the sender's emit to the broadcast's arrival at each receiver. */
  fanoutLatency: LatencySummary;
  /** From the sender's emit to its ack. */
  ackLatency: LatencySummary;
};

type Round = {
  startedAt: number;
  lastEventAt: number;
  sentAt: Map<string, number>;
  fanoutSamples: number[];
  ackSamples: number[];
  sent: number;
  applied: number;
  refused: number;
  firstRefusal: string | null;
  received: number;
};

function newRound(): Round {
  const now = performance.now();
  return {
    startedAt: now,
    lastEventAt: now,
    sentAt: new Map(),
    fanoutSamples: [],
    ackSamples: [],
    sent: 0,
    applied: 0,
    refused: 0,
    firstRefusal: null,
    received: 0,
  };
}

async function sendOps(
  sender: Socket,
  sessionId: string,
  ops: BenchOp[],
  inFlight: number,
  round: Round,
  timeoutMs: number,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < ops.length) {
      const op = ops[next++]!;
      const sentAt = performance.now();
      round.sentAt.set(op.id, sentAt);
      round.sent += 1;
      try {
        const ack: unknown = await sender
          .timeout(timeoutMs)
          .emitWithAck('session:op', { sessionId, op });
        const ackedAt = performance.now();
        round.ackSamples.push(ackedAt - sentAt);
        round.lastEventAt = Math.max(round.lastEventAt, ackedAt);
        if (isOkAck(ack)) {
          round.applied += 1;
        } else {
          round.refused += 1;
          round.firstRefusal ??= describeRefusal(ack);
        }
      } catch (error) {
        round.refused += 1;
        round.firstRefusal ??= `no ack: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
}

async function sendOpsAtRate(
  sender: Socket,
  sessionId: string,
  ops: BenchOp[],
  opsPerSecond: number,
  round: Round,
  timeoutMs: number,
): Promise<void> {
  const periodMs = 1000 / opsPerSecond;
  const firstAt = performance.now() + Math.random() * periodMs;
  const acks: Promise<void>[] = [];
  for (const [index, op] of ops.entries()) {
    const wait = firstAt + index * periodMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = performance.now();
    round.sentAt.set(op.id, sentAt);
    round.sent += 1;
    acks.push(
      sender
        .timeout(timeoutMs)
        .emitWithAck('session:op', { sessionId, op })
        .then(
          (ack: unknown) => {
            const ackedAt = performance.now();
            round.ackSamples.push(ackedAt - sentAt);
            round.lastEventAt = Math.max(round.lastEventAt, ackedAt);
            if (isOkAck(ack)) {
              round.applied += 1;
            } else {
              round.refused += 1;
              round.firstRefusal ??= describeRefusal(ack);
            }
          },
          (error: unknown) => {
            round.refused += 1;
            round.firstRefusal ??= `no ack: ${error instanceof Error ? error.message : String(error)}`;
          },
        ),
    );
  }
  await Promise.all(acks);
}

/**
 * Connects `socketsPerSession` sockets to every session, joins them, then has each session's
 * sender emit its ops (at most `inFlightPerSender` unacknowledged) while the other sockets record
 * when each op's broadcast reaches them. Runs the warm-up ops first, then the measured ops.
 */
export async function runFanoutLoad(plan: FanoutPlan): Promise<FanoutResult> {
  const sockets: Socket[] = [];
  let round = newRound();
  try {
    // Sessions connect a wave at a time: thousands of handshakes at once overflow the server's
    // listen backlog on a busy machine, which would measure the kernel rather than the app.
    const rooms: Array<{ session: FanoutSessionPlan; sender: Socket; receivers: Socket[] }> = [];
    for (let start = 0; start < plan.sessions.length; start += CONNECT_WAVE_SESSIONS) {
      const wave = plan.sessions.slice(start, start + CONNECT_WAVE_SESSIONS).map((session) => {
        const members = Array.from({ length: plan.socketsPerSession }, () =>
          connect(plan.url, plan.auth, plan.timeoutMs),
        );
        sockets.push(...members);
        const [sender, ...receivers] = members;
        return { session, sender: sender!, receivers };
      });
      await Promise.all(wave.flatMap((room) => [room.sender, ...room.receivers].map(connected)));
      rooms.push(...wave);
    }
    await Promise.all(
      rooms.flatMap(({ session, sender, receivers }) =>
        [sender, ...receivers].map((socket) => join(socket, session.sessionId, plan.timeoutMs)),
      ),
    );
    for (const { receivers } of rooms) {
      for (const receiver of receivers) {
        receiver.on('session:op', (message: unknown) => {
          const arrivedAt = performance.now();
          const opId = deliveredOpId(message);
          const sentAt = opId === undefined ? undefined : round.sentAt.get(opId);
          if (sentAt === undefined) return;
          round.fanoutSamples.push(arrivedAt - sentAt);
          round.received += 1;
          round.lastEventAt = Math.max(round.lastEventAt, arrivedAt);
        });
      }
    }
    const receiversPerSession = plan.socketsPerSession - 1;
    const play = async (opsOf: (session: FanoutSessionPlan) => BenchOp[], pace: FanoutPace) => {
      round = newRound();
      await Promise.all(
        rooms.map(({ session, sender }) =>
          pace.kind === 'closed'
            ? sendOps(
                sender,
                session.sessionId,
                opsOf(session),
                pace.inFlight,
                round,
                plan.timeoutMs,
              )
            : sendOpsAtRate(
                sender,
                session.sessionId,
                opsOf(session),
                pace.opsPerSecond,
                round,
                plan.timeoutMs,
              ),
        ),
      );
      await waitForDeliveries(round, round.sent * receiversPerSession, plan.timeoutMs);
      return round;
    };
    await play((session) => session.warmupOps, { kind: 'closed', inFlight: 1 });
    // The app under test watches its event loop over the measured round only.
    parentPort?.postMessage({ progress: 'measuring' });
    const measured = await play((session) => session.ops, plan.pace);
    parentPort?.postMessage({ progress: 'measured' });
    const elapsedMs = measured.lastEventAt - measured.startedAt;
    return {
      opsSent: measured.sent,
      opsApplied: measured.applied,
      opsRefused: measured.refused,
      firstRefusal: measured.firstRefusal,
      deliveriesExpected: measured.sent * receiversPerSession,
      deliveriesReceived: measured.received,
      deliveriesLost: measured.sent * receiversPerSession - measured.received,
      elapsedMs,
      opsPerSecond: perSecond(measured.applied, elapsedMs),
      deliveriesPerSecond: perSecond(measured.received, elapsedMs),
      fanoutLatency: summariseLatencies(measured.fanoutSamples),
      ackLatency: summariseLatencies(measured.ackSamples),
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}
