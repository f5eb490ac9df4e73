import { apiErrorCodeSchema, apiIssueSchema } from '@levelup/shared';
import {
  type CastScreenPresence,
  inboundEventSchemas,
  type PresenceBroadcast,
  presencePayloadSchema,
  SESSION_OP_TYPES,
  SESSION_PROTOCOL_VERSION,
  type SelectionBroadcast,
  type SequencedSessionOp,
  selectionPayloadSchema,
  sessionIdSchema,
  sessionOpSchema,
  sessionStateSchema,
  socketAuthSchema,
  timerSyncPayloadSchema,
} from '@levelup/shared/session';
import { z } from 'zod';
import { z as mini } from 'zod/mini';

/*
 * The realtime contract (DESIGN 4.9) as an AsyncAPI 3.0 document, generated from the shared zod
 * schemas the server validates with (packages/shared/src/session/protocol.ts and ops.ts). The
 * server-to-client messages are TypeScript interfaces there; their schemas below are checked
 * against those interfaces, so the description cannot drift from what the server sends.
 */

/** A schema whose output is assignable to `T`: the compiler checks it against the interface. */
const describes =
  <T>() =>
  <S extends mini.ZodMiniType<T>>(schema: S) =>
    schema;

const sequencedOpSchema = describes<SequencedSessionOp>()(
  mini.object({
    sessionId: sessionIdSchema,
    seq: mini.number().check(mini.int(), mini.gte(1)),
    op: sessionOpSchema,
    actorId: mini.nullable(mini.string()),
  }),
);
const selectionBroadcastSchema = describes<SelectionBroadcast>()(
  mini.extend(selectionPayloadSchema, { actorId: mini.string(), at: mini.number() }),
);
const presenceBroadcastSchema = describes<PresenceBroadcast>()(
  mini.extend(presencePayloadSchema, { userId: mini.string(), color: mini.string() }),
);
const castScreenSchema = describes<CastScreenPresence>()(
  mini.object({ sessionId: mini.string(), screenId: mini.string(), online: mini.boolean() }),
);

const ackErrorSchema = mini.object({
  ok: mini.literal(false),
  error: mini.union([apiErrorCodeSchema, mini.literal('PROTOCOL_MISMATCH')]),
  message: mini.string(),
  issues: mini.optional(mini.array(apiIssueSchema)),
});
const ack = <S extends mini.ZodMiniObject>(success: S) =>
  mini.union([mini.extend(success, { ok: mini.literal(true) }), ackErrorSchema]);
const seq = mini.number().check(mini.int(), mini.gte(0));
const relayAck = ack(mini.object({}));

type Direction = 'receive' | 'send';
type EventDoc = {
  direction: Direction;
  summary: string;
  payload: mini.ZodMiniType;
  /** The acknowledgement the server answers a client's event with. */
  ack?: mini.ZodMiniType;
};

/** Socket.IO events, both ways; the server listens to the `receive` ones and emits the `send` ones. */
const events: Record<string, EventDoc> = {
  'session:join': {
    direction: 'receive',
    summary: 'Join a live session’s room; the ack carries its whole state and current seq.',
    payload: inboundEventSchemas['session:join'],
    ack: ack(mini.object({ state: sessionStateSchema, seq })),
  },
  'session:op': {
    direction: 'receive',
    summary:
      'Apply a session op (see the SessionOp schema). An op id already applied is acknowledged with the seq it got then.',
    payload: mini.object({ sessionId: sessionIdSchema, op: sessionOpSchema }),
    ack: ack(mini.object({ seq })),
  },
  'session:sync': {
    direction: 'receive',
    summary:
      'Catch up after a reconnect: the ops after `sinceSeq`, or the whole state when they are no longer kept.',
    payload: inboundEventSchemas['session:sync'],
    ack: mini.union([
      mini.object({ ok: mini.literal(true), ops: mini.array(sequencedOpSchema), seq }),
      mini.object({ ok: mini.literal(true), state: sessionStateSchema, seq }),
      ackErrorSchema,
    ]),
  },
  'cast:join': {
    direction: 'receive',
    summary: 'A cast screen joins the room of the session it is paired with.',
    payload: inboundEventSchemas['cast:join'],
    ack: relayAck,
  },
  'selection:set': {
    direction: 'receive',
    summary: 'Share the sender’s selection on the grid with the room (not logged as an op).',
    payload: inboundEventSchemas['selection:set'],
    ack: relayAck,
  },
  presence: {
    direction: 'receive',
    summary: 'Say which exercise and field the sender is on (not logged as an op).',
    payload: inboundEventSchemas.presence,
    ack: relayAck,
  },
  'timer:sync': {
    direction: 'receive',
    summary: 'The trainer’s interval timer, relayed to the room and its TV.',
    payload: inboundEventSchemas['timer:sync'],
    ack: relayAck,
  },
  'session:op:applied': {
    direction: 'send',
    summary: 'Every applied op, to the whole room, sender included (event name `session:op`).',
    payload: sequencedOpSchema,
  },
  'selection:set:relayed': {
    direction: 'send',
    summary: 'Another device’s selection (event name `selection:set`).',
    payload: selectionBroadcastSchema,
  },
  'presence:relayed': {
    direction: 'send',
    summary: 'Another device’s presence (event name `presence`).',
    payload: presenceBroadcastSchema,
  },
  'timer:sync:relayed': {
    direction: 'send',
    summary: 'The trainer’s timer (event name `timer:sync`).',
    payload: timerSyncPayloadSchema,
  },
  'cast:connect': {
    direction: 'send',
    summary: 'To a screen: it was paired with this session.',
    payload: mini.object({ sessionId: mini.string() }),
  },
  'cast:disconnect': {
    direction: 'send',
    summary: 'To a screen: it was unpaired.',
    payload: mini.object({}),
  },
  'cast:screen': {
    direction: 'send',
    summary: 'Whether the session’s paired TV has a socket connected.',
    payload: castScreenSchema,
  },
};

