import { clampReps, roundKg } from '../coaching/rounding';
import { clampBuildUpPercents, clampWarmupPercent, warmUpSet } from '../coaching/warm-up';
import { GRID_MAX_CLIENTS, MAX_EXERCISES_PER_PAIR, MAX_PHASES } from '../constants';
import type { CellRef, SessionOp, SessionOpOf } from './ops';
import {
  lettersInUse,
  normalisePairing,
  pairColor,
  pairGroupIds,
  stationUnits,
  withPhasePairs,
} from './pairing';
import { effectiveExerciseSettings, getCell, individuallyAssignedLetters } from './selectors';
import {
  type Cell,
  EMPTY_SELECTION,
  type ExerciseSettings,
  emptyCell,
  MAX_KNOWN_ENTITIES,
  MAX_NOTES_PER_TARGET,
  NO_CLIENT_ISSUES,
  type Note,
  type PairLetter,
  phaseName,
  type SessionClient,
  type SessionExercise,
  type SessionState,
  toSessionClient,
  toSessionExercise,
} from './state';

type Assignments = SessionState['individualAssignments'];
type Direction = 1 | -1;

const MAX_TEAM_SCORE = 99_999;

function omitKeys<T>(
  record: Readonly<Record<string, T>>,
  keys: ReadonlySet<string>,
): Record<string, T> {
  const out: Record<string, T> = {};
  for (const key of Object.keys(record)) if (!keys.has(key)) out[key] = record[key] as T;
  return out;
}

function hasAnyKey(record: object, keys: ReadonlySet<string>): boolean {
  return Object.keys(record).some((key) => keys.has(key));
}

function sameKeys(a: object | undefined, b: object | undefined): boolean {
  const ak = Object.keys(a ?? {});
  const bk = Object.keys(b ?? {});
  return ak.length === bk.length && ak.every((key) => Object.hasOwn(b ?? {}, key));
}

function toAssigned(ids: Iterable<string>): Record<string, true> {
  const out: Record<string, true> = {};
  for (const id of ids) out[id] = true;
  return out;
}

/** Sets or (for an empty set) removes one owner's assignments, keeping no empty records. */
function withAssigned(
  assignments: Assignments,
  owner: string,
  ids: ReadonlySet<string>,
): Assignments {
  if (ids.size === 0) return omitKeys(assignments, new Set([owner]));
  return { ...assignments, [owner]: toAssigned(ids) };
}

/** Removes exercises from every owner's assignments, dropping owners left with none. */
function withoutExercises(assignments: Assignments, removed: ReadonlySet<string>): Assignments {
  if (!Object.values(assignments).some((a) => hasAnyKey(a, removed))) return assignments;
  const out: Assignments = {};
  for (const [owner, assigned] of Object.entries(assignments)) {
    const kept = omitKeys(assigned, removed);
    if (Object.keys(kept).length > 0) out[owner] = kept;
  }
  return out;
}

/** Cell updates collected row by row, so untouched rows keep their identity. */
class CellsDraft {
  private readonly rows = new Map<string, Record<string, Cell>>();
  constructor(private readonly cells: SessionState['cells']) {}

  set(exerciseId: string, clientId: string, cell: Cell): void {
    const current = Object.hasOwn(this.cells, exerciseId) ? this.cells[exerciseId] : undefined;
    const row = this.rows.get(exerciseId) ?? { ...current };
    row[clientId] = cell;
    this.rows.set(exerciseId, row);
  }

  get changed(): boolean {
    return this.rows.size > 0;
  }

  result(): SessionState['cells'] {
    return this.changed ? { ...this.cells, ...Object.fromEntries(this.rows) } : this.cells;
  }
}

/** The given cells that exist, without repeats, in the order given. */
function existingCells(state: SessionState, refs: readonly CellRef[]): CellRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = `${ref.exerciseId}\u0000${ref.userId}`;
    if (seen.has(key) || !getCell(state, ref.exerciseId, ref.userId)) return false;
    seen.add(key);
    return true;
  });
}

