import { GRID_MAX_CLIENTS } from '../../constants';
import { toSessionClient, toSessionExercise } from '../create-state';
import type { OpReducer, SessionOpOf } from '../ops';
import { normalisePairing, withPhasePairs } from '../pairing';
import {
  emptyCell,
  MAX_KNOWN_ENTITIES,
  NO_CLIENT_ISSUES,
  type SessionClient,
  type SessionExercise,
  type SessionState,
} from '../state';
import { withoutExercises } from './assignment-records';
import { CellsDraft } from './cells-draft';
import { omitKeys } from './records';
import { pruneSnapshot } from './warmup-snapshot';

function knownClientCount(state: Pick<SessionState, 'clients' | 'availableClients'>): number {
  return state.clients.length + state.availableClients.length;
}

/**
 * Puts clients on the grid, from the available list or from profiles carried by the op. Once the
 * grid holds 8, further clients join the available list instead.
 */
function placeClients(
  state: SessionState,
  clientIds: readonly string[],
  profiles: SessionOpOf<'clients:add'>['payload']['clients'],
): SessionState {
  let clients = state.clients;
  let availableClients = state.availableClients;
  const draft = new CellsDraft(state.cells);
  for (const id of clientIds) {
    if (clients.some((c) => c.id === id)) continue;
    const waiting = availableClients.find((c) => c.id === id);
    const profile = profiles?.find((p) => p.id === id);
    const client: SessionClient | null | undefined =
      waiting ?? (profile && toSessionClient(profile, state.teams));
    if (!client) continue;
    if (!waiting && knownClientCount({ clients, availableClients }) >= MAX_KNOWN_ENTITIES) continue;
    if (clients.length >= GRID_MAX_CLIENTS) {
      if (!waiting) availableClients = [...availableClients, client];
      continue;
    }
    clients = [...clients, client];
    if (waiting) availableClients = availableClients.filter((c) => c.id !== id);
    for (const exercise of state.exercises) draft.set(exercise.id, id, emptyCell());
  }
  if (clients === state.clients && availableClients === state.availableClients) return state;
  return { ...state, clients, availableClients, cells: draft.result() };
}

/** `clients:add` (and the spec's single `client:add {userId}`): see `placeClients`. */
export const addClients: OpReducer<'clients:add'> = (state, op) =>
  placeClients(state, op.payload.clientIds, op.payload.clients);

export const addClient: OpReducer<'client:add'> = (state, op) =>
  placeClients(state, [op.payload.userId], op.payload.client ? [op.payload.client] : undefined);

/**
 * `clients:remove`: grid clients go back to the available list, and their cells, assignments,
 * warm-up snapshots and selection go with them. Team membership stays with the client.
 */
export const removeClients: OpReducer<'clients:remove'> = (state, op) => {
  const { clientIds } = op.payload;
  const removed = new Set(clientIds.filter((id) => state.clients.some((c) => c.id === id)));
  if (removed.size === 0) return state;
  const cells: SessionState['cells'] = {};
  for (const [exerciseId, row] of Object.entries(state.cells))
    cells[exerciseId] = omitKeys(row, removed);
  const { selection } = state;
  return {
    ...state,
    clients: state.clients.filter((c) => !removed.has(c.id)),
    availableClients: [
      ...state.availableClients,
      ...state.clients.filter((c) => removed.has(c.id)),
    ],
    cells,
    individualAssignments: omitKeys(state.individualAssignments, removed),
    warmupSnapshot: pruneSnapshot(state.warmupSnapshot, new Set(), removed),
    selection: {
      ...selection,
      colIds: selection.colIds.filter((id) => !removed.has(id)),
      userId: selection.userId !== null && removed.has(selection.userId) ? null : selection.userId,
    },
  };
};

