import type { CellFlag } from '../schemas/session-api';
import type { SessionOp } from './ops';
import type { Cell, ClientReadiness, SessionState } from './state';

/*
 * What an athlete's phone may know of the live session it takes part in (issue 30): everything
 * the TV shows except bodyweights, and the coach's notes to this athlete, but no one's health
 * data. Injury, readiness and other coaching flags, readiness issues and the notes about other
 * athletes stay on trainer devices; an athlete sees their own readiness score, which explains
 * their own loads, and of others' only the load change their prescribed sets follow. The server
 * sends each athlete the state through `athleteStateView` and every op through `athleteOpView`;
 * applying the viewed ops to the viewed state gives the view of the full state (the property
 * test in athlete-view.property.test.ts holds it to that). The TV's view (screen-view.ts) starts
 * from the same `withoutHealthData`.
 */

/** Cell flags an athlete sees; the others are the coach's read of someone's health or history. */
const FLAGS_ATHLETES_SEE: ReadonlySet<CellFlag> = new Set(['ok', 'pr-purple', 'blackout']);

const seenFlag = (flag: CellFlag): CellFlag => (FLAGS_ATHLETES_SEE.has(flag) ? flag : 'ok');

function cellSeen(cell: Cell): Cell {
  const flag = seenFlag(cell.flag);
  return flag === cell.flag ? cell : { ...cell, flag };
}

/**
 * Every cell with its flag as seen. Rows stay, empty ones too: removing a row's last client
 * leaves an empty row in the session, and a view that dropped it would part from the state its
 * viewer builds by applying the same ops.
 */
function cellsSeen(cells: SessionState['cells']): SessionState['cells'] {
  const seen: SessionState['cells'] = {};
  for (const [exerciseId, row] of Object.entries(cells)) {
    const shown: Record<string, Cell> = {};
    for (const [clientId, cell] of Object.entries(row)) shown[clientId] = cellSeen(cell);
    seen[exerciseId] = shown;
  }
  return seen;
}

function rowsSeen<T>(
  rows: Record<string, Record<string, T>>,
  keep: (clientId: string, value: T) => T | null,
): Record<string, Record<string, T>> {
  const seen: Record<string, Record<string, T>> = {};
  for (const [exerciseId, row] of Object.entries(rows)) {
    const kept: Record<string, T> = {};
    for (const [clientId, value] of Object.entries(row)) {
      const shown = keep(clientId, value);
      if (shown !== null) kept[clientId] = shown;
    }
    if (Object.keys(kept).length > 0) seen[exerciseId] = kept;
  }
  return seen;
}

/** A readiness as `viewerId` may see it: their own whole, anyone else's change without the score. */
function readinessSeen(clientId: string, readiness: ClientReadiness, viewerId: string | null) {
  return clientId === viewerId ? readiness : { ...readiness, score: null };
}

/**
 * Readiness as the viewer may see it: their own score, which their phone explains their loads by,
 * and for everyone else only the load change their prescribed sets follow.
 */
function readinessView(
  state: SessionState,
  viewerId: string | null,
): Pick<SessionState, 'readiness'> {
  if (!state.readiness) return {};
  const seen: Record<string, ClientReadiness> = {};
  for (const [clientId, readiness] of Object.entries(state.readiness)) {
    seen[clientId] = readinessSeen(clientId, readiness, viewerId);
  }
  return { readiness: seen };
}

/**
 * The session without anyone's health data, as a device that is not a coach's may hold it: the
 * phone of the athlete `viewerId`, or with null the gym TV (screen-view.ts), which is nobody's.
 */
