import type { WorkoutDraft } from '@levelup/shared';
import { useCallback, useEffect, useState } from 'react';
import { clearDraft, type DraftStorage, loadDraft, saveDraft } from '../model/draft-storage';

interface BuilderDraftState {
  draft: WorkoutDraft;
  /** Changed since it was loaded or last saved. */
  dirty: boolean;
}

/**
 * The builder's draft: starts from a kept local copy when one exists (a reload keeps the work),
 * else from `initial`; every change is kept locally until the workout is saved or discarded.
 */
export function useBuilderDraft(initial: WorkoutDraft, storageKey: string, storage: DraftStorage) {
  const [state, setState] = useState<BuilderDraftState>(() => {
    const kept = loadDraft(storage, storageKey);
    return kept ? { draft: kept, dirty: true } : { draft: initial, dirty: false };
  });

  useEffect(() => {
    if (state.dirty) saveDraft(storage, storageKey, state.draft);
  }, [state, storage, storageKey]);

  /** Applies a builder rule; a rule that changes nothing (same draft back) leaves it clean. */
  const update = useCallback((change: (draft: WorkoutDraft) => WorkoutDraft) => {
    setState((current) => {
      const next = change(current.draft);
      return next === current.draft ? current : { draft: next, dirty: true };
    });
  }, []);

  /** Saved or discarded: the kept copy goes and leaving no longer asks. */
  const forget = useCallback(() => {
    clearDraft(storage, storageKey);
    setState((current) => (current.dirty ? { ...current, dirty: false } : current));
  }, [storage, storageKey]);

  return { draft: state.draft, dirty: state.dirty, update, forget };
}
