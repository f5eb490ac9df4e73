import { hasClientIssues } from '../coaching/issues';
import {
  GRID_MAX_CLIENTS,
  type IntensityLevel,
  MAX_EXERCISES_PER_PAIR,
  PRESENCE_COLORS,
} from '../constants';
import { type EffortTarget, STANDARD_EFFORT_TARGET } from '../workouts/effort-target';
import { derivePhasePairs, lettersInUse, pairColor } from './pairing';
import type {
  Cell,
  ClientIssues,
  ExerciseSettings,
  PairLetter,
  PhaseExerciseParams,
  SessionClient,
  SessionExercise,
  SessionPhase,
  SessionState,
} from './state';

/** The cell of an exercise and client, if both are on the grid. */
export function getCell(
  state: SessionState,
  exerciseId: string,
  clientId: string,
): Cell | undefined {
  const row = Object.hasOwn(state.cells, exerciseId) ? state.cells[exerciseId] : undefined;
  return row && Object.hasOwn(row, clientId) ? row[clientId] : undefined;
}

/** An exercise's row: each grid client with their cell, in column order. */
export function cellsForExercise(
  state: SessionState,
  exerciseId: string,
): { client: SessionClient; cell: Cell }[] {
  return state.clients.flatMap((client) => {
    const cell = getCell(state, exerciseId, client.id);
    return cell ? [{ client, cell }] : [];
  });
}

export interface PairGroup {
  letter: PairLetter;
  color: string;
  exerciseIds: string[];
}

/** Pair groups on the grid, in letter order, each with its exercises in grid order. */
export function pairGroups(state: SessionState): PairGroup[] {
  return lettersInUse(state.exercises).map((letter) => ({
    letter,
    color: pairColor(letter) as string,
    exerciseIds: state.exercises.filter((e) => e.pairing === letter).map((e) => e.id),
  }));
}

/**
 * The exercises of the current station, which the station buttons move: the highlighted pair
 * while exercises are paired (none before the first move), else the exercise at
 * `activeStationIndex`. An athlete's phone marks them.
 */
export function activeStationExerciseIds(state: SessionState): string[] {
  if (lettersInUse(state.exercises).length > 0) {
    const letter = state.pairHighlight;
    return letter === null
      ? []
      : state.exercises.filter((e) => e.pairing === letter).map((e) => e.id);
  }
  const station = state.exercises[state.activeStationIndex];
  return station ? [station.id] : [];
}

function assignedIds(
  record: SessionState['individualAssignments'],
  key: string | null,
): ReadonlySet<string> {
  if (key === null || !Object.hasOwn(record, key)) return new Set();
  return new Set(Object.keys(record[key] ?? {}));
}

/** Exercises assigned to a client, individually or through their team, in grid order. */
export function assignedExercisesForClient(
  state: SessionState,
  clientId: string,
): SessionExercise[] {
  const client = state.clients.find((c) => c.id === clientId);
  if (!client) return [];
  const own = assignedIds(state.individualAssignments, client.id);
  const team = assignedIds(state.teamAssignments, client.teamId);
  return state.exercises.filter((e) => own.has(e.id) || team.has(e.id));
}

/** Pair letters of exercises assigned to at least one client individually, in letter order. */
export function individuallyAssignedLetters(state: SessionState): PairLetter[] {
  const assigned = new Set<string>();
  for (const exercises of Object.values(state.individualAssignments)) {
    for (const id of Object.keys(exercises)) assigned.add(id);
  }
  return lettersInUse(state.exercises.filter((e) => assigned.has(e.id)));
}

export function activePhase(state: SessionState): SessionPhase | undefined {
  return state.phases.find((p) => p.id === state.activePhaseId);
}

/** The active phase's exercises, in the phase's order. */
export function activePhaseExercises(state: SessionState): SessionExercise[] {
  const phase = activePhase(state);
  if (!phase) return [];
  return phase.exerciseIds.flatMap((id) => state.exercises.filter((e) => e.id === id));
}

/** Settings that apply to an exercise: its own, else its pair's, else the session's. */
export function effectiveExerciseSettings(
  state: SessionState,
  exerciseId: string,
): ExerciseSettings {
  const { global, perExercise, perPair } = state.exerciseSettings;
  if (Object.hasOwn(perExercise, exerciseId)) return perExercise[exerciseId] as ExerciseSettings;
  const letter = state.exercises.find((e) => e.id === exerciseId)?.pairing;
  return (letter && perPair[letter]) || global;
}

