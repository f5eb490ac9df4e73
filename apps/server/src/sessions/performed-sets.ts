import {
  type CellPerformedSet,
  performedSetsOfCell,
  type SessionState,
} from '@levelup/shared/session';

/** A performed set of the final state, with its cell's place, intensity and phase. */
export type LoggedCellSet = CellPerformedSet & {
  clientId: string;
  exerciseId: string;
  intensity: string;
  phase: string | null;
};

/**
 * The performed sets of the final state, one per set (`performedSetsOfCell`): every logged set
 * but a skipped one, and a current set the coach entered or confirmed without logging it. A cell
 * never filled in, or still the workout's untouched plan, logs nothing. Warm-up and build-up sets
 * are kept, marked as warm-ups.
 */
export function performedSetsOf(state: SessionState): LoggedCellSet[] {
  const onGrid = new Set(state.clients.map((c) => c.id));
  const sets: LoggedCellSet[] = [];
  for (const [exerciseId, row] of Object.entries(state.cells)) {
    const phase = state.phases.find((p) => p.exerciseIds.includes(exerciseId))?.name ?? null;
    for (const [clientId, cell] of Object.entries(row)) {
      if (!onGrid.has(clientId)) continue;
      for (const set of performedSetsOfCell(cell)) {
        sets.push({
          ...set,
          clientId,
          exerciseId,
          intensity: cell.intensity ?? state.intensity,
          phase,
        });
      }
    }
  }
  return sets;
}

/** What makes a set the end logs unique in its session, so ending twice logs nothing twice. */
export const endLogKey = (set: Pick<LoggedCellSet, 'exerciseId' | 'clientId' | 'setIndex'>) =>
  `set:${set.exerciseId}:${set.clientId}:${set.setIndex}`;

/** The calendar day (UTC) a session started on, as its logs record it. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
