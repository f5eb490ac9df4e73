import { z } from 'zod/mini';
import type { ApiErrorCode, ApiIssue } from '../schemas/api-error';
import { screenIdSchema } from '../schemas/cast';
import { text } from '../schemas/text';
import { type TimerSync, timerSyncSchema } from '../timer/sync';
import { type SessionOp, selectionFieldsSchema } from './ops';
import { entityIdSchema, type SessionState, selectionModeSchema } from './state';
import { dropHostileKeys } from './untrusted';

/**
 * The session socket contract (design 4.9). Every client-to-server event carries an
 * acknowledgement callback answered with `{ok: true, ...}` or `{ok: false, error, message}`.
 * Selection, presence and timer syncs are relayed to the room without entering the op log.
 */

export const sessionIdSchema = z.uuid();

/** Handshake `auth`: a user's access token or a cast screen's token, and the protocol version. */
export const socketAuthSchema = z.union([
  z.object({
    token: text().check(z.minLength(1), z.maxLength(4096)),
    protocolVersion: z.number().check(z.int()),
  }),
  z.object({
    screenToken: text().check(z.minLength(1), z.maxLength(4096)),
    protocolVersion: z.number().check(z.int()),
  }),
]);

export const sessionJoinPayloadSchema = z.object({ sessionId: sessionIdSchema });
/** The op is checked separately with `parseSessionOp`, so a bad op gets its own error. */
export const sessionOpPayloadSchema = z.object({ sessionId: sessionIdSchema, op: z.unknown() });
export const sessionSyncPayloadSchema = z.object({
  sessionId: sessionIdSchema,
  sinceSeq: z.number().check(z.int(), z.gte(0)),
});
export const castJoinPayloadSchema = z.object({ screenId: screenIdSchema });
export const selectionPayloadSchema = z.extend(selectionFieldsSchema, {
  sessionId: sessionIdSchema,
});
export const presencePayloadSchema = z.object({
  sessionId: sessionIdSchema,
  exerciseId: z._default(z.nullable(entityIdSchema), null),
  mode: z._default(z.nullable(selectionModeSchema), null),
});
export const timerSyncPayloadSchema = z.extend(timerSyncSchema, { sessionId: sessionIdSchema });

/** Schema of each client-to-server event's payload. */
export const inboundEventSchemas = {
  'session:join': sessionJoinPayloadSchema,
  'session:op': sessionOpPayloadSchema,
  'session:sync': sessionSyncPayloadSchema,
  'cast:join': castJoinPayloadSchema,
  'selection:set': selectionPayloadSchema,
  presence: presencePayloadSchema,
  'timer:sync': timerSyncPayloadSchema,
} as const;
export type InboundEvent = keyof typeof inboundEventSchemas;
export type InboundPayload<E extends InboundEvent> = z.infer<(typeof inboundEventSchemas)[E]>;

export type SessionJoinPayload = InboundPayload<'session:join'>;
export type SessionOpPayload = InboundPayload<'session:op'>;
export type SessionSyncPayload = InboundPayload<'session:sync'>;
export type CastJoinPayload = InboundPayload<'cast:join'>;
export type SelectionPayload = InboundPayload<'selection:set'>;
export type PresencePayload = InboundPayload<'presence'>;
export type TimerSyncPayload = InboundPayload<'timer:sync'>;

/** Parses an inbound event's payload (hostile keys dropped first); null when it is invalid. */
export function parseInboundEvent<E extends InboundEvent>(
  event: E,
  payload: unknown,
): InboundPayload<E> | null {
  try {
    const parsed = inboundEventSchemas[event].safeParse(dropHostileKeys(payload));
    return parsed.success ? (parsed.data as InboundPayload<E>) : null;
  } catch {
    return null;
  }
}

export type SocketErrorCode = ApiErrorCode | 'PROTOCOL_MISMATCH';

export interface AckError {
  ok: false;
  error: SocketErrorCode;
  message: string;
  /** What refused a payload, field by field (as an HTTP 400's `issues`). */
  issues?: ApiIssue[];
}
export type Ack<T extends object = object> = ({ ok: true } & T) | AckError;

/** An op as the server applied it: its place in the session's log and who sent it. */
export interface SequencedSessionOp {
  sessionId: string;
  seq: number;
  op: SessionOp;
  /** The sender's user id; null for ops the server made (e.g. a client joining by QR). */
  actorId: string | null;
}

export type SessionJoinAck = Ack<{ state: SessionState; seq: number }>;
/** For an op id already applied, `seq` is the seq it got then. */
export type SessionOpAck = Ack<{ seq: number }>;
/** The ops after `sinceSeq`, or the whole state when they are no longer kept. */
export type SessionSyncAck = Ack<
  { ops: SequencedSessionOp[]; seq: number } | { state: SessionState; seq: number }
>;
export type CastJoinAck = Ack;
export type RelayAck = Ack;

export interface SelectionBroadcast extends SelectionPayload {
  actorId: string;
  /** Server time (epoch ms) the selection was relayed. */
  at: number;
}

export interface PresenceBroadcast extends PresencePayload {
  userId: string;
  color: string;
}

export interface ClientToServerEvents {
  'session:join': (payload: SessionJoinPayload, ack: (res: SessionJoinAck) => void) => void;
  'session:op': (
    payload: { sessionId: string; op: SessionOp },
    ack: (res: SessionOpAck) => void,
  ) => void;
  'session:sync': (payload: SessionSyncPayload, ack: (res: SessionSyncAck) => void) => void;
  'cast:join': (payload: CastJoinPayload, ack: (res: CastJoinAck) => void) => void;
  'selection:set': (payload: SelectionPayload, ack: (res: RelayAck) => void) => void;
  presence: (payload: PresencePayload, ack: (res: RelayAck) => void) => void;
  'timer:sync': (payload: TimerSyncPayload, ack: (res: RelayAck) => void) => void;
}

/**
 * Whether a session's paired TV has a socket connected: sent to the session's room when the
 * screen's sockets come or all go, and to a trainer's socket as it joins. The pairing itself is
 * the state's `castConnection`; this says whether anyone is watching it.
 */
export interface CastScreenPresence {
  sessionId: string;
  screenId: string;
  online: boolean;
}

export interface ServerToClientEvents {
  /** Every applied op, to the whole room, sender included. */
  'session:op': (message: SequencedSessionOp) => void;
  'selection:set': (message: SelectionBroadcast) => void;
  presence: (message: PresenceBroadcast) => void;
  'timer:sync': (message: TimerSync & { sessionId: string }) => void;
  'cast:connect': (message: { sessionId: string }) => void;
  'cast:disconnect': (message: Record<string, never>) => void;
  'cast:screen': (message: CastScreenPresence) => void;
}

/** Nothing passes between server processes beyond what the adapter relays. */
export type InterServerEvents = Record<string, never>;
