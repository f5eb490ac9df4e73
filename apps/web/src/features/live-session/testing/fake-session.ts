import {
  createSessionState,
  parseSessionOp,
  type SessionOp,
  type SessionState,
} from '@levelup/shared/session';
import { act } from '@testing-library/react';
import type { RealtimeStatus } from '@/lib/realtime/connection';
import * as reducer from '@/lib/realtime/session-reducer';
import type { SessionSocket } from '@/lib/realtime/session-socket';
import {
  addPending,
  applyLocally,
  createSessionSync,
  receiveOp,
  type SessionSync,
  visibleState,
} from '@/lib/realtime/sync';

/**
 * A session socket without a server: local ops go through the device's sync as the real socket's
 * do (pending on top of the confirmed state), and `receive` plays the server broadcasting an op
 * from another device. What was sent is kept in `sent`.
 */
export function fakeSession(state: SessionState) {
  let sync: SessionSync = createSessionSync({ state, seq: 0 });
  let shown = visibleState(sync, reducer);
  let silent = 0;
  const status: RealtimeStatus = 'connected';
  const listeners = new Set<() => void>();
  const sent: SessionOp[] = [];
  const update = (next: SessionSync) => {
    sync = next;
    shown = visibleState(sync, reducer);
    for (const listener of listeners) listener();
  };
  const socket = {
    sessionId: '00000000-0000-4000-8000-000000000000',
    get status() {
      return status;
    },
    offline: false,
    get state() {
      return shown;
    },
    get seq() {
      return sync.seq;
    },
    get queuedOps() {
      return sent;
    },
    castScreen: null,
    sendOp(type, payload) {
      const op = parseSessionOp({ id: crypto.randomUUID(), type, payload });
      if (!op) return null;
      if (silent > 0) update(applyLocally(sync, op, reducer));
      else {
        sent.push(op);
        update(addPending(sync, op));
      }
      return op;
    },
    silently(block) {
      silent += 1;
      try {
        return block();
      } finally {
        silent -= 1;
      }
    },
    sendSelection() {},
    sendPresence() {},
    sendTimerSync() {},
    onSelection: () => () => {},
    onPresence: () => () => {},
    onTimerSync: () => () => {},
    onOverwrite: () => () => {},
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {},
  } as SessionSocket;
  return {
    socket,
    sent,
    /** Another device's op, as the server broadcasts it. */
    receive(type: string, payload: unknown) {
      const op = parseSessionOp({ id: crypto.randomUUID(), type, payload });
      act(() => update(receiveOp(sync, sync.seq + 1, op, reducer).sync));
    },
  };
}

/** A started session with `clients` x `exercises` on the grid. */
export function gridState(clients: number, exercises: number): SessionState {
  const state = createSessionState({
    clients: Array.from({ length: clients }, (_, i) => ({ id: `c${i}`, firstName: `Client${i}` })),
    exercises: Array.from({ length: exercises }, (_, i) => ({ id: `e${i}`, name: `Exercise${i}` })),
  });
  return state;
}
