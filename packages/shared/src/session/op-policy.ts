import type { SessionOp, SessionOpOf, SessionOpType } from './ops';

/**
 * Who may originate an op (DESIGN 4.1):
 * - `device`: a trainer's device sends it as it is;
 * - `server-checked`: a device may send it, but the server re-derives what it carries from its own
 *   records and applies the people policy to the people it names;
 * - `server`: only the server makes it (a cast pairing, a client's issues); a device's is refused.
 */
export type OpOrigin = 'device' | 'server-checked' | 'server';

/**
 * What a finished session does with the op: refuses it (409), applies it (the summary screen's
 * toggle), or answers it as done already (a repeated end).
 */
export type WhenFinished = 'refused' | 'applied' | 'already-done';

/**
 * What the server puts in place of what a device sent:
 * - `logger`: who logged a set, from the sender's role (`coach` for a trainer, `athlete` for a
 *   client), whatever the device said;
 * - `client-profiles`: the named clients' profiles from their accounts, once the people policy
 *   allowed each of them (the roster check does not apply: these ops are how people get on it);
 * - `exercise-profiles`: the library's profiles; an exercise the library lacks is refused;
 * - `session-end`: the end's logs, participation and feedback (the end runs on its own path).
 */
export type ServerRecords = 'client-profiles' | 'exercise-profiles' | 'session-end' | 'logger';

/** The server's rules for one op type. */
export type OpRule = {
  origin: OpOrigin;
  /**
   * The sender's account is read afresh before the session's lock: the op is refused outright,
   * checks people before the lock, or ends the session. Any other op has its sender's account
   * read in the transaction that commits it (one read for the ops committed together).
   */
  needsAccountFirst: boolean;
  whenFinished: WhenFinished;
  serverRecords: ServerRecords | null;
  /**
   * A client on the session's grid may send it from their phone (issue 30), for their own sets
   * only and while the session is live. Every other op from a client is refused.
   */
  athletesMaySend: boolean;
};

const device = {
  origin: 'device',
  needsAccountFirst: false,
  whenFinished: 'refused',
  serverRecords: null,
  athletesMaySend: false,
} as const satisfies OpRule;

const serverOnly = {
  origin: 'server',
  needsAccountFirst: true,
  whenFinished: 'refused',
  serverRecords: null,
  athletesMaySend: false,
} as const satisfies OpRule;

const addsClients = {
  origin: 'server-checked',
  needsAccountFirst: true,
  whenFinished: 'refused',
  serverRecords: 'client-profiles',
  athletesMaySend: false,
} as const satisfies OpRule;

/**
 * The op policy: who may send each op type, when, and with which server-made records. Every op
 * type must be listed (the `satisfies` makes a missing one a type error), so a new op cannot ship
 * without these decisions; the socket handlers, the session service and the group commit all read
 * their rules from here.
 */
export const OP_POLICY = {
  'session:start': device,
  'session:end': {
    origin: 'server-checked',
    needsAccountFirst: true,
    whenFinished: 'already-done',
    serverRecords: 'session-end',
    athletesMaySend: false,
  },
  'clients:add': addsClients,
  'client:add': addsClients,
  'clients:remove': device,
  'exercises:add': {
    origin: 'server-checked',
    needsAccountFirst: false,
    whenFinished: 'refused',
    serverRecords: 'exercise-profiles',
    athletesMaySend: false,
  },
  'exercises:remove': device,
  'cell:update': device,
  'cell:verify': device,
  'cell:blackout': device,
  'set:log': {
    ...device,
    origin: 'server-checked',
    serverRecords: 'logger',
    athletesMaySend: true,
  },
  'set:remove': { ...device, athletesMaySend: true },
  'warmup:toggle': device,
  'intensity:set': device,
  'pairing:set': device,
  'phase:add': device,
  'phase:active': device,
  'phase:set': device,
  'phase:exercise:add': device,
  'phase:exercise:remove': device,
  'client:assign': device,
  'team:assign': device,
  'client:team': device,
  'team:portion': device,
  'team:score': device,
  'station:next': device,
  'station:previous': device,
  'selection:set': device,
  'note:add': device,
  'summary:mode': { ...device, whenFinished: 'applied' as const },
  'cast:connected': serverOnly,
  'cast:disconnected': serverOnly,
  'cast:qr:visibility': device,
  'cast:layout': device,
  'cast:leaderboard': device,
  'cast:challenge': device,
  'score:auto': device,
  'exercise:settings': device,
  'assign:mode': device,
  'set:current': device,
  'client:issues': serverOnly,
  'client:profile': serverOnly,
  'cells:coach': serverOnly,
  'gym:floor': serverOnly,
  'client:readiness': serverOnly,
  'load:readiness': device,
  'load:working': device,
} as const satisfies Record<SessionOpType, OpRule>;

/** The rules for an op type. */
export const opRule = (type: SessionOpType): OpRule => OP_POLICY[type];

/** Who may originate each op type, as the op policy says. */
export const OP_ORIGINS = Object.fromEntries(
  Object.entries(OP_POLICY).map(([type, rule]) => [type, rule.origin]),
) as Record<SessionOpType, OpOrigin>;

/** Whether a client may send ops of this type for their own sets. */
export const athletesMaySend = (type: SessionOpType): boolean => opRule(type).athletesMaySend;

/** Whether only the server may originate ops of this type. */
export const isServerOnlyOp = (type: SessionOpType): boolean => opRule(type).origin === 'server';

/** The ops whose rule has the server put `records` in them. */
export type OpCarrying<R extends ServerRecords> = SessionOpOf<
  {
    [T in SessionOpType]: (typeof OP_POLICY)[T]['serverRecords'] extends R ? T : never;
  }[SessionOpType]
>;

/**
 * Whether the server puts `records` in this op; narrows the op to the types the policy lists, so
 * the code that fills them in must handle each one.
 */
export function carriesServerRecords<R extends ServerRecords>(
  op: SessionOp,
  records: R,
): op is OpCarrying<R> {
  return opRule(op.type).serverRecords === records;
}