/**
 * The workout's parameters (rep range, sets, warm-up) for an exercise: the active phase's, else
 * the first phase that has some (an exercise planned in another phase keeps its plan).
 */
export function exercisePlanParams(
  state: Pick<SessionState, 'phases' | 'activePhaseId'>,
  exerciseId: string,
): PhaseExerciseParams | undefined {
  const active = state.phases.find((p) => p.id === state.activePhaseId);
  for (const phase of active ? [active, ...state.phases] : state.phases) {
    if (Object.hasOwn(phase.exerciseParams, exerciseId)) return phase.exerciseParams[exerciseId];
  }
  return undefined;
}

/**
 * The effort a set of the exercise aims at, and the scale to ask and show it in: the workout's
 * 'RIR & Progression' for it (read like `exercisePlanParams`), else RPE 8 asked as RPE.
 */
export function targetEffort(
  state: Pick<SessionState, 'phases' | 'activePhaseId'>,
  exerciseId: string,
): EffortTarget {
  return exercisePlanParams(state, exerciseId)?.rir ?? STANDARD_EFFORT_TARGET;
}

/** A cell's intensity: its own, else the session's. */
export function cellIntensity(
  state: SessionState,
  exerciseId: string,
  clientId: string,
): IntensityLevel {
  return getCell(state, exerciseId, clientId)?.intensity ?? state.intensity;
}

/** Whether a client's column shows the '!' alert badge. */
export function clientHasIssues(state: SessionState, clientId: string): boolean {
  if (!Object.hasOwn(state.clientIssues, clientId)) return false;
  return hasClientIssues(state.clientIssues[clientId] as ClientIssues);
}

/** A stable colour of the 6-colour presence palette for an actor. */
export function presenceColor(actorId: string): string {
  let hash = 0;
  for (let i = 0; i < actorId.length; i++) hash = (hash * 31 + actorId.charCodeAt(i)) >>> 0;
  return PRESENCE_COLORS[hash % PRESENCE_COLORS.length] as string;
}

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const id of ids) {
    if (seen.has(id)) repeated.push(id);
    seen.add(id);
  }
  return repeated;
}

/**
 * The session invariants a state violates, as readable sentences; empty when it is sound. The
 * reducer keeps every one of them, and the tests (the property tests above all) check them.
 */
