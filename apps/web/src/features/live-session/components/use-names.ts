import { useActivePhaseExercises, useGridClients } from '@/lib/realtime/session-store';

/** A grid client's first name and an exercise's name by id (the id itself when unknown). */
export function useNames() {
  const clients = useGridClients();
  const exercises = useActivePhaseExercises();
  return {
    client: (id: string) => clients.find((c) => c.id === id)?.firstName ?? id,
    exercise: (id: string) => exercises.find((e) => e.id === id)?.name ?? id,
  };
}
