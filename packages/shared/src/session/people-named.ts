import type { SessionOp } from './ops';

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
    case 'client:profile':
    case 'client:readiness':
    case 'load:readiness':
    case 'load:working':
      return [op.payload.userId];
    case 'set:log':
    case 'set:remove':
      return [op.payload.clientId];
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
    case 'cast:layout':
    case 'cast:leaderboard':
    case 'cast:challenge':
    case 'score:auto':
    case 'exercise:settings':
    case 'assign:mode':
    case 'set:current':
    case 'gym:floor':
      return [];
  }
}