export function checkInvariants(state: SessionState): string[] {
  const problems: string[] = [];
  const clientIds = new Set(state.clients.map((c) => c.id));
  const exerciseIds = new Set(state.exercises.map((e) => e.id));
  const teamIds = new Set(state.teams.map((t) => t.id));
  const letters = lettersInUse(state.exercises);

  if (state.clients.length > GRID_MAX_CLIENTS) problems.push('more than 8 clients on the grid');
  for (const id of duplicates(state.clients.map((c) => c.id)))
    problems.push(`client ${id} twice on the grid`);
  for (const id of duplicates(state.availableClients.map((c) => c.id)))
    problems.push(`client ${id} twice in available`);
  for (const id of duplicates(state.exercises.map((e) => e.id)))
    problems.push(`exercise ${id} twice on the grid`);
  for (const id of duplicates(state.availableExercises.map((e) => e.id)))
    problems.push(`exercise ${id} twice in available`);
  for (const c of state.availableClients) {
    if (clientIds.has(c.id)) problems.push(`client ${c.id} both selected and available`);
  }
  for (const e of state.availableExercises) {
    if (exerciseIds.has(e.id)) problems.push(`exercise ${e.id} both selected and available`);
    if (e.pairing !== null) problems.push(`available exercise ${e.id} is paired`);
  }

  for (const e of state.exercises) {
    for (const c of state.clients) {
      if (!getCell(state, e.id, c.id)) problems.push(`no cell for ${e.id}/${c.id}`);
    }
  }
  for (const [exerciseId, row] of Object.entries(state.cells)) {
    if (!exerciseIds.has(exerciseId)) problems.push(`cells for removed exercise ${exerciseId}`);
    for (const [clientId, cell] of Object.entries(row)) {
      if (!clientIds.has(clientId)) problems.push(`cell for removed client ${clientId}`);
      if (cell.log && (cell.log.length === 0 || cell.log.at(-1) === null))
        problems.push(`set log of ${exerciseId}/${clientId} ends without a set`);
    }
  }

  const phaseIds = state.phases.map((p) => p.id);
  if (state.phases.length === 0) problems.push('no phases');
  for (const id of duplicates(phaseIds)) problems.push(`phase ${id} twice`);
  if (!phaseIds.includes(state.activePhaseId))
    problems.push(`active phase ${state.activePhaseId} missing`);
  for (const phase of state.phases) {
    for (const id of phase.exerciseIds) {
      if (!exerciseIds.has(id)) problems.push(`phase ${phase.id} names removed exercise ${id}`);
    }
    for (const id of duplicates(phase.exerciseIds))
      problems.push(`phase ${phase.id} names ${id} twice`);
    for (const id of Object.keys(phase.exerciseParams)) {
      if (!phase.exerciseIds.includes(id)) problems.push(`phase ${phase.id} has params for ${id}`);
    }
    const expected = JSON.stringify(derivePhasePairs(phase.exerciseIds, state.exercises));
    if (JSON.stringify(phase.exercisePairs) !== expected)
      problems.push(`phase ${phase.id} pairs out of date`);
  }

  for (const letter of letters) {
    const size = state.exercises.filter((e) => e.pairing === letter).length;
    if (size < 2 || size > MAX_EXERCISES_PER_PAIR)
      problems.push(`pair ${letter} has ${size} exercises`);
  }
  for (const e of state.exercises) {
    if (e.pairColor !== pairColor(e.pairing))
      problems.push(`exercise ${e.id} has the wrong pair colour`);
  }

  for (const [clientId, assigned] of Object.entries(state.individualAssignments)) {
    if (!clientIds.has(clientId)) problems.push(`assignment for removed client ${clientId}`);
    const ids = Object.keys(assigned);
    if (ids.length === 0) problems.push(`empty assignment record for ${clientId}`);
    for (const id of ids)
      if (!exerciseIds.has(id)) problems.push(`assignment to removed exercise ${id}`);
  }
  for (const [teamId, assigned] of Object.entries(state.teamAssignments)) {
    if (!teamIds.has(teamId)) problems.push(`assignment for unknown team ${teamId}`);
    const ids = Object.keys(assigned);
    if (ids.length === 0) problems.push(`empty assignment record for team ${teamId}`);
    for (const id of ids)
      if (!exerciseIds.has(id)) problems.push(`team assignment to removed exercise ${id}`);
  }
  for (const [teamId, letter] of Object.entries(state.teamPortion)) {
    if (!teamIds.has(teamId)) problems.push(`portion for unknown team ${teamId}`);
    if (!letters.includes(letter)) problems.push(`portion letter ${letter} not in use`);
  }
  if (state.pairHighlight !== null && !letters.includes(state.pairHighlight)) {
    problems.push(`highlight ${state.pairHighlight} not in use`);
  }

  for (const c of [...state.clients, ...state.availableClients]) {
    const team = state.teams.find((t) => t.id === c.teamId);
    if (c.teamId !== null && !team) problems.push(`client ${c.id} in unknown team ${c.teamId}`);
    if ((team?.name ?? null) !== c.teamName || (team?.colorHex ?? null) !== c.teamColor) {
      problems.push(`client ${c.id} team name or colour out of date`);
    }
  }

  const { selection } = state;
  for (const id of selection.rowIds)
    if (!exerciseIds.has(id)) problems.push(`selected row ${id} missing`);
  for (const id of selection.colIds)
    if (!clientIds.has(id)) problems.push(`selected column ${id} missing`);
  if (selection.exerciseId !== null && !exerciseIds.has(selection.exerciseId))
    problems.push('selected exercise missing');
  if (selection.userId !== null && !clientIds.has(selection.userId))
    problems.push('selected client missing');
  if (state.assignModeExerciseId !== null && !exerciseIds.has(state.assignModeExerciseId)) {
    problems.push('assign mode names a removed exercise');
  }
  for (const id of Object.keys(state.exerciseSettings.perExercise)) {
    if (!exerciseIds.has(id)) problems.push(`settings for removed exercise ${id}`);
  }

  for (const [exerciseId, row] of Object.entries(state.warmupSnapshot)) {
    if (Object.keys(row).length === 0) problems.push(`empty warm-up snapshot row ${exerciseId}`);
    for (const clientId of Object.keys(row)) {
      if (!getCell(state, exerciseId, clientId)?.isWarmup) {
        problems.push(`warm-up snapshot for ${exerciseId}/${clientId} without a warm-up cell`);
      }
    }
  }
  return problems;
}
