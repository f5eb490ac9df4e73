import type { SessionOp, SessionOpType } from './ops';

/**
 * Who may originate each op type (DESIGN 4.1):
 * - `device`: a trainer's device sends it as it is;
 * - `server-checked`: a device may send it, but the server re-derives what it carries from its own
 *   records (client profiles from the accounts, exercise profiles from the library, the end's logs
 *   and feedback) and applies the people policy to the people it names;
 * - `server`: only the server makes it (a cast pairing, a client's issues); a device's is refused.
 * Every op type must be listed, so a new op cannot ship without this decision.
 */
export type OpOrigin = 'device' | 'server-checked' | 'server';

export const OP_ORIGINS = {
  'session:start': 'device',
  'session:end': 'server-checked',
  'clients:add': 'server-checked',
  'client:add': 'server-checked',
  'clients:remove': 'device',
  'exercises:add': 'server-checked',
  'exercises:remove': 'device',
  'cell:update': 'device',
  'cell:verify': 'device',
  'cell:blackout': 'device',
  'warmup:toggle': 'device',
  'intensity:set': 'device',
  'pairing:set': 'device',
  'phase:add': 'device',
  'phase:active': 'device',
  'phase:set': 'device',
  'phase:exercise:add': 'device',
  'phase:exercise:remove': 'device',
  'client:assign': 'device',
  'team:assign': 'device',
  'client:team': 'device',
  'team:portion': 'device',
  'team:score': 'device',
  'station:next': 'device',
  'station:previous': 'device',
  'selection:set': 'device',
  'note:add': 'device',
  'summary:mode': 'device',
  'cast:connected': 'server',
  'cast:disconnected': 'server',
  'cast:qr:visibility': 'device',
  'exercise:settings': 'device',
  'assign:mode': 'device',
  'set:current': 'device',
  'client:issues': 'server',
  'cells:coach': 'server',
} as const satisfies Record<SessionOpType, OpOrigin>;

/** Whether only the server may originate ops of this type. */
export const isServerOnlyOp = (type: SessionOpType): boolean => OP_ORIGINS[type] === 'server';

/**
 * The people (client user ids) an op names, each of whom the actor must be allowed to act on.
 * The ids an op only refers to in passing (exercises, teams, phases) are not people.
 */
export function peopleNamedBy(op: SessionOp): string[] {
  switch (op.type) {
    case 'clients:add':
    case 'clients:remove':
      return [...op.payload.clientIds];
    case 'client:add':
    case 'cell:update':
    case 'cell:verify':
    case 'cell:blackout':
    case 'client:assign':
    case 'client:team':
    case 'note:add':
    case 'client:issues':
      return [op.payload.userId];
    case 'cells:coach':
      return [...new Set(op.payload.cells.map((cell) => cell.userId))];
    case 'warmup:toggle':
    case 'intensity:set':
      return (op.payload.cells ?? []).map((cell) => cell.userId);
    case 'station:next':
    case 'station:previous':
      return op.payload.userId === undefined ? [] : [op.payload.userId];
    case 'selection:set':
      return [...op.payload.colIds, ...(op.payload.userId === null ? [] : [op.payload.userId])];
    case 'session:start':
    case 'session:end':
    case 'exercises:add':
    case 'exercises:remove':
    case 'pairing:set':
    case 'phase:add':
    case 'phase:active':
    case 'phase:set':
    case 'phase:exercise:add':
    case 'phase:exercise:remove':
    case 'team:assign':
    case 'team:portion':
    case 'team:score':
    case 'summary:mode':
    case 'cast:connected':
    case 'cast:disconnected':
    case 'cast:qr:visibility':
    case 'exercise:settings':
    case 'assign:mode':
    case 'set:current':
      return [];
  }
}
