import type { SessionState } from '../state';
import { hasAnyKey, omitKeys } from './records';

export type Assignments = SessionState['individualAssignments'];

export function toAssigned(ids: Iterable<string>): Record<string, true> {
  const out: Record<string, true> = {};
  for (const id of ids) out[id] = true;
  return out;
}

/** Sets or (for an empty set) removes one owner's assignments, keeping no empty records. */
export function withAssigned(
  assignments: Assignments,
  owner: string,
  ids: ReadonlySet<string>,
): Assignments {
  if (ids.size === 0) return omitKeys(assignments, new Set([owner]));
  return { ...assignments, [owner]: toAssigned(ids) };
}

/** Removes exercises from every owner's assignments, dropping owners left with none. */
export function withoutExercises(
  assignments: Assignments,
  removed: ReadonlySet<string>,
): Assignments {
  if (!Object.values(assignments).some((a) => hasAnyKey(a, removed))) return assignments;
  const out: Assignments = {};
  for (const [owner, assigned] of Object.entries(assignments)) {
    const kept = omitKeys(assigned, removed);
    if (Object.keys(kept).length > 0) out[owner] = kept;
  }
  return out;
}
