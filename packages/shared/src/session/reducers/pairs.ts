import { MAX_EXERCISES_PER_PAIR } from '../../constants';
import type { OpReducer } from '../ops';
import { normalisePairing, pairColor } from '../pairing';
import type { SessionExercise } from '../state';

/**
 * `pairing:set`: pairs 2-4 grid exercises under a free letter (ignored when any is already in another pair or
 * the letter is taken by others), or, with a null letter, unpairs them.
 */
export const setPairing: OpReducer<'pairing:set'> = (state, { payload }) => {
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
};
