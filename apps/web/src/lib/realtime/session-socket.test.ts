import { createSessionState, type SessionState } from '@levelup/shared/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtimeMessages } from '@/messages';
import { lazyModule } from '../lazy-module';
import type { RealtimeSocket } from './connection';
import * as reducerCode from './session-reducer';
import { createSessionSocket } from './session-socket';
import type { SessionReducer } from './sync';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const state: SessionState = createSessionState({
  clients: [{ id: 'ana', firstName: 'Ana', sex: 'F' }],
  exercises: [{ id: 'squat', name: 'Back Squat' }],
});

const notes = (shown: SessionState | null) =>
  (shown?.notes.byTrainee.ana ?? []).map((note) => note.text);

/** A socket that only records the events listened to: it never connects. */
function idleSocket() {
  const events: string[] = [];
  const socket = {
    connected: false,
    active: true,
    on: (event: string) => events.push(event),
    connect: () => {},
    disconnect: () => {},
  };
  return { socket: socket as unknown as RealtimeSocket, events };
}

/** A trainer device whose reducer arrives when the test says (`deliver`), or fails to. */
function device(load: () => Promise<SessionReducer>, connectWhen?: Promise<void>) {
  const fake = idleSocket();
  const io = vi.fn(() => fake.socket);
  const toasts: string[] = [];
  const socket = createSessionSocket({
    sessionId: '00000000-0000-4000-8000-000000000001',
    initial: { state, seq: 3 },
    journal: null,
    io,
    reducer: lazyModule(load),
    onToast: (message) => toasts.push(message),
    connectWhen,
  });
  return { socket, io, toasts, events: fake.events };
}

function edit(socket: ReturnType<typeof device>['socket']) {
  socket.sendOp('note:add', { scope: 'trainee', userId: 'ana', text: 'sent 1' });
  socket.silently(() =>
    socket.sendOp('note:add', { scope: 'trainee', userId: 'ana', text: 'local' }),
  );
  socket.sendOp('note:add', { scope: 'trainee', userId: 'ana', text: 'sent 2' });
}

describe('a session socket told to connect later', () => {
  it('fetches no code and opens nothing until told, keeping edits for then', async () => {
    let paint: () => void = () => {};
    const load = vi.fn(async () => reducerCode);
    const { socket, io } = device(
      load,
      new Promise((resolve) => {
        paint = resolve;
      }),
    );
    socket.sendOp('note:add', { scope: 'trainee', userId: 'ana', text: 'before paint' });
    // A device not told to wait has fetched its code and opened its socket by now.
    const unheld = device(async () => reducerCode);
    await vi.waitFor(() => expect(unheld.io).toHaveBeenCalledOnce());
    unheld.socket.close();
    expect(load).not.toHaveBeenCalled();
    expect(io).not.toHaveBeenCalled();
    expect(socket.state).toBe(state);
    expect(socket.queuedOps).toHaveLength(1);

    paint();
    await vi.waitFor(() => expect(io).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
    expect(notes(socket.state)).toEqual(['before paint']);
    socket.close();
  });
});

describe('a session socket before its reducer is here', () => {
  it('paints the state it has, keeps edits in order and shows them once the reducer arrives', async () => {
    let deliver: (reducer: SessionReducer) => void = () => {};
    const waiting = device(() => new Promise((resolve) => (deliver = resolve)));
    const ready = device(async () => reducerCode);
    await vi.waitFor(() => expect(ready.io).toHaveBeenCalled());

    edit(waiting.socket);
    edit(ready.socket);
    expect(waiting.socket.state).toBe(state);
    expect(waiting.socket.queuedOps.map((op) => op.payload)).toMatchObject([
      { text: 'sent 1' },
      { text: 'sent 2' },
    ]);
    // Nothing from the server can be applied before the reducer: the socket is not opened yet.
    expect(waiting.io).not.toHaveBeenCalled();

    deliver(reducerCode);
    await vi.waitFor(() => expect(waiting.io).toHaveBeenCalled());
    expect(notes(waiting.socket.state)).toEqual(notes(ready.socket.state));
    expect(notes(waiting.socket.state)).toEqual(['local', 'sent 1', 'sent 2']);
    expect(waiting.events).toContain('session:op');
    waiting.socket.close();
    ready.socket.close();
  });

  it('tells a reducer that cannot be fetched as an unreachable server, once, and fetches it again', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<SessionReducer>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(reducerCode);
    const { socket, io, toasts } = device(load);
    socket.sendOp('note:add', { scope: 'trainee', userId: 'ana', text: 'offline edit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.status).toBe('connecting');
    expect(toasts).toEqual([realtimeMessages.offline]);
    expect(socket.queuedOps).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(5000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(toasts).toEqual([realtimeMessages.offline]);
    expect(io).toHaveBeenCalledOnce();
    expect(notes(socket.state)).toEqual(['offline edit']);
    socket.close();
  });
});
