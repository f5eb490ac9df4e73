import fc from 'fast-check';
import { INTENSITY_LEVELS, LIVE_PAIR_LETTERS } from '../../constants';
import { createSessionState } from '../create-state';
import { SESSION_OP_TYPES } from '../ops';
import type { SessionState } from '../state';

// Arbitraries for property tests of the session reducer: ops shaped like real ones, with ids
// mostly of a small gym's clients and exercises, and the gym they start from.

export const CLIENT_IDS = [
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
export const EXERCISE_IDS = [
  'squat',
  'bench',
  'row',
  'press',
  'curl',
  'deadlift',
  'lunge',
  'dip',
  'pull',
];

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
      tvInitials: fc.constantFrom(true, undefined),
      bodyweightKg: fc.constantFrom(72.5, null, undefined),
    }),
    { maxLength: 3 },
  ),
  client: fc.record({
    id: clientId,
    firstName: fc.string({ maxLength: 8 }),
    tvInitials: fc.constantFrom(true, undefined),
    bodyweightKg: fc.constantFrom(90, undefined),
  }),
  userId: clientId,
  firstName: fc.string({ maxLength: 8 }),
  lastInitial: fc.constantFrom('T', null, 'xyz'),
  tvInitials: fc.boolean(),
  bodyweightKg: fc.constantFrom(70, null, -1),
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
      flag: fc.constantFrom('ok', 'blackout', 'pr-purple', 'never-green', 'injury-red', 'purple'),
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
  coachCells: fc.array(
    fc.record(
      {
        exerciseId,
        userId: clientId,
        flag: fc.constantFrom('ok', 'pr-purple', 'never-green', 'injury-red', 'lifestyle-red'),
        e1rm: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 250 })),
        plan: fc.record({
          kg: fc.integer({ min: 0, max: 80 }).map((n) => n * 2.5),
          reps: fc.integer({ min: 1, max: 12 }),
          sets: fc.integer({ min: 1, max: 5 }),
        }),
      },
      { requiredKeys: ['exerciseId', 'userId'] },
    ),
    { minLength: 1, maxLength: 4 },
  ),
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
  layout: fc.constantFrom('grid', 'stations', 'leaderboard', 'challenge', 'rotate', 'bogus'),
  rotateSeconds: fc.oneof(fc.integer({ min: 0, max: 700 }), fc.constant(20)),
  rotateLayouts: fc.array(
    fc.constantFrom('grid', 'stations', 'leaderboard', 'challenge', 'rotate'),
    {
      maxLength: 5,
    },
  ),
  challengeId: fc.constantFrom('ch1', 'ch2', null, ''),
  metric: fc.constantFrom('volume', 'e1rm', 'relative', 'bogus'),
  points: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.constant(1)),
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
  unit: fc.constantFrom('kg', 'lb', 'stone'),
  equipment: fc.record({
    bars: fc.array(fc.constantFrom(20, 15, 45, 0, -5), { maxLength: 3 }),
    plates: fc.array(fc.constantFrom(25, 10, 2.5, 1.25, 45, 0), { maxLength: 6 }),
    dumbbellStep: fc.constantFrom(2.5, 5, 0),
    dumbbellMax: fc.constantFrom(50, 120, 1),
  }),
  readiness: fc.oneof(
    fc.constant(null),
    fc.record({
      score: fc.integer({ min: -5, max: 110 }),
      percent: fc.integer({ min: -30, max: 30 }),
    }),
  ),
  accept: fc.boolean(),
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
  'cast:layout': ['layout', 'rotateSeconds?', 'rotateLayouts?'],
  'cast:leaderboard': ['metric', 'exerciseId?'],
  'cast:challenge': ['challengeId'],
  'score:auto': ['points'],
  'exercise:settings': ['scope', 'exerciseId?', 'letter?', 'settings'],
  'assign:mode': ['exerciseId'],
  'set:current': ['set'],
  'client:issues': ['userId', 'issues'],
  'client:profile': ['userId', 'firstName', 'lastInitial', 'tvInitials', 'bodyweightKg'],
  'cells:coach': ['cells=coachCells'],
  'gym:floor': ['unit', 'equipment'],
  'client:readiness': ['userId', 'readiness'],
  'load:readiness': ['userId', 'exerciseId?', 'accept'],
  'load:working': ['exerciseId', 'userId', 'kg'],
};

/** A well-formed-looking op of a random type, with values drawn from the pools above. */
export const shapedOp = fc.constantFrom(...SESSION_OP_TYPES).chain((type) => {
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

export function initialState(): SessionState {
  return createSessionState({
    teams: [
      { id: 'red', name: 'Red', colorHex: '#f00' },
      { id: 'blue', name: 'Blue', colorHex: '#00f' },
    ],
    clients: CLIENT_IDS.slice(0, 6).map((id, i) => ({
      id,
      firstName: id,
      teamId: id < 'c' ? 'red' : 'blue',
      tvInitials: i % 2 === 1,
      bodyweightKg: i % 3 === 0 ? null : 60 + i * 5,
    })),
    availableClients: CLIENT_IDS.slice(6, 9).map((id, i) => ({
      id,
      firstName: id,
      tvInitials: i === 0,
      bodyweightKg: 80,
    })),
    exercises: EXERCISE_IDS.slice(0, 5).map((id, i) => ({
      id,
      name: id,
      equipment: ['barbell', 'dumbbell', 'machine'][i % 3],
    })),
    availableExercises: EXERCISE_IDS.slice(5, 8).map((id) => ({ id, name: id })),
  });
}
