import type {
  AckError,
  CastScreenPresence,
  PresenceBroadcast,
  presencePayloadSchema,
  SelectionBroadcast,
  SessionOp,
  SessionOpInput,
  SessionOpType,
  SessionState,
  selectionPayloadSchema,
  UnseenOverwrite,
} from '@levelup/shared/session';
import type { TimerSync } from '@levelup/shared/timer';
import type { z } from 'zod/mini';
import type { LazyModule } from '../lazy-module';
import type { RealtimeStatus, SocketFactory } from './connection';
import type { OpJournal } from './op-journal';
import type { SessionReducer } from './sync';

/** The payload a sender writes for an op type (defaults not yet applied). */
export type SessionOpPayload<T extends SessionOpType> = Extract<
  SessionOpInput,
  { type: T }
>['payload'];
export type SelectionInput = Omit<z.input<typeof selectionPayloadSchema>, 'sessionId'>;
export type PresenceInput = Omit<z.input<typeof presencePayloadSchema>, 'sessionId'>;
export type TimerSyncMessage = TimerSync & { sessionId: string };

export interface SessionSocketOptions {
  /** The backend's address; the page's own origin when not given. */
  url?: string;
  sessionId: string;
  /** The access token for each (re)connection; by default the app's, refreshed when expiring. */
  getToken?: () => string | null | Promise<string | null>;
  /** State already loaded (`GET /api/sessions/{id}/state`), shown until the socket joins. */
  initial?: { state: SessionState; seq: number };
  onState?: (state: SessionState) => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** Realtime toasts of spec 2, section 8. */
  onToast?: (message: string) => void;
  /** The server refused one of this device's ops for good; its change has been undone. */
  onOpRefused?: (op: SessionOp, refusal: AckError) => void;
  io?: SocketFactory;
  /** Keeps unacknowledged ops across reloads; IndexedDB by default, none with `null`. */
  journal?: OpJournal | null;
  /** Where the reducer's code comes from; `sessionReducer` by default. */
  reducer?: LazyModule<SessionReducer>;
  /**
   * The connection, and the fetch of the reducer's and the socket library's code, wait for this:
   * a screen lets its first paint of the loaded state go first. Edits meanwhile are queued.
   */
  connectWhen?: Promise<void>;
}
/** A trainer device's live connection to one session (spec 2, section 4, "Realtime connection"). */
export interface SessionSocket {
  readonly sessionId: string;
  readonly status: RealtimeStatus;
  /** Cut off from the server after having tried (not while the first connection is made). */
  readonly offline: boolean;
  /** The confirmed state with this device's unconfirmed ops on top; null before any state. */
  readonly state: SessionState | null;
  /** The seq of the last op the confirmed state holds. */
  readonly seq: number;
  /** Ops waiting for the server's acknowledgement, oldest first. */
  readonly queuedOps: readonly SessionOp[];
  /** What the server last said of the paired TV's connection; null before it said anything. */
  readonly castScreen: Omit<CastScreenPresence, 'sessionId'> | null;
  /**
   * Makes an op, validates it with the shared schema (an invalid op is not sent: null), applies
   * it at once, and sends it, or queues it while offline. Inside `silently` it is applied only.
   */
  sendOp<T extends SessionOpType>(type: T, payload: SessionOpPayload<T>): SessionOp | null;
  /** Runs `block` with emits suppressed: its ops change this device's state only. */
  silently<R>(block: () => R): R;
  sendSelection(selection: SelectionInput): void;
  sendPresence(presence: PresenceInput): void;
  /** Sent now, or as soon as the socket is back (only the latest matters). */
  sendTimerSync(timer: TimerSync): void;
  onSelection(listener: (selection: SelectionBroadcast) => void): () => void;
  onPresence(listener: (presence: PresenceBroadcast) => void): () => void;
  onTimerSync(listener: (timer: TimerSyncMessage) => void): () => void;
  /** Another device's edit replaced a cell value this device may have set (`unseenOverwrite`). */
  onOverwrite(listener: (overwrite: UnseenOverwrite) => void): () => void;
  /** Any change of status or state, for `useSyncExternalStore`. */
  subscribe(listener: () => void): () => void;
  /** The product's disconnect: back to idle, and the queue is dropped. */
  close(): void;
}
