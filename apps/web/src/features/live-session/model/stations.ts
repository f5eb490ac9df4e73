import type { Selection } from '@levelup/shared/session';
import { selectedClientId } from './selection';

/**
 * Whom the station '<' '>' buttons move: the selected client (a cell or a column), else everyone
 * (spec 2, section 4: the per-client and 'for all clients' variants).
 */
export function stationPayload(selection: Selection): { userId?: string } {
  const userId = selectedClientId(selection);
  return userId === null ? {} : { userId };
}

/** Phase navigation clamped to the phases that exist. */
export function steppedPhaseId(
  phaseIds: readonly string[],
  activeId: string,
  direction: 1 | -1,
): string | null {
  const at = phaseIds.indexOf(activeId);
  if (at < 0) return phaseIds[0] ?? null;
  const next = Math.max(0, Math.min(phaseIds.length - 1, at + direction));
  return next === at ? null : (phaseIds[next] as string);
}
