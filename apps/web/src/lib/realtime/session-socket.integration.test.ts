import type { LiveServer } from '@levelup/server/testing';
import { socketMessages } from '@levelup/shared';
import { loadTranslations, showLocale } from '@levelup/shared/i18n';
import type {
  PresenceBroadcast,
  SelectionBroadcast,
  SessionState,
  UnseenOverwrite,
} from '@levelup/shared/session';
import { describe, expect, it } from 'vitest';
import { realtimeMessages } from '@/messages';
import {
  connected,
  eventually,
  keptSocket,
  memoryOpJournal,
  noteTexts,
  setUpLiveServer,
} from '@/testing/realtime-test-server';
import type { RealtimeStatus } from './connection';
import { createSessionSocket, type SessionSocket, type TimerSyncMessage } from './session-socket';

let server: LiveServer;
const { closeAfterTest, relayTo } = setUpLiveServer((started) => {
  server = started;
});

/** A trainer device on the session, with what it reported and a handle on its raw socket. */
function device(sessionId: string, options: { url?: string; initial?: boolean } = {}) {
  const statuses: RealtimeStatus[] = [];
  const toasts: string[] = [];
  const states: SessionState[] = [];
  const refusals: string[] = [];
  const kept = keptSocket();
  const socket = createSessionSocket({
    url: options.url ?? server.url,
    sessionId,
    getToken: () => server.token,
    onStatus: (status) => statuses.push(status),
    onToast: (message) => toasts.push(message),
    onState: (state) => states.push(state),
    onOpRefused: (op, refusal) => refusals.push(`${op.type}: ${refusal.message}`),
    io: kept.io,
  });
  closeAfterTest(socket);
  return {
    socket,
    statuses,
    toasts,
    states,
    refusals,
    raw: kept.raw,
  };
}

/** Waits until the server acknowledged every op the device queued. */
async function settled(socket: SessionSocket) {
  await eventually(() => {
    expect(socket.queuedOps).toEqual([]);
    expect(socket.state).not.toBeNull();
  });
}

/**
 * A session with two clients and two exercises on the grid, put there as the coach does (the
 * clients from the available list, the exercises from the library), and the ids a test needs.
 */
async function liveSession() {
  const sessionId = await server.createSession();
  const { state } = await server.sessionState(sessionId);
  const [squat, row] = await server.exerciseLibrary();
  const [ana, ben] = state.availableClients;
  if (!squat || !row || !ana || !ben) throw new Error('the demo gym is missing data');
  const setup = device(sessionId);
  await connected(setup.socket);
  setup.socket.sendOp('clients:add', { clientIds: [ana.id, ben.id] });
  setup.socket.sendOp('exercises:add', {
    exerciseIds: [squat.id, row.id],
    exercises: [squat, row],
  });
  await settled(setup.socket);
  setup.socket.close();
  return { sessionId, squat: squat.id, row: row.id, ana: ana.id, ben: ben.id };
}

function addNotes(socket: SessionSocket, clientId: string, from: number, to: number) {
  for (let n = from; n <= to; n += 1) {
    socket.sendOp('note:add', { scope: 'trainee', userId: clientId, text: `note ${n}` });
  }
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `note ${from + i}`);

