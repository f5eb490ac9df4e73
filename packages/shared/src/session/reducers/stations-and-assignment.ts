import type { OpReducer, SessionOpOf } from '../ops';
import { lettersInUse, pairGroupIds, stationUnits } from '../pairing';
import { activePhaseExercises, individuallyAssignedLetters } from '../selectors';
import type { PairLetter, SessionState } from '../state';
import { type Assignments, toAssigned, withAssigned } from './assignment-records';
import { sameKeys } from './records';

type Direction = 1 | -1;

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

/** The entry after `at` in `cycle` (or before it, going back); from an end when `at` is not in it. */
function stepIn<T>(cycle: readonly T[], at: number, direction: Direction): T {
  const i = at < 0 ? (direction === 1 ? 0 : cycle.length - 1) : at + direction;
  return cycle[(i + cycle.length) % cycle.length] as T;
}

/**
 * Next or previous station for one client, one team, or (with neither) everyone: assignments
 * rotate one station, team portions move one letter, and the for-all step moves the highlight
 * through the letters of individually assigned exercises (or the station index, unpaired). The
 * stations are the active phase's: a class on its accessories never steps into a strength pair.
 */
function stepStation(
  state: SessionState,
  payload: SessionOpOf<'station:next'>['payload'],
  direction: Direction,
): SessionState {
  // In grid order, as the letters and the unpaired station index count them.
  const inPhase = new Set(activePhaseExercises(state).map((e) => e.id));
  const phaseExercises = state.exercises.filter((e) => inPhase.has(e.id));
  const units = stationUnits(phaseExercises);
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
  const letters = lettersInUse(phaseExercises);
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
      const assignedLetters = individuallyAssignedLetters({
        ...state,
        individualAssignments,
      }).filter((letter) => letters.includes(letter));
      const cycle = assignedLetters.length > 0 ? assignedLetters : letters;
      pairHighlight = stepIn(
        cycle,
        pairHighlight === null ? -1 : cycle.indexOf(pairHighlight),
        direction,
      );
      activeStationIndex = lettersInUse(state.exercises).indexOf(pairHighlight);
    } else {
      const current = state.exercises[activeStationIndex]?.id;
      const [station] = stepIn(
        units,
        units.findIndex(([id]) => id === current),
        direction,
      );
      activeStationIndex = state.exercises.findIndex((e) => e.id === station);
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

/** `assign:mode`: enters assign mode for a grid exercise; the same exercise again, or null, leaves it. */
export const setAssignMode: OpReducer<'assign:mode'> = (state, { payload }) => {
  const { exerciseId } = payload;
  let next: string | null = null;
  if (exerciseId !== null && exerciseId !== state.assignModeExerciseId) {
    if (!state.exercises.some((e) => e.id === exerciseId)) return state;
    next = exerciseId;
  }
  return next === state.assignModeExerciseId ? state : { ...state, assignModeExerciseId: next };
};

/** `client:assign`: toggles the exercise's pair group for a grid client. */
export const assignClient: OpReducer<'client:assign'> = (state, { payload }) => {
  if (!state.clients.some((c) => c.id === payload.userId)) return state;
  return toggleAssignment(state, 'individualAssignments', payload.userId, payload.exerciseId);
};

/** `team:assign`: toggles the exercise's pair group for a team. */
export const assignTeam: OpReducer<'team:assign'> = (state, { payload }) => {
  if (!state.teams.some((t) => t.id === payload.teamId)) return state;
  return toggleAssignment(state, 'teamAssignments', payload.teamId, payload.exerciseId);
};

export const nextStation: OpReducer<'station:next'> = (state, { payload }) =>
  stepStation(state, payload, 1);

export const previousStation: OpReducer<'station:previous'> = (state, { payload }) =>
  stepStation(state, payload, -1);
