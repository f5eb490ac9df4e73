import { presenceColor, type SelectionBroadcast } from '@levelup/shared/session';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { SessionSocket } from '@/lib/realtime/session-socket';
import { isCellSelected } from '../model/selection';

/**
 * Other trainer devices' selections (relayed, never in the op log), each shown in its actor's
 * colour of the 6-colour presence palette. Cells subscribe to their own colour only.
 */
interface PresenceStore {
  subscribe(listener: () => void): () => void;
  getSelections(): ReadonlyMap<string, SelectionBroadcast>;
}

function createPresenceStore(
  socket: Pick<SessionSocket, 'onSelection'> | null,
): PresenceStore & { dispose(): void } {
  let selections: ReadonlyMap<string, SelectionBroadcast> = new Map();
  const listeners = new Set<() => void>();
  const off = socket?.onSelection((message) => {
    const next = new Map(selections);
    if (message.selectionType === null) next.delete(message.actorId);
    else next.set(message.actorId, message);
    selections = next;
    for (const listener of listeners) listener();
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSelections: () => selections,
    dispose: () => off?.(),
  };
}

const PresenceContext = createContext<PresenceStore | null>(null);

export function PresenceProvider({
  socket,
  children,
}: {
  socket: Pick<SessionSocket, 'onSelection'>;
  children: ReactNode;
}) {
  const store = useMemo(() => createPresenceStore(socket), [socket]);
  useEffect(() => () => store.dispose(), [store]);
  return <PresenceContext.Provider value={store}>{children}</PresenceContext.Provider>;
}

const noPresence = () => () => {};

/** The presence colour of another device selecting this cell, or null. */
export function useCellPresence(exerciseId: string, userId: string): string | null {
  const store = useContext(PresenceContext);
  const read = () => {
    if (!store) return null;
    for (const selection of store.getSelections().values()) {
      if (isCellSelected(selection, exerciseId, userId)) return presenceColor(selection.actorId);
    }
    return null;
  };
  return useSyncExternalStore(store?.subscribe ?? noPresence, read, read);
}