/** The Socket.IO event name of a message key (server-to-client keys carry a suffix). */
const eventName = (key: string) => key.replace(/:(applied|relayed)$/, '');

/** A key as AsyncAPI allows it in the operations and messages maps (no colons). */
const docKey = (key: string) => key.replaceAll(':', '-');

/** `session:join` and `Payload` to `SessionJoinPayload`: the schema's name in the document. */
const schemaId = (key: string, kind: 'Payload' | 'Ack') =>
  eventName(key)
    .split(':')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('') + (events[key]?.direction === 'send' ? 'Message' : kind);

/**
 * The named schemas, each once, referring to each other: what the server reads is described as a
 * sender writes it (zod's input), what it sends as it sends it (output).
 */
function componentSchemas() {
  const inbound = z.registry<{ id: string }>();
  const outbound = z.registry<{ id: string }>();
  inbound.add(sessionOpSchema, { id: 'SessionOp' });
  inbound.add(socketAuthSchema, { id: 'HandshakeAuth' });
  outbound.add(sessionStateSchema, { id: 'SessionState' });
  outbound.add(sessionOpSchema, { id: 'AppliedSessionOp' });
  outbound.add(sequencedOpSchema, { id: 'SequencedSessionOp' });
  outbound.add(ackErrorSchema, { id: 'AckError' });
  for (const [key, event] of Object.entries(events)) {
    const registry = event.direction === 'receive' ? inbound : outbound;
    if (!registry.has(event.payload)) registry.add(event.payload, { id: schemaId(key, 'Payload') });
    if (event.ack && !outbound.has(event.ack))
      outbound.add(event.ack, { id: schemaId(key, 'Ack') });
  }
  const convert = (registry: typeof inbound, io: 'input' | 'output') =>
    z.toJSONSchema(registry, {
      // AsyncAPI 3.0's default schema format is a superset of JSON Schema draft 7.
      target: 'draft-07',
      io,
      unrepresentable: 'any',
      uri: (id) => `#/components/schemas/${id}`,
    }).schemas;
  const schemas = { ...convert(inbound, 'input'), ...convert(outbound, 'output') };
  for (const schema of Object.values(schemas)) delete schema.$schema;
  const idOf = (schema: mini.ZodMiniType, registry: typeof inbound) => {
    const id = registry.get(schema)?.id;
    if (!id) throw new Error('a message schema has no name');
    return { $ref: `#/components/schemas/${id}` };
  };
  return { schemas, inbound, outbound, idOf };
}

/** The AsyncAPI 3.0 document of the session socket; `host` is the server the docs were read from. */
export function asyncApiDocument(host: string, secure: boolean) {
  const { schemas, inbound, outbound, idOf } = componentSchemas();
  const messages: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  for (const [key, event] of Object.entries(events)) {
    const id = docKey(key);
    messages[id] = {
      name: eventName(key),
      title: eventName(key),
      summary: event.summary,
      payload: idOf(event.payload, event.direction === 'receive' ? inbound : outbound),
    };
    if (event.ack) {
      messages[`${id}-ack`] = {
        name: `${eventName(key)} acknowledgement`,
        summary: 'The acknowledgement callback’s argument.',
        payload: idOf(event.ack, outbound),
      };
    }
    operations[id] = {
      action: event.direction,
      channel: { $ref: '#/channels/socket' },
      summary: event.summary,
      messages: [{ $ref: `#/channels/socket/messages/${id}` }],
      ...(event.ack
        ? {
            reply: {
              channel: { $ref: '#/channels/socket' },
              messages: [{ $ref: `#/channels/socket/messages/${id}-ack` }],
            },
          }
        : {}),
    };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Level Up live sessions (Socket.IO)',
      version: String(SESSION_PROTOCOL_VERSION),
      description: [
        'The realtime contract of a live session: a Socket.IO v4 connection at path `/socket.io` on the app’s own host.',
        `The handshake's \`auth\` object (the HandshakeAuth schema) carries a user's access token or a cast screen's token, and \`protocolVersion\` ${SESSION_PROTOCOL_VERSION}; another version is refused with \`PROTOCOL_MISMATCH\`.`,
        'Every client-to-server event takes an acknowledgement callback, answered `{ok: true, ...}` or `{ok: false, error, message, issues?}`.',
        `Session ops (${SESSION_OP_TYPES.length} types) are \`{id, type, payload}\`; \`id\` is a uuid the sender makes, so a retried op is applied once.`,
      ].join('\n\n'),
    },
    defaultContentType: 'application/json',
    servers: {
      app: {
        host,
        protocol: secure ? 'wss' : 'ws',
        pathname: '/socket.io',
        description: 'Socket.IO v4 (Engine.IO over WebSocket, with HTTP long-polling as fallback).',
      },
    },
    channels: {
      socket: {
        address: '/',
        title: 'The default namespace',
        description:
          'One connection per device; joining a session (or, for a screen, its paired session) puts it in that session’s room.',
        messages,
      },
    },
    operations,
    components: {
      schemas,
    },
  };
}
