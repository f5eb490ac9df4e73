import type { SessionState } from '../state';
import { hasAnyKey, omitKeys } from './records';

/** Snapshot rows without the given clients' or exercises' entries, dropping empty rows. */
export function pruneSnapshot(
  snapshot: SessionState['warmupSnapshot'],
  removedExercises: ReadonlySet<string>,
  removedClients: ReadonlySet<string>,
): SessionState['warmupSnapshot'] {
  const out: SessionState['warmupSnapshot'] = {};
  let changed = false;
  for (const [exerciseId, row] of Object.entries(snapshot)) {
    if (removedExercises.has(exerciseId)) {
      changed = true;
      continue;
    }
    if (!hasAnyKey(row, removedClients)) {
      out[exerciseId] = row;
      continue;
    }
    changed = true;
    const kept = omitKeys(row, removedClients);
    if (Object.keys(kept).length > 0) out[exerciseId] = kept;
  }
  return changed ? out : snapshot;
}

export function hasSnapshot(state: SessionState, exerciseId: string, clientId: string): boolean {
  const row = Object.hasOwn(state.warmupSnapshot, exerciseId)
    ? state.warmupSnapshot[exerciseId]
    : undefined;
  return row !== undefined && Object.hasOwn(row, clientId);
}

export function withoutSnapshot(
  snapshot: SessionState['warmupSnapshot'],
  exerciseId: string,
  clientId: string,
): SessionState['warmupSnapshot'] {
  const row = omitKeys(snapshot[exerciseId] ?? {}, new Set([clientId]));
  return Object.keys(row).length > 0
    ? { ...snapshot, [exerciseId]: row }
    : omitKeys(snapshot, new Set([exerciseId]));
}
