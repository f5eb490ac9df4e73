import { clampBuildUpPercents, clampWarmupPercent } from '../../coaching/warm-up';
import type { OpReducer } from '../ops';
import { effectiveExerciseSettings } from '../selectors';
import type { ExerciseSettings } from '../state';

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

/**
 * `exercise:settings`: merges a warm-up and build-up settings change into the session's, one
 * exercise's or one pair's settings, within the spec's bounds.
 */
export const setExerciseSettings: OpReducer<'exercise:settings'> = (state, { payload }) => {
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
};