export function withoutHealthData(state: SessionState, viewerId: string | null): SessionState {
  const ownTraineeNotes =
    viewerId !== null && Object.hasOwn(state.notes.byTrainee, viewerId)
      ? { [viewerId]: state.notes.byTrainee[viewerId] ?? [] }
      : {};
  return {
    ...state,
    cells: cellsSeen(state.cells),
    clientIssues: {},
    ...readinessView(state, viewerId),
    notes: {
      byTrainee: ownTraineeNotes,
      byCell: rowsSeen(state.notes.byCell, (clientId, notes) =>
        clientId === viewerId ? notes : null,
      ),
    },
  };
}

/** A client without their bodyweight, which only the relative-strength board on the TV needs. */
function unweighed<T extends { bodyweightKg?: unknown }>(client: T): T {
  if (client.bodyweightKg === undefined) return client;
  const { bodyweightKg: _, ...rest } = client;
  return rest as T;
}

/** The session as the athlete `viewerId` may see it. */
export function athleteStateView(state: SessionState, viewerId: string): SessionState {
  const seen = withoutHealthData(state, viewerId);
  return {
    ...seen,
    clients: seen.clients.map(unweighed),
    availableClients: seen.availableClients.map(unweighed),
  };
}

/**
 * Stands in for an op an athlete may not see: the same id, and a type every reducer ignores
 * (`phase:set`), so the athlete's device keeps the session's seq order and learns nothing.
 */
function hidden(op: SessionOp): SessionOp {
  return { id: op.id, type: 'phase:set', payload: {} };
}

/**
 * An op as a device without health data receives it (`withoutHealthData`): the op itself, the op
 * with the flags such a device does not see turned to 'ok', or a stand-in that changes nothing.
 */
export function opWithoutHealthData(op: SessionOp, viewerId: string | null): SessionOp {
  switch (op.type) {
    case 'client:issues':
      return hidden(op);
    case 'note:add':
      return op.payload.userId === viewerId ? op : hidden(op);
    case 'client:readiness': {
      const { userId, readiness } = op.payload;
      if (userId === viewerId || readiness === null || readiness.score === null) return op;
      return { ...op, payload: { userId, readiness: readinessSeen(userId, readiness, viewerId) } };
    }
    case 'cells:coach': {
      if (op.payload.cells.every((c) => c.flag === undefined || c.flag === seenFlag(c.flag))) {
        return op;
      }
      const cells = op.payload.cells.map((c) =>
        c.flag === undefined ? c : { ...c, flag: seenFlag(c.flag) },
      );
      return { ...op, payload: { cells } };
    }
    case 'cell:update': {
      const { flag } = op.payload.value;
      if (flag === undefined || flag === seenFlag(flag)) return op;
      return { ...op, payload: { ...op.payload, value: { ...op.payload.value, flag: 'ok' } } };
    }
    default:
      return op;
  }
}

/**
 * An op as the athlete `viewerId` receives it (null: any athlete the op does not name): as a
 * device without health data does, and with no client's bodyweight.
 */
export function athleteOpView(op: SessionOp, viewerId: string | null): SessionOp {
  const seen = opWithoutHealthData(op, viewerId);
  switch (seen.type) {
    case 'clients:add': {
      const { clients } = seen.payload;
      if (!clients?.some((c) => c.bodyweightKg !== undefined)) return seen;
      return { ...seen, payload: { ...seen.payload, clients: clients.map(unweighed) } };
    }
    case 'client:add': {
      const { client } = seen.payload;
      if (client?.bodyweightKg === undefined) return seen;
      return { ...seen, payload: { ...seen.payload, client: unweighed(client) } };
    }
    case 'client:profile':
      if (seen.payload.bodyweightKg === null) return seen;
      return { ...seen, payload: { ...seen.payload, bodyweightKg: null } };
    default:
      return seen;
  }
}

/**
 * The athlete the op is private to, who receives it as it is while every other athlete gets
 * `athleteOpView(op, null)`; null when every athlete receives the same.
 */
export function athleteOpOwner(op: SessionOp): string | null {
  return op.type === 'note:add' || op.type === 'client:readiness' ? op.payload.userId : null;
}
