import type { PerformedSet } from '@levelup/shared';
import { isPerformedSet } from '@levelup/shared/coaching';
import type { SessionState } from '@levelup/shared/session';

/** A performed set of the final state, with the cell's intensity and phase. */
export type LoggedCell = Omit<PerformedSet, 'id'> & { intensity: string; phase: string | null };

/**
 * The performed sets of the final state (`isPerformedSet`): a cell never filled in, or still the
 * workout's untouched plan, logs nothing. Warm-up cells are kept, marked as warm-up.
 */
export function performedSetsOf(state: SessionState): LoggedCell[] {
  const onGrid = new Set(state.clients.map((c) => c.id));
  const sets: LoggedCell[] = [];
  for (const [exerciseId, row] of Object.entries(state.cells)) {
    for (const [clientId, cell] of Object.entries(row)) {
      if (!onGrid.has(clientId) || !isPerformedSet(cell)) continue;
      sets.push({
        clientId,
        exerciseId,
        kg: cell.kg,
        reps: cell.reps,
        isWarmup: cell.isWarmup,
        verification: cell.verification,
        flag: cell.flag,
        intensity: cell.intensity ?? state.intensity,
        phase: state.phases.find((p) => p.exerciseIds.includes(exerciseId))?.name ?? null,
      });
    }
  }
  return sets;
}

/** The calendar day (UTC) a session started on, as its logs record it. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
