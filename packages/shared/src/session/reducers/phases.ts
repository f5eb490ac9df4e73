import { MAX_PHASES } from '../../constants';
import { sessionMessages } from '../../messages';
import { phaseId } from '../../schemas/phase-id';
import type { OpReducer } from '../ops';
import { withPhasePairs } from '../pairing';
import type { SessionState } from '../state';
import { omitKeys } from './records';

/** The smallest N whose id 'phase-N' is free. */
function nextPhaseNumber(state: SessionState): number {
  let n = 1;
  while (state.phases.some((p) => p.id === phaseId(n))) n++;
  return n;
}

/** `phase:add`: a new 'Phase N' (id phase-N, the first free N), at most 5; an existing id is renamed. */
export const addPhase: OpReducer<'phase:add'> = (state, { payload }) => {
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
        id: payload.id ?? phaseId(n),
        name: name || sessionMessages.phaseName(n),
        exerciseIds: [],
        exercisePairs: [],
        exerciseParams: {},
      },
    ],
  };
};

/** `phase:exercise:add`: a grid exercise joins a phase. */
export const addPhaseExercise: OpReducer<'phase:exercise:add'> = (state, { payload }) => {
  const { phaseId, exerciseId } = payload;
  const phase = state.phases.find((p) => p.id === phaseId);
  if (!phase || phase.exerciseIds.includes(exerciseId)) return state;
  if (!state.exercises.some((e) => e.id === exerciseId)) return state;
  const next = withPhasePairs(
    { ...phase, exerciseIds: [...phase.exerciseIds, exerciseId] },
    state.exercises,
  );
  return { ...state, phases: state.phases.map((p) => (p === phase ? next : p)) };
};

/** `phase:exercise:remove`: an exercise leaves a phase (it stays on the grid). */
export const removePhaseExercise: OpReducer<'phase:exercise:remove'> = (state, { payload }) => {
  const { phaseId, exerciseId } = payload;
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
};

/** `phase:active`: switches to a phase that exists. */
export const setActivePhase: OpReducer<'phase:active'> = (state, { payload }) => {
  const { phaseId } = payload;
  if (phaseId === state.activePhaseId || !state.phases.some((p) => p.id === phaseId)) return state;
  return { ...state, activePhaseId: phaseId };
};

/** `phase:set` is part of the spec's op set and ignored by it. */
export const ignorePhaseSet: OpReducer<'phase:set'> = (state) => state;
