import type { LiveServer } from '@levelup/server/testing';
import { type SessionOp, type SessionState, screenStateView } from '@levelup/shared/session';
import type { TimerSync } from '@levelup/shared/timer';
import { describe, expect, it } from 'vitest';
import { realtimeMessages } from '@/messages';
import { connected, eventually, keptSocket, setUpLiveServer } from '@/testing/realtime-test-server';
import { createCastSocket } from './cast-socket';
import type { RealtimeStatus } from './connection';
import { createSessionSocket, type SessionSocket } from './session-socket';

let server: LiveServer;
const { closeAfterTest, relayTo } = setUpLiveServer((started) => {
  server = started;
});

/** A cast screen with everything it reported, and the events its socket sent. */
async function screen(options: { url?: string; sessionId?: string; screenToken?: string } = {}) {
  const { screenId, screenToken } = await server.newScreen();
  const statuses: RealtimeStatus[] = [];
  const connects: string[] = [];
  const states: (SessionState | null)[] = [];
  const ops: SessionOp[] = [];
  const timers: TimerSync[] = [];
  const toasts: string[] = [];
  const sent: string[] = [];
  let disconnects = 0;
  let ends = 0;
  const kept = keptSocket((socket) => socket.onAnyOutgoing((event: string) => sent.push(event)));
  const cast = createCastSocket({
    url: options.url ?? server.url,
    screenId,
    screenToken: options.screenToken ?? screenToken,
    sessionId: options.sessionId,
    onStatus: (status) => statuses.push(status),
    onConnect: (sessionId) => connects.push(sessionId),
    onDisconnect: () => {
      disconnects += 1;
    },
    onState: (state) => states.push(state),
    onOp: (op) => ops.push(op),
    onTimerSync: (timer) => timers.push(timer),
    onSessionEnd: () => {
      ends += 1;
    },
    onToast: (message) => toasts.push(message),
    io: kept.io,
  });
  closeAfterTest(cast);
  return {
    cast,
    screenId,
    statuses,
    connects,
    states,
    ops,
    timers,
    toasts,
    sent,
    disconnects: () => disconnects,
    ends: () => ends,
    raw: kept.raw,
  };
}

function trainerDevice(sessionId: string): SessionSocket {
  return closeAfterTest(
    createSessionSocket({ url: server.url, sessionId, getToken: () => server.token }),
  );
}

async function settled(socket: SessionSocket) {
  await eventually(() => expect(socket.queuedOps).toEqual([]));
}

/**
 * Runs `send` (a trainer's timer sync) and waits until another device on the session got it: the
 * server keeps the last sync before it relays it, so a cast that joins later is handed this one.
 */
async function relayed(sessionId: string, send: () => void) {
  const watcher = trainerDevice(sessionId);
  await connected(watcher);
  const timers: TimerSync[] = [];
  watcher.onTimerSync((timer) => timers.push(timer));
  send();
  await eventually(() => expect(timers).toHaveLength(1));
  watcher.close();
}

/** A live session with one client and one exercise on the grid, its trainer's device connected. */
async function liveSession() {
  const sessionId = await server.createSession();
  const { state } = await server.sessionState(sessionId);
  const [squat] = await server.exerciseLibrary();
  const [ana] = state.availableClients;
  if (!squat || !ana) throw new Error('the demo gym is missing data');
  const trainer = trainerDevice(sessionId);
  await connected(trainer);
  trainer.sendOp('clients:add', { clientIds: [ana.id] });
  trainer.sendOp('exercises:add', { exerciseIds: [squat.id], exercises: [squat] });
  await settled(trainer);
  return { sessionId, trainer, squat: squat.id, ana: ana.id };
}

