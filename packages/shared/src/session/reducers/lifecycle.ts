import type { OpReducer } from '../ops';
import { EMPTY_SELECTION } from '../state';
import { ensureCells } from './cells-draft';

/**
 * `session:start`: starts the session, or restarts it after the end, with a clean slate of
 * assignments, portions, selection and stations; the sender's clock gives the time.
 */
export const startSession: OpReducer<'session:start'> = (state, op) => {
  if (state.started && !state.finished) return state;
  return ensureCells({
    ...state,
    started: true,
    startedAt: op.payload.startedAt,
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
};

/** `session:end`: the session is finished; ending it again changes nothing. */
export const endSession: OpReducer<'session:end'> = (state, op) => {
  if (state.finished) return state;
  return { ...state, finished: true, finishedAt: op.payload.finishedAt ?? null };
};