describe('session socket against the real server', () => {
  it('starts at connecting, joins, and adopts the server state and seq', async () => {
    const { sessionId } = await liveSession();
    const trainer = device(sessionId);
    expect(trainer.socket.status).toBe('connecting');
    expect(trainer.socket.state).toBeNull();

    await connected(trainer.socket);
    const onServer = await server.sessionState(sessionId);
    expect(trainer.socket.seq).toBe(onServer.seq);
    expect(trainer.socket.state).toEqual(onServer.state);
    expect(trainer.statuses).toEqual(['connected']);
    expect(trainer.states.at(-1)).toEqual(onServer.state);
    expect(trainer.toasts).toEqual([]);
  });

  it('applies an op at once and confirms it by seq', async () => {
    const { sessionId, squat, ana } = await liveSession();
    const trainer = device(sessionId);
    await connected(trainer.socket);
    const before = trainer.socket.seq;

    const op = trainer.socket.sendOp('cell:update', {
      exerciseId: squat,
      userId: ana,
      value: { kg: 61.5, reps: 8 },
    });
    expect(op?.id).toMatch(/^[0-9a-f-]{36}$/);
    // Optimistic: shown before the server answered, as typed (a load is kept to the tenth gram).
    expect(trainer.socket.state?.cells[squat]?.[ana]).toMatchObject({ kg: 61.5, reps: 8 });
    expect(trainer.socket.queuedOps.map((queued) => queued.id)).toEqual([op?.id]);

    await settled(trainer.socket);
    await eventually(() => expect(trainer.socket.seq).toBe(before + 1));
    const onServer = await server.sessionState(sessionId);
    expect(onServer.seq).toBe(before + 1);
    expect(trainer.socket.state).toEqual(onServer.state);
    const log = await server.opLog(sessionId, before);
    expect(log.map((entry) => entry.op.id)).toEqual([op?.id]);
    expect(log[0]?.actorId).toBe(server.coachId);
  });

  it('does not send an op that fails the shared schema', async () => {
    const { sessionId } = await liveSession();
    const trainer = device(sessionId);
    await connected(trainer.socket);
    const shown = trainer.socket.state;

    // Deliberately wrong payload: the schema, not the type checker, must stop it.
    const invalid = { mode: 'sideways' } as unknown as { mode: 'progress' };
    expect(trainer.socket.sendOp('summary:mode', invalid)).toBeNull();
    expect(trainer.socket.queuedOps).toEqual([]);
    expect(trainer.socket.state).toBe(shown);
  });

  it('undoes an op the server refuses and tells why', async () => {
    const { sessionId, squat } = await liveSession();
    const trainer = device(sessionId);
    await connected(trainer.socket);
    const before = trainer.socket.state;
    const stranger = '00000000-0000-4000-8000-00000000beef';

    trainer.socket.sendOp('note:add', {
      scope: 'cell',
      exerciseId: squat,
      userId: stranger,
      text: 'hi',
    });
    await settled(trainer.socket);
    expect(trainer.refusals).toEqual([`note:add: ${socketMessages.notOnRoster}`]);
    expect(trainer.socket.state).toEqual(before);
  });

  it("tells why a refused op was refused in the page's language", async () => {
    const { sessionId, squat } = await liveSession();
    await loadTranslations('es');
    showLocale('es');
    try {
      const trainer = device(sessionId);
      await connected(trainer.socket);
      trainer.socket.sendOp('note:add', {
        scope: 'cell',
        exerciseId: squat,
        userId: '00000000-0000-4000-8000-00000000beef',
        text: 'hola',
      });
      await settled(trainer.socket);
      expect(trainer.refusals).toEqual([
        'note:add: Esa persona no está en esta sesión, así que no se ha cambiado nada.',
      ]);
    } finally {
      showLocale('en');
    }
  });

  it('keeps two trainer devices in step, whoever sends', async () => {
    const { sessionId, squat, row, ana, ben } = await liveSession();
    const phone = device(sessionId);
    const tablet = device(sessionId);
    await connected(phone.socket);
    await connected(tablet.socket);

    phone.socket.sendOp('cell:update', { exerciseId: squat, userId: ana, value: { kg: 100 } });
    tablet.socket.sendOp('cell:update', { exerciseId: squat, userId: ana, value: { reps: 5 } });
    tablet.socket.sendOp('client:assign', { userId: ben, exerciseId: row });
    phone.socket.sendOp('cell:verify', {
      exerciseId: squat,
      userId: ana,
      verification: 'verified',
    });
    phone.socket.sendOp('summary:mode', { mode: 'comparison' });
    await settled(phone.socket);
    await settled(tablet.socket);

    const onServer = await server.sessionState(sessionId);
    await eventually(() => {
      expect(phone.socket.seq).toBe(onServer.seq);
      expect(tablet.socket.seq).toBe(onServer.seq);
    });
    expect(phone.socket.state).toEqual(onServer.state);
    expect(tablet.socket.state).toEqual(onServer.state);
    expect(onServer.state.cells[squat]?.[ana]).toMatchObject({
      kg: 100,
      reps: 5,
      verification: 'verified',
    });
    expect(onServer.state.individualAssignments[ben]?.[row]).toBe(true);
    expect(onServer.state.summaryMode).toBe('comparison');
  });

  it('queues ops while the server is unreachable and sends them in order once it is back', async () => {
    const { sessionId, ana } = await liveSession();
    const network = await relayTo(server.url, false);
    const { seq } = await server.sessionState(sessionId);
    const trainer = device(sessionId, { url: network.url });

    await eventually(() => expect(trainer.toasts).toEqual([realtimeMessages.offline]));
    expect(trainer.socket.status).toBe('connecting');
    addNotes(trainer.socket, ana, 1, 12);
    expect(trainer.socket.queuedOps).toHaveLength(12);
    // Nothing is shown before a state exists; the queued ops wait for it.
    expect(trainer.socket.state).toBeNull();

    await network.start();
    await connected(trainer.socket);
    await settled(trainer.socket);
    expect(noteTexts(trainer.socket.state, ana)).toEqual(range(1, 12));

    const log = await server.opLog(sessionId, seq);
    expect(log.map((entry) => entry.seq)).toEqual(range(1, 12).map((_, i) => seq + i + 1));
    const onServer = await server.sessionState(sessionId);
    expect(noteTexts(onServer.state, ana)).toEqual(range(1, 12));
    expect(trainer.socket.state).toEqual(onServer.state);
  });

  it('shows a loaded state with offline ops on top before it connects', async () => {
    const { sessionId, ana } = await liveSession();
    const network = await relayTo(server.url, false);
    const loaded = await server.sessionState(sessionId);
    const trainer = createSessionSocket({
      url: network.url,
      sessionId,
      getToken: () => server.token,
      initial: loaded,
    });
    closeAfterTest(trainer);
    expect(trainer.state).toEqual(loaded.state);
    trainer.sendOp('note:add', { scope: 'trainee', userId: ana, text: 'offline note' });
    expect(noteTexts(trainer.state, ana)).toEqual(['offline note']);

    await network.start();
    await connected(trainer);
    await settled(trainer);
    const onServer = await server.sessionState(sessionId);
    expect(noteTexts(onServer.state, ana)).toEqual(['offline note']);
    expect(trainer.state).toEqual(onServer.state);
  });

  it('keeps the newest 100 ops when more are queued, dropping the oldest', async () => {
    const { sessionId, ana } = await liveSession();
    const network = await relayTo(server.url, false);
    const trainer = device(sessionId, { url: network.url });
    addNotes(trainer.socket, ana, 1, 105);
    expect(trainer.socket.queuedOps).toHaveLength(100);
    const first = trainer.socket.queuedOps[0];
    expect(first?.type === 'note:add' && first.payload.text).toBe('note 6');

    await network.start();
    await connected(trainer.socket);
    await settled(trainer.socket);
    const onServer = await server.sessionState(sessionId);
    expect(noteTexts(onServer.state, ana)).toEqual(range(6, 105));
    expect(trainer.socket.state).toEqual(onServer.state);
  });

  it('loses nothing and applies nothing twice when the network drops mid-flush', async () => {
    const { sessionId, ana } = await liveSession();
    const network = await relayTo(server.url, false);
    const { seq } = await server.sessionState(sessionId);
    const trainer = device(sessionId, { url: network.url });
    addNotes(trainer.socket, ana, 1, 40);

    let dropped: Promise<void> | null = null;
    const stopWatching = trainer.socket.subscribe(() => {
      if (!dropped && trainer.socket.queuedOps.length <= 30) dropped = network.stop();
    });
    await network.start();
    await eventually(() => expect(dropped).not.toBeNull());
    await dropped;
    // The network comes back once the device has seen it go.
    await eventually(() => expect(trainer.socket.status).toBe('connecting'));
    await network.start();
    await eventually(() => expect(trainer.socket.queuedOps).toEqual([]), 20_000);
    stopWatching();

    expect(trainer.toasts).toContain(realtimeMessages.disconnected);
    const log = await server.opLog(sessionId, seq);
    expect(log).toHaveLength(40);
    const onServer = await server.sessionState(sessionId);
    expect(noteTexts(onServer.state, ana)).toEqual(range(1, 40));
    await eventually(() => expect(trainer.socket.state).toEqual(onServer.state));
  });

  it('reconnects after the server forces a disconnect, sending what was queued meanwhile', async () => {
    const { sessionId, ana } = await liveSession();
    const trainer = device(sessionId);
    await connected(trainer.socket);

    server.disconnectAllSockets();
    await eventually(() => expect(trainer.socket.status).toBe('connecting'));
    expect(trainer.toasts).toEqual([realtimeMessages.disconnected]);
    addNotes(trainer.socket, ana, 1, 3);

    await connected(trainer.socket);
    await settled(trainer.socket);
    expect(trainer.statuses).toEqual(['connected', 'connecting', 'connected']);
    const onServer = await server.sessionState(sessionId);
    expect(noteTexts(onServer.state, ana)).toEqual(range(1, 3));
  });

  it('notices a gap in seq and resyncs without reconnecting', async () => {
    const { sessionId, squat, ana } = await liveSession();
    const watcher = device(sessionId);
    const editor = device(sessionId);
    await connected(watcher.socket);
    await connected(editor.socket);
    const socketId = watcher.raw().id;
    if (!socketId) throw new Error('the watcher has no socket id');

    // The watcher silently misses three broadcasts, as a lossy relay would make it.
    server.app.liveSessions.io.in(socketId).socketsLeave(`session:${sessionId}`);
    addNotes(editor.socket, ana, 1, 3);
    await settled(editor.socket);
    await eventually(() => expect(editor.socket.seq).toBe(watcher.socket.seq + 3));
    server.joinRoom(socketId, sessionId);

    editor.socket.sendOp('cell:update', { exerciseId: squat, userId: ana, value: { kg: 40 } });
    await settled(editor.socket);
    await eventually(() => expect(watcher.socket.seq).toBe(editor.socket.seq));
    expect(watcher.socket.state).toEqual(editor.socket.state);
    expect(noteTexts(watcher.socket.state, ana)).toEqual(range(1, 3));
    expect(watcher.statuses).toEqual(['connected']);
  });

  it('converges after reconnecting when it missed ops while away', async () => {
    const { sessionId, ana } = await liveSession();
    const network = await relayTo(server.url);
    const away = device(sessionId, { url: network.url });
    const present = device(sessionId);
    await connected(away.socket);
    await connected(present.socket);

    await network.stop();
    await eventually(() => expect(away.socket.status).toBe('connecting'));
    addNotes(present.socket, ana, 1, 4);
    addNotes(away.socket, ana, 5, 6);
    await settled(present.socket);

    await network.start();
    await connected(away.socket);
    await settled(away.socket);
    await eventually(() => expect(present.socket.seq).toBe(away.socket.seq));
    expect(away.socket.state).toEqual(present.socket.state);
    expect(noteTexts(away.socket.state, ana)).toEqual(range(1, 6));
  });

  it('tells the device whose value an offline edit replaced, and only it', async () => {
    const { sessionId, ana, squat } = await liveSession();
    const network = await relayTo(server.url);
    const away = device(sessionId, { url: network.url });
    const present = device(sessionId);
    const heard: { away: UnseenOverwrite[]; present: UnseenOverwrite[] } = {
      away: [],
      present: [],
    };
    away.socket.onOverwrite((overwrite) => heard.away.push(overwrite));
    present.socket.onOverwrite((overwrite) => heard.present.push(overwrite));
    await connected(away.socket);
    await connected(present.socket);

    await network.stop();
    await eventually(() => expect(away.socket.status).toBe('connecting'));
    const cell = { exerciseId: squat, userId: ana };
    present.socket.sendOp('cell:update', { ...cell, value: { kg: 70, reps: 5 } });
    await settled(present.socket);
    // Made while offline on a grid still showing the empty cell: it says so.
    const late = away.socket.sendOp('cell:update', { ...cell, value: { kg: 60 } });
    expect(late?.type === 'cell:update' && late.payload.seen).toEqual({ kg: 0 });

    await network.start();
    await connected(away.socket);
    await settled(away.socket);
    // The later edit by the server's order stands everywhere.
    await eventually(() => expect(present.socket.seq).toBe(away.socket.seq));
    expect(present.socket.state?.cells[squat]?.[ana]).toMatchObject({ kg: 60, reps: 5 });
    expect(away.socket.state).toEqual(present.socket.state);
    expect(heard.present).toEqual([
      expect.objectContaining({ ...cell, replaced: expect.objectContaining({ kg: 70 }) }),
    ]);
    expect(heard.away).toEqual([]);
  });

  it('keeps ops of a silent block on this device', async () => {
    const { sessionId, ana, ben, squat } = await liveSession();
    const trainer = device(sessionId);
    const other = device(sessionId);
    await connected(trainer.socket);
    await connected(other.socket);
    const selections: SelectionBroadcast[] = [];
    other.socket.onSelection((selection) => selections.push(selection));
    const seq = trainer.socket.seq;

    const result = trainer.socket.silently(() => {
      trainer.socket.sendOp('note:add', { scope: 'trainee', userId: ana, text: 'hydrated' });
      trainer.socket.sendSelection({ rowIds: [squat], selectionType: 'row' });
      return 'done';
    });
    expect(result).toBe('done');
    expect(noteTexts(trainer.socket.state, ana)).toEqual(['hydrated']);
    expect(trainer.socket.queuedOps).toEqual([]);

    // A later op goes out as usual and shows that nothing from the block went before it.
    trainer.socket.sendOp('note:add', { scope: 'trainee', userId: ben, text: 'sent' });
    await settled(trainer.socket);
    await eventually(() => expect(other.socket.seq).toBe(seq + 1));
    expect(noteTexts(other.socket.state, ana)).toEqual([]);
    expect(noteTexts(other.socket.state, ben)).toEqual(['sent']);
    const onServer = await server.sessionState(sessionId);
    expect(noteTexts(onServer.state, ana)).toEqual([]);
    expect(selections).toEqual([]);
  });

  it('sends the ops of a device that reloaded while offline, once each, when it opens again', async () => {
    const { sessionId, ana } = await liveSession();
    const journal = memoryOpJournal();
    const network = await relayTo(server.url, false);
    const { seq } = await server.sessionState(sessionId);
    const before = createSessionSocket({
      url: network.url,
      sessionId,
      getToken: () => server.token,
      journal,
    });
    closeAfterTest(before);
    await eventually(() => expect(journal.entries.size).toBe(0));
    addNotes(before, ana, 1, 3);
    await eventually(() => expect(journal.entries.get(sessionId)).toHaveLength(3));
    // The page goes away with the Wi-Fi still down; only the journal remains.
    before.close();

    await network.start();
    const after = createSessionSocket({
      url: network.url,
      sessionId,
      getToken: () => server.token,
      journal,
    });
    closeAfterTest(after);
    after.sendOp('note:add', { scope: 'trainee', userId: ana, text: 'note 4' });
    await connected(after);
    await settled(after);

    expect(noteTexts(after.state, ana)).toEqual(range(1, 4));
    const log = await server.opLog(sessionId, seq);
    expect(log).toHaveLength(4);
    const onServer = await server.sessionState(sessionId);
    expect(noteTexts(onServer.state, ana)).toEqual(range(1, 4));
    await eventually(() => expect(journal.entries.has(sessionId)).toBe(false));
  });

  it('does not send a kept op twice when the server had applied it before the reload', async () => {
    const { sessionId, ana } = await liveSession();
    const journal = memoryOpJournal();
    const first = createSessionSocket({ url: server.url, sessionId, getToken: () => server.token });
    closeAfterTest(first);
    await connected(first);
    const op = first.sendOp('note:add', { scope: 'trainee', userId: ana, text: 'once' });
    await settled(first);
    if (!op) throw new Error('the note op was not made');
    // Applied on the server, but the ack was lost with the reload: the journal still has it.
    await journal.save(sessionId, [op]);
    const { seq } = await server.sessionState(sessionId);

    const again = createSessionSocket({
      url: server.url,
      sessionId,
      getToken: () => server.token,
      journal,
    });
    closeAfterTest(again);
    await connected(again);
    await settled(again);
    expect(await server.opLog(sessionId, seq)).toEqual([]);
    expect(noteTexts(again.state, ana)).toEqual(['once']);
    await eventually(() => expect(journal.entries.has(sessionId)).toBe(false));
  });

  it('resets to idle and drops the queue when the product disconnects', async () => {
    const { sessionId, ana } = await liveSession();
    const network = await relayTo(server.url, false);
    const { seq } = await server.sessionState(sessionId);
    const trainer = device(sessionId, { url: network.url });
    addNotes(trainer.socket, ana, 1, 5);
    expect(trainer.socket.queuedOps).toHaveLength(5);

    trainer.socket.close();
    expect(trainer.socket.status).toBe('idle');
    expect(trainer.statuses.at(-1)).toBe('idle');
    expect(trainer.socket.queuedOps).toEqual([]);
    expect(
      trainer.socket.sendOp('note:add', { scope: 'trainee', userId: ana, text: 'x' }),
    ).toBeNull();

    await network.start();
    // Its socket has stopped trying: what it queued or buffered can no longer reach the server.
    await eventually(() => expect(trainer.raw().active).toBe(false));
    expect(trainer.socket.status).toBe('idle');
    expect(await server.opLog(sessionId, seq)).toEqual([]);
  });

  it('relays selection, presence and the timer to the other devices', async () => {
    const { sessionId, squat, ana } = await liveSession();
    const trainer = device(sessionId);
    const other = device(sessionId);
    await connected(trainer.socket);
    await connected(other.socket);
    const selections: SelectionBroadcast[] = [];
    const presences: PresenceBroadcast[] = [];
    const timers: TimerSyncMessage[] = [];
    other.socket.onSelection((selection) => selections.push(selection));
    other.socket.onPresence((presence) => presences.push(presence));
    other.socket.onTimerSync((timer) => timers.push(timer));

    trainer.socket.sendSelection({
      rowIds: [squat],
      colIds: [ana],
      mode: 'kg',
      selectionType: 'cell',
      exerciseId: squat,
      userId: ana,
    });
    trainer.socket.sendPresence({ exerciseId: squat, mode: 'reps' });
    trainer.socket.sendTimerSync({ phase: 'work', remainingMs: 42_000, isRunning: true });

    await eventually(() => {
      expect(selections).toHaveLength(1);
      expect(presences).toHaveLength(1);
      expect(timers).toHaveLength(1);
    });
    expect(selections[0]).toMatchObject({
      sessionId,
      actorId: server.coachId,
      rowIds: [squat],
      colIds: [ana],
      mode: 'kg',
      selectionType: 'cell',
    });
    expect(presences[0]).toMatchObject({ userId: server.coachId, exerciseId: squat, mode: 'reps' });
    expect(timers[0]).toEqual({ sessionId, phase: 'work', remainingMs: 42_000, isRunning: true });
    expect(trainer.toasts).toEqual([]);
  });

  it('goes to error when the server refuses the connection, and retries with a fresh token', async () => {
    const { sessionId } = await liveSession();
    let token: string | null = null;
    const statuses: RealtimeStatus[] = [];
    const trainer = createSessionSocket({
      url: server.url,
      sessionId,
      getToken: () => token,
      onStatus: (status) => statuses.push(status),
    });
    closeAfterTest(trainer);
    await eventually(() => expect(trainer.status).toBe('error'));

    token = server.token;
    await connected(trainer);
    expect(statuses).toEqual(['error', 'connecting', 'connected']);
  });
});