/** Every cell of the grid, row by row. */
function allCells(state: SessionState): CellRef[] {
  return state.exercises.flatMap((e) =>
    state.clients.map((c) => ({ exerciseId: e.id, userId: c.id })),
  );
}

/** Creates any missing cell of the grid; the same state when none is missing. */
function ensureCells(state: SessionState): SessionState {
  const draft = new CellsDraft(state.cells);
  for (const ref of allCells(state)) {
    if (!getCell(state, ref.exerciseId, ref.userId))
      draft.set(ref.exerciseId, ref.userId, emptyCell());
  }
  return draft.changed ? { ...state, cells: draft.result() } : state;
}

function startSession(state: SessionState, startedAt: string): SessionState {
  if (state.started && !state.finished) return state;
  return ensureCells({
    ...state,
    started: true,
    startedAt,
    finished: false,
    finishedAt: null,
    teamAssignments: {},
    individualAssignments: {},
    teamPortion: {},
    selection: EMPTY_SELECTION,
    currentSet: 1,
    pairHighlight: null,
    activeStationIndex: 0,
    assignModeExerciseId: null,
  });
}

function endSession(state: SessionState, finishedAt: string | null): SessionState {
  if (state.finished) return state;
  return { ...state, finished: true, finishedAt };
}

function knownClientCount(state: Pick<SessionState, 'clients' | 'availableClients'>): number {
  return state.clients.length + state.availableClients.length;
}

/**
 * Puts clients on the grid, from the available list or from profiles carried by the op. Once the
 * grid holds 8, further clients join the available list instead.
 */
