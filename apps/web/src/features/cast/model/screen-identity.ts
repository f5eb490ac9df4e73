import { type ScreenIdResponse, screenIdResponseSchema } from '@levelup/shared';

/** Where a TV keeps its screen id and secret, so a reload or a reboot keeps its id and pairing. */
export const SCREEN_IDENTITY_KEY = 'levelup.cast.screen';

export type ScreenIdentity = ScreenIdResponse;

/** The identity this browser kept, or null when there is none or it is unreadable. */
export function loadScreenIdentity(
  storage: Pick<Storage, 'getItem'> | null,
): ScreenIdentity | null {
  try {
    const raw = storage?.getItem(SCREEN_IDENTITY_KEY);
    if (!raw) return null;
    const parsed = screenIdResponseSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the identity; a browser that refuses storage still works until the next reload. */
export function saveScreenIdentity(
  storage: Pick<Storage, 'setItem'> | null,
  identity: ScreenIdentity,
): void {
  try {
    storage?.setItem(
      SCREEN_IDENTITY_KEY,
      JSON.stringify({ screenId: identity.screenId, screenToken: identity.screenToken }),
    );
  } catch {
    // Private mode or a full quota: the id lasts for this page only.
  }
}

export function forgetScreenIdentity(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(SCREEN_IDENTITY_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The page's local storage, or null where the browser denies it. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Delay before asking for a screen id again after a failure: 1 s doubling up to 10 s. */
export function screenIdRetryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt), 10_000);
}
