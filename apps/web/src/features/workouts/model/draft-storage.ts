import { type WorkoutDraft, workoutDraftSchema } from '@levelup/shared';

/** The part of `Storage` the builder's draft keeping uses (localStorage in the app). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'levelup:workout-draft';

/**
 * Where a builder draft is kept until it is saved: one per user and workout ('new' for a workout
 * not yet saved), so two coaches sharing a tablet do not see each other's drafts.
 */
export function draftStorageKey(userId: string, workoutId: string | undefined): string {
  return `${PREFIX}:${userId}:${workoutId ?? 'new'}`;
}

/** The kept draft, or null when there is none or it no longer reads as a draft. */
export function loadDraft(storage: DraftStorage, key: string): WorkoutDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = workoutDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or blocked storage only loses the reload safety net. */
export function saveDraft(storage: DraftStorage, key: string, draft: WorkoutDraft): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the builder keeps working without the kept copy.
  }
}

export function clearDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing kept to clear.
  }
}
