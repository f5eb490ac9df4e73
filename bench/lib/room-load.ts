import { parentPort } from 'node:worker_threads';
import type { Socket } from 'socket.io-client';
import type { BenchOp } from './fanout-load';
import {
  connect,
  connected,
  deliveredOpId,
  describeRefusal,
  isOkAck,
  join,
  joinScreen,
  waitForDeliveries,
} from './socket-client';
import { type LatencySummary, perSecond, summariseLatencies } from './stats';

const CONNECT_WAVE_SESSIONS = 25;

/** One device in a session: how it signs in, and the ops it sends, one every `everyMs`. */
export type RoomMember = {
  /** Who the device is, for the figures ('coach', 'athlete', 'tv'). */
  role: string;
  auth: Record<string, unknown>;
  ops: BenchOp[];
  everyMs: number;
  /** The server node the device connects to (the plan's url when unset). */
  url?: string;
  /** A paired cast screen: the device joins as that screen (`cast:join`) before the session. */
  castScreenId?: string;
};

export type RoomPlan = {
  url: string;
  sessions: Array<{ sessionId: string; members: RoomMember[] }>;
  timeoutMs: number;
};

export type RoomResult = {
  opsSent: number;
  opsRefused: number;
  firstRefusal: string | null;
  deliveriesExpected: number;
  deliveriesLost: number;
  elapsedMs: number;
  opsPerSecond: number;
  /** From an op's emit to its arrival at every other device of the session. */
  latency: LatencySummary;
  /** The same, by the role of the device that sent the op. */
  latencyBySender: Record<string, LatencySummary>;
};

/**
 * Every session's devices connect and join; then each device sends its ops on its own clock (an
 * open loop, from a random point of its first period so devices do not fire in step) while every
 * other device of the session records when each op reaches it. Unlike `runFanoutLoad`, every
 * device may both send and receive, as a coach's tablet and athletes' phones do.
 */
export async function runRoomLoad(plan: RoomPlan): Promise<RoomResult> {
  const sockets: Socket[] = [];
  const sent = new Map<string, { at: number; role: string }>();
  const samples: number[] = [];
  const samplesBySender = new Map<string, number[]>();
  const round = { received: 0, refused: 0, firstRefusal: null as string | null, lastAt: 0 };
  try {
    const rooms: Array<{
      sessionId: string;
      devices: Array<{ member: RoomMember; socket: Socket }>;
    }> = [];
    for (let start = 0; start < plan.sessions.length; start += CONNECT_WAVE_SESSIONS) {
      const wave = plan.sessions.slice(start, start + CONNECT_WAVE_SESSIONS).map((session) => ({
        sessionId: session.sessionId,
        devices: session.members.map((member) => ({
          member,
          socket: connect(member.url ?? plan.url, member.auth, plan.timeoutMs),
        })),
      }));
      for (const room of wave) sockets.push(...room.devices.map((d) => d.socket));
      await Promise.all(wave.flatMap((room) => room.devices.map((d) => connected(d.socket))));
      rooms.push(...wave);
    }
    await Promise.all(
      rooms.flatMap((room) =>
        room.devices.map(async ({ member, socket }) => {
          if (member.castScreenId !== undefined) {
            await joinScreen(socket, member.castScreenId, plan.timeoutMs);
          }
          await join(socket, room.sessionId, plan.timeoutMs);
        }),
      ),
    );
    // The sender gets its own op back too; only the other devices count.
    const sentBy = new Map<Socket, Set<string>>(sockets.map((socket) => [socket, new Set()]));
    for (const room of rooms) {
      for (const { socket } of room.devices) {
        const own = sentBy.get(socket) ?? new Set<string>();
        socket.on('session:op', (message: unknown) => {
          const arrivedAt = performance.now();
          const opId = deliveredOpId(message);
          const origin = opId === undefined ? undefined : sent.get(opId);
          if (!origin || own.has(opId as string)) return;
          samples.push(arrivedAt - origin.at);
          const byRole = samplesBySender.get(origin.role) ?? [];
          byRole.push(arrivedAt - origin.at);
          samplesBySender.set(origin.role, byRole);
          round.received += 1;
          round.lastAt = Math.max(round.lastAt, arrivedAt);
        });
      }
    }

    parentPort?.postMessage({ progress: 'measuring' });
    const startedAt = performance.now();
    const acks: Promise<void>[] = [];
    let expected = 0;
    await Promise.all(
      rooms.flatMap((room) =>
        room.devices.map(async ({ member, socket }) => {
          const own = sentBy.get(socket) ?? new Set<string>();
          const firstAt = performance.now() + Math.random() * member.everyMs;
          for (const [index, op] of member.ops.entries()) {
            const wait = firstAt + index * member.everyMs - performance.now();
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
            own.add(op.id);
            sent.set(op.id, { at: performance.now(), role: member.role });
            expected += room.devices.length - 1;
            acks.push(
              socket
                .timeout(plan.timeoutMs)
                .emitWithAck('session:op', { sessionId: room.sessionId, op })
                .then(
                  (ack: unknown) => {
                    if (isOkAck(ack)) return;
                    round.refused += 1;
                    round.firstRefusal ??= describeRefusal(ack);
                  },
                  (error: unknown) => {
                    round.refused += 1;
                    round.firstRefusal ??= `no ack: ${String(error)}`;
                  },
                ),
            );
          }
        }),
      ),
    );
    await Promise.all(acks);
    await waitForDeliveries(round, expected, plan.timeoutMs);
    parentPort?.postMessage({ progress: 'measured' });
    const elapsedMs = Math.max(round.lastAt, performance.now()) - startedAt;
    return {
      opsSent: sent.size,
      opsRefused: round.refused,
      firstRefusal: round.firstRefusal,
      deliveriesExpected: expected,
      deliveriesLost: expected - round.received,
      elapsedMs,
      opsPerSecond: perSecond(sent.size - round.refused, elapsedMs),
      latency: summariseLatencies(samples),
      latencyBySender: Object.fromEntries(
        [...samplesBySender].map(([role, values]) => [role, summariseLatencies(values)]),
      ),
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}
