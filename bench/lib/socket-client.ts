import { io, type Socket } from 'socket.io-client';

// What the load generators' sockets do as the app's devices: connect, join a session, read acks
// and broadcasts.

export function isOkAck(ack: unknown): boolean {
  return typeof ack === 'object' && ack !== null && (ack as { ok?: unknown }).ok === true;
}

export function describeRefusal(ack: unknown): string {
  return JSON.stringify(ack)?.slice(0, 300) ?? String(ack);
}

export function deliveredOpId(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const op = (message as { op?: unknown }).op;
  if (typeof op !== 'object' || op === null) return undefined;
  const id = (op as { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}

export function connect(url: string, auth: Record<string, unknown>, timeoutMs: number): Socket {
  // One connection per socket (forceNew), as separate devices have; websocket only, so the
  // figures measure the broadcast path rather than the polling upgrade.
  return io(url, {
    auth,
    forceNew: true,
    reconnection: false,
    timeout: timeoutMs,
    transports: ['websocket'],
  });
}

export function connected(socket: Socket): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(new Error(`socket refused: ${error.message}`)));
  });
}

export async function join(socket: Socket, sessionId: string, timeoutMs: number): Promise<void> {
  const ack: unknown = await socket.timeout(timeoutMs).emitWithAck('session:join', { sessionId });
  if (!isOkAck(ack)) throw new Error(`session:join refused: ${describeRefusal(ack)}`);
}

/** A cast screen's socket joins as its screen, as the TV does before it follows the session. */
export async function joinScreen(socket: Socket, screenId: string, timeoutMs: number) {
  const ack: unknown = await socket.timeout(timeoutMs).emitWithAck('cast:join', { screenId });
  if (!isOkAck(ack)) throw new Error(`cast:join refused: ${describeRefusal(ack)}`);
}

/** Waits until `round.received` reaches `expected`, or `timeoutMs` runs out. */
export async function waitForDeliveries(
  round: { received: number },
  expected: number,
  timeoutMs: number,
) {
  const deadline = performance.now() + timeoutMs;
  while (round.received < expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
