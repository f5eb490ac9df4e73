import type { OpReducer } from '../ops';
import { DEFAULT_CAST_VIEW, ROTATABLE_LAYOUTS } from '../state';

/** `selection:set`: the grid selection, keeping only rows and columns on the grid. */
export const setSelection: OpReducer<'selection:set'> = (state, { payload }) => {
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
};

/** `summary:mode`: the summary cards show progress or a comparison. */
export const setSummaryMode: OpReducer<'summary:mode'> = (state, { payload }) =>
  state.summaryMode === payload.mode ? state : { ...state, summaryMode: payload.mode };

/** `set:current`: the set the group is on. */
export const setCurrentSet: OpReducer<'set:current'> = (state, { payload }) =>
  state.currentSet === payload.set ? state : { ...state, currentSet: payload.set };

/** Server-made `cast:connected`: a screen now shows the session. */
export const connectCast: OpReducer<'cast:connected'> = (state, { payload }) => {
  const { screenId, connectedAt } = payload;
  const current = state.castConnection;
  if (current?.screenId === screenId && current.connectedAt === connectedAt) return state;
  return { ...state, castConnection: { screenId, connectedAt, status: 'connected' } };
};

/** Server-made `cast:disconnected`: no screen shows the session. */
export const disconnectCast: OpReducer<'cast:disconnected'> = (state) =>
  state.castConnection === null ? state : { ...state, castConnection: null };

/** `cast:qr:visibility`: the TV shows or hides the session's join QR code. */
export const setCastQrVisibility: OpReducer<'cast:qr:visibility'> = (state, { payload }) =>
  state.castJoinQrVisible === payload.visible
    ? state
    : { ...state, castJoinQrVisible: payload.visible };

/**
 * `cast:layout`: the TV's layout, and for `rotate` the seconds each layout shows and the layouts
 * it cycles through (kept in the TV's order). The challenge layout needs a challenge chosen first.
 */
export const setCastLayout: OpReducer<'cast:layout'> = (state, { payload }) => {
  const current = state.castView ?? DEFAULT_CAST_VIEW;
  if (payload.layout === 'challenge' && !current.challengeId) return state;
  const rotateSeconds = payload.rotateSeconds ?? current.rotateSeconds;
  const wanted = payload.rotateLayouts;
  const rotateLayouts = wanted
    ? ROTATABLE_LAYOUTS.filter((layout) => wanted.includes(layout))
    : current.rotateLayouts;
  if (
    current.layout === payload.layout &&
    current.rotateSeconds === rotateSeconds &&
    sameLayouts(current.rotateLayouts, rotateLayouts)
  ) {
    return state;
  }
  return {
    ...state,
    castView: {
      ...current,
      layout: payload.layout,
      rotateSeconds,
      ...(rotateLayouts ? { rotateLayouts } : {}),
    },
  };
};

function sameLayouts(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.join() === b.join());
}

/**
 * `cast:challenge`: the challenge whose board the TV's challenge layout shows. Taking it away
 * while the TV shows it puts the grid back, since a board of nothing is no layout.
 */
export const setCastChallenge: OpReducer<'cast:challenge'> = (state, { payload }) => {
  const current = state.castView ?? DEFAULT_CAST_VIEW;
  const { challengeId } = payload;
  if ((current.challengeId ?? null) === challengeId) return state;
  const layout =
    challengeId === null && current.layout === 'challenge'
      ? DEFAULT_CAST_VIEW.layout
      : current.layout;
  return { ...state, castView: { ...current, layout, challengeId } };
};

/**
 * `cast:leaderboard`: what the individual board ranks by. The e1RM metric keeps an exercise only
 * while it is on the grid; without one it ranks each athlete's best exercise.
 */
export const setCastLeaderboard: OpReducer<'cast:leaderboard'> = (state, { payload }) => {
  const current = state.castView ?? DEFAULT_CAST_VIEW;
  const wanted = payload.metric === 'e1rm' ? (payload.exerciseId ?? null) : null;
  const exerciseId =
    wanted !== null && state.exercises.some((e) => e.id === wanted) ? wanted : null;
  if (current.metric === payload.metric && current.metricExerciseId === exerciseId) return state;
  return {
    ...state,
    castView: { ...current, metric: payload.metric, metricExerciseId: exerciseId },
  };
};
