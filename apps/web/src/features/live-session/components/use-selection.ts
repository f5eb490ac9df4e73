import { EMPTY_SELECTION } from '@levelup/shared/session';
import { useSessionSelector } from '@/lib/realtime/session-store';

/** The session's selection (none before the state arrives). */
export function useSelection() {
  return useSessionSelector((state) => state?.selection ?? EMPTY_SELECTION);
}