function addClients(
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

/** Snapshot rows without the given clients' or exercises' entries, dropping empty rows. */
function pruneSnapshot(
  snapshot: SessionState['warmupSnapshot'],
  removedExercises: ReadonlySet<string>,
  removedClients: ReadonlySet<string>,
): SessionState['warmupSnapshot'] {
  const out: SessionState['warmupSnapshot'] = {};
  let changed = false;
  for (const [exerciseId, row] of Object.entries(snapshot)) {
    if (removedExercises.has(exerciseId)) {
      changed = true;
      continue;
    }
    if (!hasAnyKey(row, removedClients)) {
      out[exerciseId] = row;
      continue;
    }
    changed = true;
    const kept = omitKeys(row, removedClients);
    if (Object.keys(kept).length > 0) out[exerciseId] = kept;
  }
  return changed ? out : snapshot;
}

function removeClients(state: SessionState, clientIds: readonly string[]): SessionState {
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
}

/** Puts exercises on the grid (and in the active phase), from the available list or the op. */
function addExercises(
  state: SessionState,
  exerciseIds: readonly string[],
  profiles: SessionOpOf<'exercises:add'>['payload']['exercises'],
): SessionState {
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
}

function removeExercises(state: SessionState, exerciseIds: readonly string[]): SessionState {
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
}

function sameCell(a: Cell, b: Cell): boolean {
  return (
    a.kg === b.kg &&
    a.reps === b.reps &&
    a.isWarmup === b.isWarmup &&
    a.verification === b.verification &&
    a.flag === b.flag &&
    a.intensity === b.intensity
  );
}

function hasSnapshot(state: SessionState, exerciseId: string, clientId: string): boolean {
  const row = Object.hasOwn(state.warmupSnapshot, exerciseId)
    ? state.warmupSnapshot[exerciseId]
    : undefined;
  return row !== undefined && Object.hasOwn(row, clientId);
}

function withoutSnapshot(
  snapshot: SessionState['warmupSnapshot'],
  exerciseId: string,
  clientId: string,
): SessionState['warmupSnapshot'] {
  const row = omitKeys(snapshot[exerciseId] ?? {}, new Set([clientId]));
  return Object.keys(row).length > 0
    ? { ...snapshot, [exerciseId]: row }
    : omitKeys(snapshot, new Set([exerciseId]));
}

function updateCell(
  state: SessionState,
  payload: SessionOpOf<'cell:update'>['payload'],
): SessionState {
  const { exerciseId, userId, value } = payload;
  const cell = getCell(state, exerciseId, userId);
  if (!cell) return state;
  const next: Cell = { ...cell };
  if (value.kg !== undefined) next.kg = roundKg(value.kg);
  if (value.reps !== undefined) next.reps = clampReps(value.reps);
  if (value.flag !== undefined) next.flag = value.flag;
  if (value.isWarmup !== undefined) next.isWarmup = value.isWarmup;
  if (value.intensity !== undefined) next.intensity = value.intensity;
  // A snapshot only belongs to a cell in warm-up; clearing the dot by hand drops it.
  const dropSnapshot = !next.isWarmup && hasSnapshot(state, exerciseId, userId);
  if (sameCell(next, cell) && !dropSnapshot) return state;
  const draft = new CellsDraft(state.cells);
  draft.set(exerciseId, userId, next);
  return {
    ...state,
    cells: draft.result(),
    warmupSnapshot: dropSnapshot
      ? withoutSnapshot(state.warmupSnapshot, exerciseId, userId)
      : state.warmupSnapshot,
  };
}

function patchCell(
  state: SessionState,
  exerciseId: string,
  userId: string,
  patch: (cell: Cell) => Cell,
): SessionState {
  const cell = getCell(state, exerciseId, userId);
  if (!cell) return state;
  const next = patch(cell);
  if (sameCell(next, cell)) return state;
  const draft = new CellsDraft(state.cells);
  draft.set(exerciseId, userId, next);
  return { ...state, cells: draft.result() };
}

/**
 * Warm Up. If every cell in scope is already in warm-up, the second press restores the saved kg
 * and reps and clears the dot; otherwise each cell not yet in warm-up saves its kg and reps and
 * gets the warm-up set (the exercise's warm-up percent, 60 by default, of its working weight, and
 * its reps clamped to 6-8).
 */
function toggleWarmUp(state: SessionState, refs: readonly CellRef[] | undefined): SessionState {
  const scope = refs && refs.length > 0 ? existingCells(state, refs) : allCells(state);
  if (scope.length === 0) return state;
  const restoring = scope.every((r) => getCell(state, r.exerciseId, r.userId)?.isWarmup);
  const draft = new CellsDraft(state.cells);
  let warmupSnapshot = state.warmupSnapshot;
  for (const { exerciseId, userId } of scope) {
    const cell = getCell(state, exerciseId, userId) as Cell;
    if (restoring) {
      const saved = hasSnapshot(state, exerciseId, userId)
        ? state.warmupSnapshot[exerciseId]?.[userId]
        : undefined;
      draft.set(exerciseId, userId, {
        ...cell,
        isWarmup: false,
        ...(saved ? { kg: roundKg(saved.kg), reps: clampReps(saved.reps) } : {}),
      });
      if (saved) warmupSnapshot = withoutSnapshot(warmupSnapshot, exerciseId, userId);
    } else if (!cell.isWarmup) {
      const percent = effectiveExerciseSettings(state, exerciseId).warmupPercent;
      const warmUp = warmUpSet(cell, percent);
      draft.set(exerciseId, userId, { ...cell, kg: warmUp.kg, reps: warmUp.reps, isWarmup: true });
      warmupSnapshot = {
        ...warmupSnapshot,
        [exerciseId]: { ...warmupSnapshot[exerciseId], [userId]: { kg: cell.kg, reps: cell.reps } },
      };
    }
  }
  return { ...state, cells: draft.result(), warmupSnapshot };
}

function setIntensity(
  state: SessionState,
  payload: SessionOpOf<'intensity:set'>['payload'],
): SessionState {
  const { level, cells } = payload;
  if (!cells || cells.length === 0) {
    return state.intensity === level ? state : { ...state, intensity: level };
  }
  const draft = new CellsDraft(state.cells);
  for (const { exerciseId, userId } of existingCells(state, cells)) {
    const cell = getCell(state, exerciseId, userId) as Cell;
    if (cell.intensity !== level) draft.set(exerciseId, userId, { ...cell, intensity: level });
  }
  return draft.changed ? { ...state, cells: draft.result() } : state;
}

/**
 * Pairs 2-4 grid exercises under a free letter (ignored when any is already in another pair or
 * the letter is taken by others), or, with a null letter, unpairs them.
 */
function setPairing(
  state: SessionState,
  payload: SessionOpOf<'pairing:set'>['payload'],
): SessionState {
  const ids = [...new Set(payload.exerciseIds)];
  const targets = ids.map((id) => state.exercises.find((e) => e.id === id));
  if (targets.some((e) => e === undefined)) return state;
  const members = targets as SessionExercise[];
  const { letter } = payload;
  if (letter === null) {
    if (members.every((e) => e.pairing === null)) return state;
    const unpair = new Set(ids);
    return normalisePairing({
      ...state,
      exercises: state.exercises.map((e) =>
        unpair.has(e.id) ? { ...e, pairing: null, pairColor: null } : e,
      ),
    });
  }
  if (members.length < 2 || members.length > MAX_EXERCISES_PER_PAIR) return state;
  if (members.some((e) => e.pairing !== null && e.pairing !== letter)) return state;
  if (state.exercises.some((e) => e.pairing === letter && !ids.includes(e.id))) return state;
  if (members.every((e) => e.pairing === letter)) return state;
  const pair = new Set(ids);
  return normalisePairing({
    ...state,
    exercises: state.exercises.map((e) =>
      pair.has(e.id) ? { ...e, pairing: letter, pairColor: pairColor(letter) } : e,
    ),
  });
}

/** The smallest N whose id 'phase-N' is free. */
function nextPhaseNumber(state: SessionState): number {
  let n = 1;
  while (state.phases.some((p) => p.id === `phase-${n}`)) n++;
  return n;
}

function addPhase(state: SessionState, payload: SessionOpOf<'phase:add'>['payload']): SessionState {
  const name = payload.name?.trim() ?? '';
  const existing =
    payload.id === undefined ? undefined : state.phases.find((p) => p.id === payload.id);
  if (existing) {
    if (name === '' || name === existing.name) return state;
    return { ...state, phases: state.phases.map((p) => (p === existing ? { ...p, name } : p)) };
  }
  if (state.phases.length >= MAX_PHASES) return state;
  const n = nextPhaseNumber(state);
  return {
    ...state,
    phases: [
      ...state.phases,
      {
        id: payload.id ?? `phase-${n}`,
        name: name || phaseName(n),
        exerciseIds: [],
        exercisePairs: [],
        exerciseParams: {},
      },
    ],
  };
}

function addPhaseExercise(state: SessionState, phaseId: string, exerciseId: string): SessionState {
  const phase = state.phases.find((p) => p.id === phaseId);
  if (!phase || phase.exerciseIds.includes(exerciseId)) return state;
  if (!state.exercises.some((e) => e.id === exerciseId)) return state;
  const next = withPhasePairs(
    { ...phase, exerciseIds: [...phase.exerciseIds, exerciseId] },
    state.exercises,
  );
  return { ...state, phases: state.phases.map((p) => (p === phase ? next : p)) };
}

function removePhaseExercise(
  state: SessionState,
  phaseId: string,
  exerciseId: string,
): SessionState {
  const phase = state.phases.find((p) => p.id === phaseId);
  if (!phase?.exerciseIds.includes(exerciseId)) return state;
  const next = withPhasePairs(
    {
      ...phase,
      exerciseIds: phase.exerciseIds.filter((id) => id !== exerciseId),
      exerciseParams: omitKeys(phase.exerciseParams, new Set([exerciseId])),
    },
    state.exercises,
  );
  return { ...state, phases: state.phases.map((p) => (p === phase ? next : p)) };
}

/**
 * Toggles an exercise's whole pair group for an owner: all assigned becomes none, anything less
 * becomes all. Assign mode ends with the assignment.
 */
function toggleAssignment(
  state: SessionState,
  key: 'individualAssignments' | 'teamAssignments',
  owner: string,
  exerciseId: string,
): SessionState {
  const group = pairGroupIds(state.exercises, exerciseId);
  if (group.length === 0) return state;
  const assignments = state[key];
  const current = new Set(
    Object.hasOwn(assignments, owner) ? Object.keys(assignments[owner] ?? {}) : [],
  );
  const allAssigned = group.every((id) => current.has(id));
  for (const id of group) {
    if (allAssigned) current.delete(id);
    else current.add(id);
  }
  return { ...state, [key]: withAssigned(assignments, owner, current), assignModeExerciseId: null };
}

/**
 * One owner's assignments moved one station on (or back): each station holding any of their
 * exercises passes its place to the next station, which gets all of its exercises. Exercises
 * outside the stations (unpaired ones while pairs exist) stay.
 */
function rotated(
  assigned: ReadonlySet<string>,
  units: readonly (readonly string[])[],
  direction: Direction,
): Set<string> {
  const next = new Set([...assigned].filter((id) => !units.some((u) => u.includes(id))));
  units.forEach((unit, i) => {
    if (!unit.some((id) => assigned.has(id))) return;
    const target = units[(i + direction + units.length) % units.length] as readonly string[];
    for (const id of target) next.add(id);
  });
  return next;
}

function rotateOwners(
  assignments: Assignments,
  owners: readonly string[],
  units: readonly (readonly string[])[],
  direction: Direction,
): Assignments {
  let out = assignments;
  for (const owner of owners) {
    if (!Object.hasOwn(out, owner)) continue;
    const current = new Set(Object.keys(out[owner] ?? {}));
    const next = rotated(current, units, direction);
    if (!sameKeys(toAssigned(next), out[owner])) out = withAssigned(out, owner, next);
  }
  return out;
}

function shiftLetter(
  letters: readonly PairLetter[],
  letter: PairLetter,
  direction: Direction,
): PairLetter {
  const i = letters.indexOf(letter);
  return i < 0
    ? letter
    : (letters[(i + direction + letters.length) % letters.length] as PairLetter);
}

/**
 * Next or previous station for one client, one team, or (with neither) everyone: assignments
 * rotate one station, team portions move one letter, and the for-all step moves the highlight
 * through the letters of individually assigned exercises (or the station index, unpaired).
 */
function stepStation(
  state: SessionState,
  payload: SessionOpOf<'station:next'>['payload'],
  direction: Direction,
): SessionState {
  const units = stationUnits(state.exercises);
  if (units.length === 0) return state;
  const { userId, teamId } = payload;
  const forAll = userId === undefined && teamId === undefined;
  const clientOwners = forAll
    ? state.clients.map((c) => c.id)
    : userId !== undefined && state.clients.some((c) => c.id === userId)
      ? [userId]
      : [];
  const teamOwners = forAll
    ? state.teams.map((t) => t.id)
    : teamId !== undefined && state.teams.some((t) => t.id === teamId)
      ? [teamId]
      : [];
  if (!forAll && clientOwners.length === 0 && teamOwners.length === 0) return state;

  const individualAssignments = rotateOwners(
    state.individualAssignments,
    clientOwners,
    units,
    direction,
  );
  const teamAssignments = rotateOwners(state.teamAssignments, teamOwners, units, direction);
  const letters = lettersInUse(state.exercises);
  let teamPortion = state.teamPortion;
  for (const team of teamOwners) {
    const letter = Object.hasOwn(teamPortion, team) ? teamPortion[team] : undefined;
    if (letter) {
      const shifted = shiftLetter(letters, letter, direction);
      if (shifted !== letter) teamPortion = { ...teamPortion, [team]: shifted };
    }
  }

  let { pairHighlight, activeStationIndex } = state;
  if (forAll) {
    if (letters.length > 0) {
      const assignedLetters = individuallyAssignedLetters({ ...state, individualAssignments });
      const cycle = assignedLetters.length > 0 ? assignedLetters : letters;
      const at = pairHighlight === null ? -1 : cycle.indexOf(pairHighlight);
      pairHighlight = (
        at < 0
          ? cycle[direction === 1 ? 0 : cycle.length - 1]
          : cycle[(at + direction + cycle.length) % cycle.length]
      ) as PairLetter;
      activeStationIndex = letters.indexOf(pairHighlight);
    } else {
      activeStationIndex = (activeStationIndex + direction + units.length) % units.length;
    }
  }

  if (
    individualAssignments === state.individualAssignments &&
    teamAssignments === state.teamAssignments &&
    teamPortion === state.teamPortion &&
    pairHighlight === state.pairHighlight &&
    activeStationIndex === state.activeStationIndex
  ) {
    return state;
  }
  return {
    ...state,
    individualAssignments,
    teamAssignments,
    teamPortion,
    pairHighlight,
    activeStationIndex,
  };
}

function setClientTeam(state: SessionState, userId: string, teamId: string): SessionState {
  const team = state.teams.find((t) => t.id === teamId);
  if (!team) return state;
  const client = [...state.clients, ...state.availableClients].find((c) => c.id === userId);
  if (
    !client ||
    (client.teamId === team.id &&
      client.teamName === team.name &&
      client.teamColor === team.colorHex)
  ) {
    return state;
  }
  const move = (c: SessionClient) =>
    c.id === userId ? { ...c, teamId: team.id, teamName: team.name, teamColor: team.colorHex } : c;
  return {
    ...state,
    clients: state.clients.map(move),
    availableClients: state.availableClients.map(move),
  };
}

function setTeamPortion(
  state: SessionState,
  teamId: string,
  letter: PairLetter | null,
): SessionState {
  if (!state.teams.some((t) => t.id === teamId)) return state;
  const current = Object.hasOwn(state.teamPortion, teamId) ? state.teamPortion[teamId] : undefined;
  if (letter === null) {
    return current === undefined
      ? state
      : { ...state, teamPortion: omitKeys(state.teamPortion, new Set([teamId])) };
  }
  if (current === letter || !lettersInUse(state.exercises).includes(letter)) return state;
  return { ...state, teamPortion: { ...state.teamPortion, [teamId]: letter } };
}

function setTeamScore(
  state: SessionState,
  payload: SessionOpOf<'team:score'>['payload'],
): SessionState {
  const team = state.teams.find((t) => t.id === payload.teamId);
  if (!team) return state;
  const raw =
    payload.score ?? (payload.delta === undefined ? undefined : team.score + payload.delta);
  if (raw === undefined) return state;
  const score = Math.max(-MAX_TEAM_SCORE, Math.min(MAX_TEAM_SCORE, raw));
  if (score === team.score) return state;
  return { ...state, teams: state.teams.map((t) => (t === team ? { ...t, score } : t)) };
}

function setSelection(
  state: SessionState,
  payload: SessionOpOf<'selection:set'>['payload'],
): SessionState {
  const onGridExercise = (id: string) => state.exercises.some((e) => e.id === id);
  const onGridClient = (id: string) => state.clients.some((c) => c.id === id);
  return {
    ...state,
    selection: {
      rowIds: [...new Set(payload.rowIds)].filter(onGridExercise),
      colIds: [...new Set(payload.colIds)].filter(onGridClient),
      mode: payload.mode,
      userId: payload.userId !== null && onGridClient(payload.userId) ? payload.userId : null,
      exerciseId:
        payload.exerciseId !== null && onGridExercise(payload.exerciseId)
          ? payload.exerciseId
          : null,
      selectionType: payload.selectionType,
    },
  };
}

function appendNote(notes: readonly Note[] | undefined, note: Note): Note[] | null {
  if (notes?.some((n) => n.id === note.id)) return null;
  return [...(notes ?? []), note].slice(-MAX_NOTES_PER_TARGET);
}

/** Adds a trimmed note (empty ones are not saved); its id is the payload's or the op's. */
function addNote(state: SessionState, op: SessionOpOf<'note:add'>): SessionState {
  const { payload } = op;
  const text = payload.text.trim();
  if (text === '') return state;
  const note: Note = { id: payload.noteId ?? op.id, text, at: payload.at ?? null };
  const { byTrainee, byCell } = state.notes;
  if (payload.scope === 'trainee') {
    const known = [...state.clients, ...state.availableClients].some(
      (c) => c.id === payload.userId,
    );
    if (!known) return state;
    const list = appendNote(
      Object.hasOwn(byTrainee, payload.userId) ? byTrainee[payload.userId] : undefined,
      note,
    );
    return list
      ? { ...state, notes: { byCell, byTrainee: { ...byTrainee, [payload.userId]: list } } }
      : state;
  }
  if (!getCell(state, payload.exerciseId, payload.userId)) return state;
  const row = Object.hasOwn(byCell, payload.exerciseId) ? (byCell[payload.exerciseId] ?? {}) : {};
  const list = appendNote(
    Object.hasOwn(row, payload.userId) ? row[payload.userId] : undefined,
    note,
  );
  if (!list) return state;
  return {
    ...state,
    notes: {
      byTrainee,
      byCell: { ...byCell, [payload.exerciseId]: { ...row, [payload.userId]: list } },
    },
  };
}

function sameSettings(a: ExerciseSettings, b: ExerciseSettings): boolean {
  return (
    a.rm === b.rm &&
    a.warmupPercent === b.warmupPercent &&
    a.buildUp === b.buildUp &&
    a.pattern === b.pattern &&
    a.warmups.length === b.warmups.length &&
    a.warmups.every((p, i) => p === b.warmups[i])
  );
}

/** Merges a settings change into one scope, within the spec's bounds. */
function setExerciseSettings(
  state: SessionState,
  payload: SessionOpOf<'exercise:settings'>['payload'],
): SessionState {
  const settings = state.exerciseSettings;
  let current: ExerciseSettings | undefined;
  let base: ExerciseSettings;
  if (payload.scope === 'global') {
    current = settings.global;
    base = current;
  } else if (payload.scope === 'exercise') {
    if (!state.exercises.some((e) => e.id === payload.exerciseId)) return state;
    current = Object.hasOwn(settings.perExercise, payload.exerciseId)
      ? settings.perExercise[payload.exerciseId]
      : undefined;
    base = effectiveExerciseSettings(state, payload.exerciseId);
  } else {
    current = settings.perPair[payload.letter];
    base = current ?? settings.global;
  }
  const patch = payload.settings;
  const next: ExerciseSettings = {
    rm: patch.rm ?? base.rm,
    warmupPercent:
      patch.warmupPercent === undefined
        ? base.warmupPercent
        : clampWarmupPercent(patch.warmupPercent),
    buildUp: patch.buildUp ?? base.buildUp,
    warmups: patch.warmups === undefined ? [...base.warmups] : clampBuildUpPercents(patch.warmups),
    pattern: patch.pattern ?? base.pattern,
  };
  if (current && sameSettings(current, next)) return state;
  if (payload.scope === 'global')
    return { ...state, exerciseSettings: { ...settings, global: next } };
  if (payload.scope === 'exercise') {
    return {
      ...state,
      exerciseSettings: {
        ...settings,
        perExercise: { ...settings.perExercise, [payload.exerciseId]: next },
      },
    };
  }
  return {
    ...state,
    exerciseSettings: { ...settings, perPair: { ...settings.perPair, [payload.letter]: next } },
  };
}

function setAssignMode(state: SessionState, exerciseId: string | null): SessionState {
  let next: string | null = null;
  if (exerciseId !== null && exerciseId !== state.assignModeExerciseId) {
    if (!state.exercises.some((e) => e.id === exerciseId)) return state;
    next = exerciseId;
  }
  return next === state.assignModeExerciseId ? state : { ...state, assignModeExerciseId: next };
}

function setClientIssues(
  state: SessionState,
  payload: SessionOpOf<'client:issues'>['payload'],
): SessionState {
  const known = [...state.clients, ...state.availableClients].some((c) => c.id === payload.userId);
  if (!known) return state;
  const current = Object.hasOwn(state.clientIssues, payload.userId)
    ? state.clientIssues[payload.userId]
    : undefined;
  const issues = { ...(current ?? NO_CLIENT_ISSUES), ...payload.issues };
  return { ...state, clientIssues: { ...state.clientIssues, [payload.userId]: issues } };
}

/**
 * Applies one live operation. Pure and deterministic (time comes from payloads, ids from the op)
 * and total: an op that does not fit the state (unknown ids, out-of-range values) leaves it
 * unchanged and returns the very same object. Every device and the server run this same code.
 */
export function applyOp(state: SessionState, op: SessionOp): SessionState {
  switch (op.type) {
    case 'session:start':
      return startSession(state, op.payload.startedAt);
    case 'session:end':
      return endSession(state, op.payload.finishedAt ?? null);
    case 'clients:add':
      return addClients(state, op.payload.clientIds, op.payload.clients);
    case 'client:add':
      return addClients(
        state,
        [op.payload.userId],
        op.payload.client ? [op.payload.client] : undefined,
      );
    case 'clients:remove':
      return removeClients(state, op.payload.clientIds);
    case 'exercises:add':
      return addExercises(state, op.payload.exerciseIds, op.payload.exercises);
    case 'exercises:remove':
      return removeExercises(state, op.payload.exerciseIds);
    case 'cell:update':
      return updateCell(state, op.payload);
    case 'cell:verify': {
      const { verification } = op.payload;
      return patchCell(state, op.payload.exerciseId, op.payload.userId, (c) => ({
        ...c,
        verification,
      }));
    }
    case 'cell:blackout':
      return patchCell(state, op.payload.exerciseId, op.payload.userId, (c) => ({
        ...c,
        flag: c.flag === 'blackout' ? 'ok' : 'blackout',
      }));
    case 'warmup:toggle':
      return toggleWarmUp(state, op.payload.cells);
    case 'intensity:set':
      return setIntensity(state, op.payload);
    case 'pairing:set':
      return setPairing(state, op.payload);
    case 'phase:add':
      return addPhase(state, op.payload);
    case 'phase:active': {
      const { phaseId } = op.payload;
      if (phaseId === state.activePhaseId || !state.phases.some((p) => p.id === phaseId))
        return state;
      return { ...state, activePhaseId: phaseId };
    }
    case 'phase:set':
      return state;
    case 'phase:exercise:add':
      return addPhaseExercise(state, op.payload.phaseId, op.payload.exerciseId);
    case 'phase:exercise:remove':
      return removePhaseExercise(state, op.payload.phaseId, op.payload.exerciseId);
    case 'client:assign':
      if (!state.clients.some((c) => c.id === op.payload.userId)) return state;
      return toggleAssignment(
        state,
        'individualAssignments',
        op.payload.userId,
        op.payload.exerciseId,
      );
    case 'team:assign':
      if (!state.teams.some((t) => t.id === op.payload.teamId)) return state;
      return toggleAssignment(state, 'teamAssignments', op.payload.teamId, op.payload.exerciseId);
    case 'client:team':
      return setClientTeam(state, op.payload.userId, op.payload.teamId);
    case 'team:portion':
      return setTeamPortion(state, op.payload.teamId, op.payload.letter);
    case 'team:score':
      return setTeamScore(state, op.payload);
    case 'station:next':
      return stepStation(state, op.payload, 1);
    case 'station:previous':
      return stepStation(state, op.payload, -1);
    case 'selection:set':
      return setSelection(state, op.payload);
    case 'note:add':
      return addNote(state, op);
    case 'summary:mode':
      return state.summaryMode === op.payload.mode
        ? state
        : { ...state, summaryMode: op.payload.mode };
    case 'cast:connected': {
      const { screenId, connectedAt } = op.payload;
      const current = state.castConnection;
      if (current?.screenId === screenId && current.connectedAt === connectedAt) return state;
      return { ...state, castConnection: { screenId, connectedAt, status: 'connected' } };
    }
    case 'cast:disconnected':
      return state.castConnection === null ? state : { ...state, castConnection: null };
    case 'cast:qr:visibility':
      return state.castJoinQrVisible === op.payload.visible
        ? state
        : { ...state, castJoinQrVisible: op.payload.visible };
    case 'exercise:settings':
      return setExerciseSettings(state, op.payload);
    case 'assign:mode':
      return setAssignMode(state, op.payload.exerciseId);
    case 'set:current':
      return state.currentSet === op.payload.set ? state : { ...state, currentSet: op.payload.set };
    case 'client:issues':
      return setClientIssues(state, op.payload);
    default: {
      // Unreachable for parsed ops; an op from elsewhere with an unknown type changes nothing.
      const unhandled: never = op;
      void unhandled;
      return state;
    }
  }
}
