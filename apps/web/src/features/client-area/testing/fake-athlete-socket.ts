import { parseSessionOp, type SessionOp, type SessionState } from '@levelup/shared/session';
import type { TimerSync } from '@levelup/shared/timer';
import { act } from '@testing-library/react';
import * as reducer from '@/lib/realtime/session-reducer';
import type { SessionSocket, TimerSyncMessage } from '@/lib/realtime/session-socket';
import {
  addPending,
  createSessionSync,
  receiveOp,
  type SessionSync,
  visibleState,
} from '@/lib/realtime/sync';

const SESSION_ID = '00000000-0000-4000-8000-0000000000a1';

/**
 * An athlete's session socket without a server: the phone's own ops go through the sync as the
 * real socket's do (applied at once, pending until confirmed) and are kept in `sent` until
 * `confirmSent`; `receive` plays the server broadcasting the coach's op, `timer` the coach's
 * timer, `goOffline` a Wi-Fi drop.
 */
export function fakeAthleteSocket(state: SessionState) {
  let sync: SessionSync = createSessionSync({ state, seq: 0 });
  let shown = visibleState(sync, reducer);
  let offline = false;
  const listeners = new Set<() => void>();
  const timerListeners = new Set<(timer: TimerSyncMessage) => void>();
  const sent: SessionOp[] = [];
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const update = (next: SessionSync) => {
    sync = next;
    shown = visibleState(sync, reducer);
    notify();
  };
  const socket = {
    sessionId: SESSION_ID,
    get status() {
      return offline ? 'error' : 'connected';
    },
    get offline() {
      return offline;
    },
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
      sent.push(op);
      update(addPending(sync, op));
      return op;
    },
    silently: (block) => block(),
    sendSelection() {},
    sendPresence() {},
    sendTimerSync() {},
    onSelection: () => () => {},
    onPresence: () => () => {},
    onTimerSync(listener) {
      timerListeners.add(listener);
      return () => timerListeners.delete(listener);
    },
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
    /** The server applying the phone's ops sent so far, and broadcasting them back. */
    confirmSent() {
      act(() => {
        for (const op of sent.splice(0)) update(receiveOp(sync, sync.seq + 1, op, reducer).sync);
      });
    },
    /** The coach's op, as the server broadcasts it. */
    receive(type: string, payload: unknown) {
      const op = parseSessionOp({ id: crypto.randomUUID(), type, payload });
      act(() => update(receiveOp(sync, sync.seq + 1, op, reducer).sync));
    },
    timer(timer: TimerSync) {
      act(() => {
        for (const listener of timerListeners) listener({ ...timer, sessionId: SESSION_ID });
      });
    },
    goOffline() {
      act(() => {
        offline = true;
        notify();
      });
    },
  };
}