describe('cast socket against the real server', () => {
  it('joins its screen room and waits to be paired', async () => {
    const tv = await screen();
    expect(tv.cast.status).toBe('connecting');
    await connected(tv.cast);
    expect(tv.statuses).toEqual(['connected']);
    expect(tv.cast.sessionId).toBeNull();
    expect(tv.cast.state).toBeNull();
    expect(tv.sent).toEqual(['cast:join']);
  });

  it('follows the session it is paired with, op by op, and its timer', async () => {
    const { sessionId, trainer, squat, ana } = await liveSession();
    const tv = await screen();
    await connected(tv.cast);

    await server.pairScreen(tv.screenId, sessionId);
    await eventually(() => expect(tv.connects).toEqual([sessionId]));
    await eventually(() => expect(tv.cast.seq).toBe(trainer.seq));
    expect(tv.cast.sessionId).toBe(sessionId);
    expect(tv.cast.state?.castConnection).toMatchObject({ screenId: tv.screenId });
    expect(tv.cast.state).toEqual(trainer.state && screenStateView(trainer.state));

    trainer.sendOp('cell:update', { exerciseId: squat, userId: ana, value: { kg: 80, reps: 6 } });
    trainer.sendOp('summary:mode', { mode: 'comparison' });
    await settled(trainer);
    await eventually(() => expect(tv.cast.seq).toBe(trainer.seq));
    expect(tv.cast.state).toEqual(trainer.state && screenStateView(trainer.state));
    expect(tv.cast.state?.cells[squat]?.[ana]).toMatchObject({ kg: 80, reps: 6 });
    expect(tv.ops.map((op) => op.type).slice(-2)).toEqual(['cell:update', 'summary:mode']);

    trainer.sendTimerSync({ phase: 'rest', remainingMs: 30_000, isRunning: false });
    await eventually(() =>
      expect(tv.timers).toEqual([{ phase: 'rest', remainingMs: 30_000, isRunning: false }]),
    );
    expect(tv.cast.timer).toEqual({ phase: 'rest', remainingMs: 30_000, isRunning: false });
    expect(
      tv.sent.every((event) => ['cast:join', 'session:join', 'session:sync'].includes(event)),
    ).toBe(true);
  });

  it('shows a running timer when it joins late', async () => {
    const { sessionId, trainer } = await liveSession();
    await relayed(sessionId, () =>
      trainer.sendTimerSync({ phase: 'work', remainingMs: 50_000, isRunning: true }),
    );

    const tv = await screen();
    await connected(tv.cast);
    await server.pairScreen(tv.screenId, sessionId);
    await eventually(() => expect(tv.cast.timer).not.toBeNull());
    expect(tv.cast.timer).toMatchObject({ phase: 'work', isRunning: true });
    expect(tv.cast.timer?.remainingMs).toBeLessThanOrEqual(50_000);
  });

  it('goes back to waiting on cast:disconnect', async () => {
    const { sessionId, trainer } = await liveSession();
    const tv = await screen();
    await connected(tv.cast);
    await server.pairScreen(tv.screenId, sessionId);
    await eventually(() => expect(tv.cast.state).not.toBeNull());

    await server.unpairScreen(tv.screenId, sessionId);
    await eventually(() => expect(tv.disconnects()).toBe(1));
    expect(tv.cast.sessionId).toBeNull();
    expect(tv.cast.state).toBeNull();
    expect(tv.states.at(-1)).toBeNull();
    expect(tv.cast.status).toBe('connected');

    // Ops of the session it left do not reach it any more: a device still on the session has the
    // op, sent to the session's room in the same broadcast the screen would have had it in.
    const stayed = trainerDevice(sessionId);
    await connected(stayed);
    trainer.sendOp('summary:mode', { mode: 'comparison' });
    await settled(trainer);
    await eventually(() => expect(stayed.seq).toBe(trainer.seq));
    expect(tv.cast.state).toBeNull();
  });

  it('catches up after a network drop, following the same session', async () => {
    const { sessionId, trainer, squat, ana } = await liveSession();
    const network = await relayTo(server.url);
    const tv = await screen({ url: network.url });
    await connected(tv.cast);
    await server.pairScreen(tv.screenId, sessionId);
    await eventually(() => expect(tv.cast.seq).toBe(trainer.seq));

    await network.stop();
    await eventually(() => expect(tv.cast.status).toBe('connecting'));
    for (const kg of [61, 62, 63]) {
      trainer.sendOp('cell:update', { exerciseId: squat, userId: ana, value: { kg } });
    }
    await settled(trainer);

    await network.start();
    await connected(tv.cast);
    await eventually(() => expect(tv.cast.seq).toBe(trainer.seq));
    expect(tv.cast.state).toEqual(trainer.state && screenStateView(trainer.state));
    expect(tv.cast.state?.cells[squat]?.[ana]?.kg).toBe(63);
    expect(tv.connects).toEqual([sessionId]);
    expect(tv.cast.queuedMessages).toEqual([]);
  });

  it('resyncs on a gap in seq', async () => {
    const { sessionId, trainer, squat, ana } = await liveSession();
    const tv = await screen();
    await connected(tv.cast);
    await server.pairScreen(tv.screenId, sessionId);
    await eventually(() => expect(tv.cast.seq).toBe(trainer.seq));
    const socketId = tv.raw().id;
    if (!socketId) throw new Error('the screen has no socket id');

    server.leaveScreensRoom(socketId, sessionId);
    trainer.sendOp('cell:update', { exerciseId: squat, userId: ana, value: { kg: 70 } });
    await settled(trainer);
    await eventually(() => expect(trainer.seq).toBe(tv.cast.seq + 1));
    server.joinScreensRoom(socketId, sessionId);
    trainer.sendOp('cell:update', { exerciseId: squat, userId: ana, value: { reps: 5 } });
    await settled(trainer);

    await eventually(() => expect(tv.cast.seq).toBe(trainer.seq));
    expect(tv.cast.state?.cells[squat]?.[ana]).toMatchObject({ kg: 70, reps: 5 });
    expect(tv.sent).toContain('session:sync');
  });

  it('finishes with the session', async () => {
    const { sessionId, trainer } = await liveSession();
    const tv = await screen();
    await connected(tv.cast);
    await server.pairScreen(tv.screenId, sessionId);
    await eventually(() => expect(tv.cast.seq).toBe(trainer.seq));

    trainer.sendOp('session:end', {});
    await eventually(() => expect(tv.ends()).toBe(1));
    expect(tv.cast.state?.finished).toBe(true);
  });

  it('opens a session by its route only while paired with it', async () => {
    const { sessionId, trainer } = await liveSession();
    const paired = await screen();
    await connected(paired.cast);
    await server.pairScreen(paired.screenId, sessionId);
    await eventually(() => expect(paired.cast.seq).toBe(trainer.seq));

    const stranger = await screen({ sessionId });
    expect(stranger.cast.sessionId).toBe(sessionId);
    await eventually(() => expect(stranger.disconnects()).toBe(1));
    expect(stranger.cast.sessionId).toBeNull();
    expect(stranger.cast.state).toBeNull();
  });

  it('reports an unknown screen as an error and retries', async () => {
    const tv = await screen({ screenToken: 'not-a-screen-token' });
    await eventually(() => expect(tv.cast.status).toBe('error'));
    expect(tv.toasts).toEqual([realtimeMessages.castUnavailable]);
    tv.cast.close();
    expect(tv.cast.status).toBe('idle');
  });
});
