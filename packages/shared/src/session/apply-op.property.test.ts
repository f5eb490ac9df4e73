import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTENSITY_LEVELS, LIVE_PAIR_LETTERS } from '../constants';
import { applyOp } from './apply-op';
import { createSessionState } from './create-state';
import { parseSessionOp, SESSION_OP_TYPES, type SessionOp } from './ops';
import { checkInvariants } from './selectors';
import { type SessionState, sessionStateSchema } from './state';

const NUM_RUNS = 200;
const MAX_OPS = 60;
/** A run takes 1-3 s; the margin keeps a busy two-core machine from failing it on time alone. */
const PROPERTY_TIMEOUT_MS = 60_000;

const CLIENT_IDS = [
  'ana',
  'ben',
  'cal',
  'dee',
  'eve',
  'fay',
  'gus',
  'hal',
  'ivy',
  'jon',
  'kim',
  'lee',
];
const EXERCISE_IDS = ['squat', 'bench', 'row', 'press', 'curl', 'deadlift', 'lunge', 'dip', 'pull'];

/** Mostly known ids, sometimes unknown, empty, overlong or prototype keys. */
function idFrom(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...known) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'ghost',
        '',
        '__proto__',
        'constructor',
        'toString',
        'x'.repeat(65),
      ),
    },
  );
}

const clientId = idFrom(CLIENT_IDS);
const exerciseId = idFrom(EXERCISE_IDS);
const teamId = idFrom(['red', 'blue', 'green']);
const phaseId = idFrom(['phase-1', 'phase-2', 'phase-3', 'phase-6', 'cool-down']);
const number = fc.oneof(
  fc.integer({ min: -20, max: 300 }),
  fc.double({ min: -50, max: 400, noNaN: true }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 1e308, -0),
);
const isoTime = fc.oneof(
  fc.integer({ min: 0, max: 4_000_000_000_000 }).map((ms) => new Date(ms).toISOString()),
  fc.constantFrom('yesterday', '2025-13-40T99:00:00Z'),
);
// Biased to a few letters so team portions and highlights often name a pair in use.
const letter = fc.oneof(
  fc.constantFrom<string | null>('a', 'b'),
  fc.constantFrom<string | null>(...LIVE_PAIR_LETTERS, null, 'k', 'A'),
);
const cellRef = fc.record({ exerciseId, userId: clientId });

const FIELDS: Record<string, fc.Arbitrary<unknown>> = {
  clientIds: fc.array(clientId, { maxLength: 4 }),
  clients: fc.array(
    fc.record({
      id: clientId,
      firstName: fc.string({ maxLength: 8 }),
      sex: fc.constantFrom('F', 'M', 'x'),
      teamId,
    }),
    { maxLength: 3 },
  ),
  client: fc.record({ id: clientId, firstName: fc.string({ maxLength: 8 }) }),
  userId: clientId,
  exerciseIds: fc.array(exerciseId, { maxLength: 5 }),
  exercises: fc.array(
    fc.record({
      id: exerciseId,
      name: fc.string({ maxLength: 8 }),
      type: fc.constantFrom('compound', 'custom', 'x'),
    }),
    { maxLength: 3 },
  ),
  exerciseId,
  /** Pairing needs 2-4 distinct grid exercises to do anything; mostly give it that. */
  pairIds: fc.oneof(
    fc.shuffledSubarray(EXERCISE_IDS.slice(0, 6), { minLength: 2, maxLength: 4 }),
    fc.array(exerciseId, { maxLength: 5 }),
  ),
  value: fc.record(
    {
      kg: number,
      reps: number,
      flag: fc.constantFrom('ok', 'blackout', 'pr-purple', 'never-green', 'purple'),
      isWarmup: fc.boolean(),
      intensity: fc.constantFrom(...INTENSITY_LEVELS, null, 'Easy'),
    },
    { requiredKeys: [] },
  ),
  verification: fc.constantFrom('verified', 'flagged', 'dnp', 'none', 'maybe', 3),
  clientId,
  // Mostly the first sets, where logs, corrections and removals meet.
  setIndex: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: -1, max: 45 })),
  kg: number,
  reps: number,
  rpe: fc.constantFrom(6, 7.5, 8, 9.5, 10, 5.5, 10.5, 8.3),
  by: fc.constantFrom('coach', 'athlete', 'robot'),
  verifyScope: fc.constantFrom('cell', 'set'),
  cells: fc.array(cellRef, { maxLength: 6 }),
  level: fc.constantFrom(...INTENSITY_LEVELS, 'Hard'),
  letter,
  id: phaseId,
  name: fc.string({ maxLength: 10 }),
  phaseId,
  teamId,
  score: fc.integer({ min: -10, max: 100 }),
  delta: fc.integer({ min: -5, max: 5 }),
  rowIds: fc.array(exerciseId, { maxLength: 4 }),
  colIds: fc.array(clientId, { maxLength: 4 }),
  mode: fc.constantFrom('kg', 'reps', null, 'progress', 'comparison', 'bogus'),
  selectionType: fc.constantFrom('all', 'column', 'row', 'pair', 'cell', null),
  scope: fc.constantFrom('trainee', 'cell', 'global', 'exercise', 'pair'),
  text: fc.oneof(fc.string({ maxLength: 20 }), fc.constant('   ')),
  noteId: fc.constantFrom('n1', 'n2', 'n3'),
  at: isoTime,
  startedAt: isoTime,
  finishedAt: isoTime,
  screenId: fc.constantFrom('SCREEN1', 'SCREEN2', ''),
  connectedAt: isoTime,
  visible: fc.boolean(),
  settings: fc.record(
    {
      rm: fc.constantFrom(1, 3, 5, 2),
      warmupPercent: number,
      buildUp: fc.boolean(),
      warmups: fc.array(number, { maxLength: 6 }),
      pattern: fc.constantFrom('pyramid', 'reverse', 'zigzag'),
    },
    { requiredKeys: [] },
  ),
  set: fc.integer({ min: -1, max: 120 }),
  issues: fc.record(
    {
      poorLifestyle: fc.boolean(),
      injuries: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
    },
    { requiredKeys: [] },
  ),
};

