import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeConnection, type RealtimeSocket, type RealtimeStatus } from './connection';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A socket that records what is done to it; `fire` plays an event to its listeners. */
function fakeSocket() {
  const listeners: Array<[string, (...args: unknown[]) => void]> = [];
  const socket = {
    connected: false,
    active: true,
    on: vi.fn((event: string, listener: (...args: unknown[]) => void) => {
      listeners.push([event, listener]);
    }),
    connect: vi.fn(),
    disconnect: vi.fn(),
  };
  return {
    socket: socket as unknown as RealtimeSocket,
    record: socket,
    events: () => listeners.map(([event]) => event),
    fire(event: string, ...args: unknown[]) {
      for (const [name, listener] of listeners) if (name === event) listener(...args);
    },
  };
}

function connectionWith(io: () => RealtimeSocket | Promise<RealtimeSocket>) {
  const statuses: RealtimeStatus[] = [];
  const toasts: string[] = [];
  const onConnect = vi.fn();
  const connection = createRealtimeConnection({
    io,
    auth: (callback) => callback({}),
    unreachableMessage: 'unreachable',
    onStatus: (status) => statuses.push(status),
    onToast: (message) => toasts.push(message),
    onConnect,
    onDisconnect: () => {},
    onClose: () => {},
  });
  return { connection, statuses, toasts, onConnect };
}

describe('a connection whose socket library is still on its way', () => {
  it('is connecting meanwhile, then hands its listeners to the socket and follows it', async () => {
    const fake = fakeSocket();
    let deliver: (socket: RealtimeSocket) => void = () => {};
    const { connection, onConnect } = connectionWith(
      () =>
        new Promise((resolve) => {
          deliver = resolve;
        }),
    );
    expect(connection.status).toBe('connecting');
    expect(connection.socket.active).toBe(true);
    expect(connection.socket.connected).toBe(false);
    deliver(fake.socket);
    await vi.waitFor(() =>
      expect(fake.events()).toEqual(['connect', 'connect_error', 'disconnect']),
    );
    fake.fire('connect');
    expect(onConnect).toHaveBeenCalledOnce();
  });

  it('never connects a socket that arrives after the product disconnected', async () => {
    const fake = fakeSocket();
    const { connection, statuses } = connectionWith(async () => fake.socket);
    connection.close();
    expect(statuses.at(-1)).toBe('idle');
    await vi.waitFor(() => expect(fake.record.disconnect).toHaveBeenCalled());
    expect(fake.record.on).not.toHaveBeenCalled();
  });

  it('tells a library that cannot be fetched as an unreachable server, once, and fetches it again', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeSocket();
    const io = vi
      .fn<() => Promise<RealtimeSocket>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(fake.socket);
    const { connection, toasts } = connectionWith(io);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.status).toBe('connecting');
    expect(toasts).toEqual(['unreachable']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(io).toHaveBeenCalledTimes(3);
    expect(toasts).toEqual(['unreachable']);
    expect(fake.events()).toContain('connect');
  });
});

/** A connection whose socket has arrived and has its listeners. */
async function arrivedConnection() {
  const fake = fakeSocket();
  const { connection } = connectionWith(() => fake.socket);
  await vi.waitFor(() => expect(fake.events()).toEqual(['connect', 'connect_error', 'disconnect']));
  return { fake, connection };
}

describe('an outage', () => {
  it('is not the first connection attempt, however long it takes', async () => {
    const { fake, connection } = await arrivedConnection();
    expect(connection.status).toBe('connecting');
    expect(connection.offline).toBe(false);
    fake.fire('connect');
    expect(connection.offline).toBe(false);
  });

  it('starts when the server cannot be reached and ends once joined again', async () => {
    const { fake, connection } = await arrivedConnection();
    const changes = vi.fn();
    connection.subscribe(changes);
    fake.fire('connect_error', new Error('xhr poll error'));
    expect(connection.offline).toBe(true);
    expect(changes).toHaveBeenCalled();
    fake.fire('connect');
    expect(connection.offline).toBe(true);
    connection.outageOver();
    expect(connection.offline).toBe(false);
  });

  it('starts when a live connection drops, and when a join is refused', async () => {
    const { fake, connection } = await arrivedConnection();
    fake.fire('connect');
    connection.outageOver();
    fake.fire('disconnect', 'transport close');
    expect(connection.offline).toBe(true);
    fake.fire('connect');
    connection.outageOver();
    connection.setStatus('connected');
    connection.setStatus('error');
    expect(connection.offline).toBe(true);
  });

  it('is not one when the product itself disconnects', async () => {
    const { fake, connection } = await arrivedConnection();
    fake.fire('connect');
    connection.close();
    fake.fire('disconnect', 'io client disconnect');
    expect(connection.offline).toBe(false);
  });
});
