import { useMemo } from 'react';
import {
  useActivePhaseExercises,
  useGridClients,
  useSessionStore,
} from '@/lib/realtime/session-store';
import type { GridShape } from '../model/selection';

/** The grid's rows (the active phase's exercises) and columns (the clients), as ids. */
export function useGridShape(): GridShape {
  const exercises = useActivePhaseExercises();
  const clients = useGridClients();
  return useMemo(
    () => ({ exerciseIds: exercises.map((e) => e.id), clientIds: clients.map((c) => c.id) }),
    [exercises, clients],
  );
}

/** Reads the session's current state at the moment of an event, without subscribing to it. */
export function useCurrentState() {
  const store = useSessionStore();
  return store.getState;
}