/**
 * Payload fields per op type; a trailing '?' marks a field that is often left out, and
 * `key=arbitrary` draws the key from another entry of FIELDS.
 */
const OP_FIELDS: Record<string, readonly string[]> = {
  'session:start': ['startedAt'],
  'session:end': ['finishedAt?'],
  'clients:add': ['clientIds', 'clients?'],
  'client:add': ['userId', 'client?'],
  'clients:remove': ['clientIds'],
  'exercises:add': ['exerciseIds', 'exercises?'],
  'exercises:remove': ['exerciseIds'],
  'cell:update': ['exerciseId', 'userId', 'value'],
  'cell:verify': ['exerciseId', 'userId', 'verification', 'setIndex?', 'scope=verifyScope?'],
  'set:log': ['exerciseId', 'clientId', 'setIndex', 'kg', 'reps', 'rpe?', 'by?'],
  'set:remove': ['exerciseId', 'clientId', 'setIndex'],
  'cell:blackout': ['exerciseId', 'userId'],
  'warmup:toggle': ['cells?'],
  'intensity:set': ['level', 'cells?'],
  'pairing:set': ['exerciseIds=pairIds', 'letter'],
  'phase:add': ['id?', 'name?'],
  'phase:active': ['phaseId'],
  'phase:set': ['name?'],
  'phase:exercise:add': ['phaseId', 'exerciseId'],
  'phase:exercise:remove': ['phaseId', 'exerciseId'],
  'client:assign': ['userId', 'exerciseId'],
  'team:assign': ['teamId', 'exerciseId'],
  'client:team': ['userId', 'teamId'],
  'team:portion': ['teamId', 'letter'],
  'team:score': ['teamId', 'score?', 'delta?'],
  'station:next': ['userId?', 'teamId?'],
  'station:previous': ['userId?', 'teamId?'],
  'selection:set': ['rowIds?', 'colIds?', 'mode?', 'userId?', 'exerciseId?', 'selectionType?'],
  'note:add': ['scope', 'userId', 'exerciseId?', 'text', 'noteId?', 'at?'],
  'summary:mode': ['mode'],
  'cast:connected': ['screenId', 'connectedAt'],
  'cast:disconnected': [],
  'cast:qr:visibility': ['visible'],
  'exercise:settings': ['scope', 'exerciseId?', 'letter?', 'settings'],
  'assign:mode': ['exerciseId'],
  'set:current': ['set'],
  'client:issues': ['userId', 'issues'],
};

/** A well-formed-looking op of a random type, with values drawn from the pools above. */
const shapedOp = fc.constantFrom(...SESSION_OP_TYPES).chain((type) => {
  const fields = OP_FIELDS[type] ?? [];
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const field of fields) {
    const [key, source] = field.replace('?', '').split('=') as [string, string | undefined];
    shape[key] = FIELDS[source ?? key] as fc.Arbitrary<unknown>;
    if (!field.endsWith('?')) required.push(key);
  }
  return fc.record({
    id: fc.uuid(),
    type: fc.constant(type),
    payload: fc.record(shape, { requiredKeys: required }),
  });
});

