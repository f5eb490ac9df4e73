import { type Ack, parseInboundEvent } from '@levelup/shared/session';
import type { TimerSync } from '@levelup/shared/timer';
import { realtimeMessages } from '@/messages';
import { ACK_TIMEOUT_MS } from './connection';
import { logRealtimeFailure } from './failures';
import type { LiveSocket } from './live-socket';
import type { PresenceInput, SelectionInput } from './session-socket-types';

export interface SessionRelaysOptions {
  socket: LiveSocket;
  sessionId: string;
  /** Whether a selection or a presence may go out now (joined, not closed, not silenced). */
  canRelay(): boolean;
  onToast?: (message: string) => void;
}

/** What a session device relays to the room without it becoming part of the session's state. */
export interface SessionRelays {
  sendSelection(selection: SelectionInput): void;
  sendPresence(presence: PresenceInput): void;
  /** Sends at once: the session socket holds a timer back until the session is joined. */
  sendTimerSync(timer: TimerSync): void;
}

export function createSessionRelays(options: SessionRelaysOptions): SessionRelays {
  const { socket, sessionId, canRelay } = options;

  /** Relays are fire and forget: a failure is logged, and told only for a selection. */
  function watchRelay(event: 'selection:set' | 'presence' | 'timer:sync', answer: Promise<Ack>) {
    answer
      .then((ack) => {
        if (!ack.ok) throw ack;
      })
      .catch((error: unknown) => {
        logRealtimeFailure(`${event} failed`, error);
        if (event === 'selection:set') options.onToast?.(realtimeMessages.selectionBroadcastFailed);
      });
  }

  function sendSelection(selection: SelectionInput) {
    if (!canRelay()) return;
    const payload = parseInboundEvent('selection:set', { ...selection, sessionId });
    if (!payload) {
      logRealtimeFailure('invalid selection not sent', selection);
      return;
    }
    watchRelay(
      'selection:set',
      socket.timeout(ACK_TIMEOUT_MS).emitWithAck('selection:set', payload),
    );
  }

  function sendPresence(presence: PresenceInput) {
    if (!canRelay()) return;
    const payload = parseInboundEvent('presence', { ...presence, sessionId });
    if (!payload) {
      logRealtimeFailure('invalid presence not sent', presence);
      return;
    }
    watchRelay('presence', socket.timeout(ACK_TIMEOUT_MS).emitWithAck('presence', payload));
  }

  function sendTimerSync(timer: TimerSync) {
    const payload = parseInboundEvent('timer:sync', { ...timer, sessionId });
    if (!payload) {
      logRealtimeFailure('invalid timer sync not sent', timer);
      return;
    }
    watchRelay('timer:sync', socket.timeout(ACK_TIMEOUT_MS).emitWithAck('timer:sync', payload));
  }

  return { sendSelection, sendPresence, sendTimerSync };
}
