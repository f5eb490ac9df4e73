import type { OpReducer } from '../ops';

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