const HOSTILE = [
  '{"__proto__":{"polluted":true},"id":"%ID%","type":"clients:add","payload":{"clientIds":["gus"]}}',
  '{"id":"%ID%","type":"note:add","payload":{"scope":"trainee","userId":"ana","text":"x","__proto__":{"polluted":true}}}',
  '{"id":"%ID%","type":"cell:update","payload":{"exerciseId":"squat","userId":"__proto__","value":{"kg":1}}}',
  '{"id":"%ID%","type":"selection:set","payload":{"constructor":{"prototype":{"polluted":true}},"rowIds":["squat"]}}',
  '{"id":"%ID%","type":"clients:add","payload":{"clientIds":["new"],"clients":[{"id":"new","firstName":"N","__proto__":{"polluted":true}}]}}',
];
const hostileOp = fc
  .tuple(fc.constantFrom(...HOSTILE), fc.uuid())
  .map(([json, id]) => JSON.parse(json.replace('%ID%', id)) as unknown);

/** Anything a socket could deliver: shaped ops, right types with junk payloads, junk, hostile keys. */
const rawOp: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: shapedOp },
  {
    weight: 2,
    arbitrary: fc.record({
      id: fc.uuid(),
      type: fc.constantFrom(...SESSION_OP_TYPES, 'grid:explode', 'constructor'),
      payload: fc.jsonValue({ maxDepth: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.anything({
      maxDepth: 3,
      withNullPrototype: true,
      withMap: true,
      withSet: true,
      withDate: true,
      withBigInt: true,
      withTypedArray: true,
      withSparseArray: true,
    }),
  },
  { weight: 1, arbitrary: hostileOp },
);

/** Sequences of every length up to MAX_OPS, not only the short ones fast-check favours. */
const opSequence = fc.array(rawOp, { maxLength: MAX_OPS, size: 'max' });

function initialState(): SessionState {
  return createSessionState({
    teams: [
      { id: 'red', name: 'Red', colorHex: '#f00' },
      { id: 'blue', name: 'Blue', colorHex: '#00f' },
    ],
    clients: CLIENT_IDS.slice(0, 6).map((id) => ({
      id,
      firstName: id,
      teamId: id < 'c' ? 'red' : 'blue',
    })),
    availableClients: CLIENT_IDS.slice(6, 9).map((id) => ({ id, firstName: id })),
    exercises: EXERCISE_IDS.slice(0, 5).map((id) => ({ id, name: id })),
    availableExercises: EXERCISE_IDS.slice(5, 8).map((id) => ({ id, name: id })),
  });
}

/** Freezes a state deeply so any mutation by the reducer throws; frozen subtrees are skipped. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function run(start: SessionState, ops: readonly SessionOp[]): SessionState {
  return ops.reduce(applyOp, start);
}

const parsedOps = (raws: readonly unknown[]) =>
  raws.map(parseSessionOp).filter((op): op is SessionOp => op !== null);

describe('applyOp properties', () => {
  it(
    'never throws or mutates, and keeps every invariant after every op',
    () => {
      fc.assert(
        fc.property(opSequence, (raws) => {
          let state = deepFreeze(initialState());
          for (const raw of raws) {
            const op = parseSessionOp(raw);
            if (!op) continue;
            state = deepFreeze(applyOp(state, op));
            const problems = checkInvariants(state);
            if (problems.length > 0) throw new Error(`${op.type}: ${problems.join('; ')}`);
          }
          expect(sessionStateSchema.safeParse(state).success).toBe(true);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: NUM_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'is deterministic: the same ops from the same start give the same state',
    () => {
      fc.assert(
        fc.property(opSequence, (raws) => {
          const ops = parsedOps(raws);
          const first = run(initialState(), ops);
          const second = run(initialState(), parsedOps(raws));
          expect(JSON.stringify(second)).toBe(JSON.stringify(first));
        }),
        { numRuns: NUM_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'clients replaying the server log in seq order, from the start or a snapshot, match the server',
    () => {
      fc.assert(
        fc.property(opSequence, fc.nat(), (raws, joinAt) => {
          // The server parses what it receives, applies it, and logs it with the next seq.
          let server = initialState();
          const log: string[] = [];
          const snapshots: string[] = [JSON.stringify(server)];
          for (const raw of raws) {
            const op = parseSessionOp(raw);
            if (!op) continue;
            server = applyOp(server, op);
            log.push(JSON.stringify({ seq: log.length + 1, op }));
            snapshots.push(JSON.stringify(server));
          }
          // Clients receive JSON over the wire and parse every op again before applying it.
          const replay = (from: number) => {
            let state = JSON.parse(snapshots[from] as string) as SessionState;
            for (const line of log.slice(from)) {
              const op = parseSessionOp(JSON.parse(line).op);
              expect(op).not.toBeNull();
              state = applyOp(state, op as SessionOp);
            }
            return state;
          };
          // One client followed from the start; another joined later from a snapshot.
          expect(replay(0)).toEqual(server);
          expect(JSON.stringify(replay(joinAt % (log.length + 1)))).toBe(JSON.stringify(server));
        }),
        { numRuns: NUM_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
