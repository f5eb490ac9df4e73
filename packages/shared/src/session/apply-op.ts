import type { SessionOp } from './ops';
import { scoreVerifiedSets, setAutoScore } from './reducers/auto-score';
import {
  setIntensity,
  toggleBlackout,
  toggleWarmUp,
  updateCell,
  verifyCell,
} from './reducers/cells';
import { coachCells } from './reducers/coaching';
import {
  connectCast,
  disconnectCast,
  setCastChallenge,
  setCastLayout,
  setCastLeaderboard,
  setCastQrVisibility,
  setCurrentSet,
  setSelection,
  setSummaryMode,
} from './reducers/display-and-cast';
import { endSession, startSession } from './reducers/lifecycle';
import { answerReadiness, setClientReadiness, setGymFloor, setWorkingLoad } from './reducers/loads';
import { addNote } from './reducers/notes';
import { setPairing } from './reducers/pairs';
import {
  addPhase,
  addPhaseExercise,
  ignorePhaseSet,
  removePhaseExercise,
  setActivePhase,
} from './reducers/phases';
import {
  addClient,
  addClients,
  addExercises,
  removeClients,
  removeExercises,
  setClientIssues,
  setClientProfile,
} from './reducers/roster';
import { logSet, removeSet } from './reducers/sets';
import { setExerciseSettings } from './reducers/settings';
import {
  assignClient,
  assignTeam,
  nextStation,
  previousStation,
  setAssignMode,
} from './reducers/stations-and-assignment';
import { setClientTeam, setTeamPortion, setTeamScore } from './reducers/teams';
import type { SessionState } from './state';

/**
 * Applies one live operation. Pure and deterministic (time comes from payloads, ids from the op)
 * and total: an op that does not fit the state (unknown ids, out-of-range values) leaves it
 * unchanged and returns the very same object. Every device and the server run this same code.
 *
 * This is only the dispatch: each op family's rules live in `reducers/<family>.ts`, with their
 * tests beside them. A new op gets its schema in `ops.ts`, its rule in a family file and one line
 * here; the exhaustiveness check below fails to compile until it has.
 */
export function applyOp(state: SessionState, op: SessionOp): SessionState {
  switch (op.type) {
    case 'session:start':
      return startSession(state, op);
    case 'session:end':
      return endSession(state, op);
    case 'clients:add':
      return addClients(state, op);
    case 'client:add':
      return addClient(state, op);
    case 'clients:remove':
      return removeClients(state, op);
    case 'exercises:add':
      return addExercises(state, op);
    case 'exercises:remove':
      return removeExercises(state, op);
    case 'client:issues':
      return setClientIssues(state, op);
    case 'client:profile':
      return setClientProfile(state, op);
    case 'cells:coach':
      return coachCells(state, op);
    case 'cell:update':
      return updateCell(state, op);
    case 'cell:verify':
      return scoreVerifiedSets(
        state,
        verifyCell(state, op),
        op.payload.exerciseId,
        op.payload.userId,
      );
    case 'set:log':
      return logSet(state, op);
    case 'set:remove':
      return removeSet(state, op);
    case 'cell:blackout':
      return toggleBlackout(state, op);
    case 'warmup:toggle':
      return toggleWarmUp(state, op);
    case 'intensity:set':
      return setIntensity(state, op);
    case 'pairing:set':
      return setPairing(state, op);
    case 'phase:add':
      return addPhase(state, op);
    case 'phase:active':
      return setActivePhase(state, op);
    case 'phase:set':
      return ignorePhaseSet(state, op);
    case 'phase:exercise:add':
      return addPhaseExercise(state, op);
    case 'phase:exercise:remove':
      return removePhaseExercise(state, op);
    case 'client:assign':
      return assignClient(state, op);
    case 'team:assign':
      return assignTeam(state, op);
    case 'assign:mode':
      return setAssignMode(state, op);
    case 'station:next':
      return nextStation(state, op);
    case 'station:previous':
      return previousStation(state, op);
    case 'client:team':
      return setClientTeam(state, op);
    case 'team:portion':
      return setTeamPortion(state, op);
    case 'team:score':
      return setTeamScore(state, op);
    case 'note:add':
      return addNote(state, op);
    case 'exercise:settings':
      return setExerciseSettings(state, op);
    case 'selection:set':
      return setSelection(state, op);
    case 'summary:mode':
      return setSummaryMode(state, op);
    case 'set:current':
      return setCurrentSet(state, op);
    case 'cast:connected':
      return connectCast(state, op);
    case 'cast:disconnected':
      return disconnectCast(state, op);
    case 'cast:qr:visibility':
      return setCastQrVisibility(state, op);
    case 'cast:layout':
      return setCastLayout(state, op);
    case 'cast:leaderboard':
      return setCastLeaderboard(state, op);
    case 'cast:challenge':
      return setCastChallenge(state, op);
    case 'score:auto':
      return setAutoScore(state, op);
    case 'gym:floor':
      return setGymFloor(state, op);
    case 'client:readiness':
      return setClientReadiness(state, op);
    case 'load:readiness':
      return answerReadiness(state, op);
    case 'load:working':
      return setWorkingLoad(state, op);
    default: {
      // Unreachable for parsed ops; an op from elsewhere with an unknown type changes nothing.
      const unhandled: never = op;
      void unhandled;
      return state;
    }
  }
}