/** `exercises:add`: puts exercises on the grid (and in the active phase), from the available list or the op. */
export const addExercises: OpReducer<'exercises:add'> = (state, op) => {
  const { exerciseIds, exercises: profiles } = op.payload;
  let exercises = state.exercises;
  let availableExercises = state.availableExercises;
  const draft = new CellsDraft(state.cells);
  for (const id of exerciseIds) {
    if (exercises.some((e) => e.id === id)) continue;
    const waiting = availableExercises.find((e) => e.id === id);
    const profile = profiles?.find((p) => p.id === id);
    const exercise: SessionExercise | null | undefined =
      waiting ?? (profile && toSessionExercise(profile));
    if (!exercise) continue;
    if (!waiting && exercises.length + availableExercises.length >= MAX_KNOWN_ENTITIES) continue;
    exercises = [...exercises, exercise];
    if (waiting) availableExercises = availableExercises.filter((e) => e.id !== id);
    for (const client of state.clients) draft.set(id, client.id, emptyCell());
  }
  if (exercises === state.exercises) return state;
  const added = exercises.slice(state.exercises.length).map((e) => e.id);
  const phases = state.phases.map((p) =>
    p.id === state.activePhaseId
      ? withPhasePairs(
          {
            ...p,
            exerciseIds: [...p.exerciseIds, ...added.filter((id) => !p.exerciseIds.includes(id))],
          },
          exercises,
        )
      : p,
  );
  // Rows for exercises with no clients yet still exist, so every grid exercise has a cell row.
  const cells = { ...draft.result() };
  for (const id of added) if (!Object.hasOwn(cells, id)) cells[id] = {};
  return { ...state, exercises, availableExercises, phases, cells };
};

/**
 * `exercises:remove`: grid exercises go back to the library list, unpaired, and leave every phase,
 * assignment, setting, warm-up snapshot and selection that named them.
 */
export const removeExercises: OpReducer<'exercises:remove'> = (state, op) => {
  const { exerciseIds } = op.payload;
  const removed = new Set(exerciseIds.filter((id) => state.exercises.some((e) => e.id === id)));
  if (removed.size === 0) return state;
  const { selection, exerciseSettings } = state;
  return normalisePairing({
    ...state,
    exercises: state.exercises.filter((e) => !removed.has(e.id)),
    availableExercises: [
      ...state.availableExercises,
      ...state.exercises
        .filter((e) => removed.has(e.id))
        .map((e) => ({ ...e, pairing: null, pairColor: null })),
    ],
    cells: omitKeys(state.cells, removed),
    warmupSnapshot: pruneSnapshot(state.warmupSnapshot, removed, new Set()),
    phases: state.phases.map((p) =>
      p.exerciseIds.some((id) => removed.has(id))
        ? {
            ...p,
            exerciseIds: p.exerciseIds.filter((id) => !removed.has(id)),
            exerciseParams: omitKeys(p.exerciseParams, removed),
          }
        : p,
    ),
    teamAssignments: withoutExercises(state.teamAssignments, removed),
    individualAssignments: withoutExercises(state.individualAssignments, removed),
    exerciseSettings: {
      ...exerciseSettings,
      perExercise: omitKeys(exerciseSettings.perExercise, removed),
    },
    selection: {
      ...selection,
      rowIds: selection.rowIds.filter((id) => !removed.has(id)),
      exerciseId:
        selection.exerciseId !== null && removed.has(selection.exerciseId)
          ? null
          : selection.exerciseId,
    },
    assignModeExerciseId:
      state.assignModeExerciseId !== null && removed.has(state.assignModeExerciseId)
        ? null
        : state.assignModeExerciseId,
  });
};

/** Server-made `client:issues`: merges a known client's issues (the '!' badge). */
export const setClientIssues: OpReducer<'client:issues'> = (state, op) => {
  const { payload } = op;
  const known = [...state.clients, ...state.availableClients].some((c) => c.id === payload.userId);
  if (!known) return state;
  const current = Object.hasOwn(state.clientIssues, payload.userId)
    ? state.clientIssues[payload.userId]
    : undefined;
  const issues = { ...(current ?? NO_CLIENT_ISSUES), ...payload.issues };
  return { ...state, clientIssues: { ...state.clientIssues, [payload.userId]: issues } };
};

/**
 * Server-made `client:profile`: a known client's name, TV name choice and bodyweight as their
 * profile says now, wherever they are listed (on the grid or available).
 */
export const setClientProfile: OpReducer<'client:profile'> = (state, { payload }) => {
  const { userId, firstName, lastInitial, tvInitials, bodyweightKg } = payload;
  const update = (client: SessionClient): SessionClient => {
    if (client.id !== userId) return client;
    const { lastInitial: _initial, tvInitials: _tv, bodyweightKg: _weight, ...rest } = client;
    return {
      ...rest,
      firstName,
      ...(lastInitial ? { lastInitial } : {}),
      ...(tvInitials ? { tvInitials: true as const } : {}),
      ...(bodyweightKg === null ? {} : { bodyweightKg }),
    };
  };
  const known = [...state.clients, ...state.availableClients].some((c) => c.id === userId);
  if (!known) return state;
  return {
    ...state,
    clients: state.clients.map(update),
    availableClients: state.availableClients.map(update),
  };
};
