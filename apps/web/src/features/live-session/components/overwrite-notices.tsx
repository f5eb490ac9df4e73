import { liveSessionMessages as m } from '@levelup/shared';
import { formatLoad } from '@levelup/shared/coaching';
import { type Cell, clientDisplayNames, type UnseenOverwrite } from '@levelup/shared/session';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { SessionSocket } from '@/lib/realtime/session-socket';
import { useDisplayUnit } from './use-display-unit';
import './overwrite-notices.css';

/** How long a replaced cell stays marked: long enough to catch the eye, short enough to fade. */
export const OVERWRITE_MARK_MS = 2000;

/** The latest replaced value: where it was, named as the grid names them, and what it was. */
interface OverwriteNotice {
  exercise: string;
  client: string;
  replaced: Cell;
}

/**
 * Cells whose value another device's late edit replaced (issue 34), each marked for a moment,
 * and the latest one, which a screen reader is told of. Cells subscribe to their own mark only.
 */
interface OverwriteStore {
  subscribe(listener: () => void): () => void;
  isMarked(exerciseId: string, userId: string): boolean;
  latest(): OverwriteNotice | null;
}

const keyOf = (exerciseId: string, userId: string) => `${exerciseId}\n${userId}`;

function createOverwriteStore(
  socket: Pick<SessionSocket, 'onOverwrite' | 'state'>,
): OverwriteStore & { dispose(): void } {
  let marked: ReadonlySet<string> = new Set();
  let latest: OverwriteNotice | null = null;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const off = socket.onOverwrite((overwrite: UnseenOverwrite) => {
    const { exerciseId, userId } = overwrite;
    const key = keyOf(exerciseId, userId);
    const state = socket.state;
    const exercise = state?.exercises.find((e) => e.id === exerciseId)?.name ?? '';
    // As the grid names the client: two Sams are 'Sam T.' and 'Sam R.'.
    const client = (state && clientDisplayNames(state.clients).get(userId)) ?? '';
    marked = new Set(marked).add(key);
    latest = { exercise, client, replaced: overwrite.replaced };
    clearTimeout(timers.get(key));
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        const next = new Set(marked);
        next.delete(key);
        marked = next;
        notify();
      }, OVERWRITE_MARK_MS),
    );
    notify();
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isMarked: (exerciseId, userId) => marked.has(keyOf(exerciseId, userId)),
    latest: () => latest,
    dispose() {
      off();
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}

const OverwriteContext = createContext<OverwriteStore | null>(null);

/** The trainer's grid hears of replaced values; the TV, which edits nothing, does not. */
export function OverwriteNoticesProvider({
  socket,
  children,
}: {
  socket: Pick<SessionSocket, 'onOverwrite' | 'state'>;
  children: ReactNode;
}) {
  const store = useMemo(() => createOverwriteStore(socket), [socket]);
  useEffect(() => () => store.dispose(), [store]);
  return (
    <OverwriteContext.Provider value={store}>
      {children}
      <OverwriteAnnouncement store={store} />
    </OverwriteContext.Provider>
  );
}

/** Says what the latest late edit replaced, its load in the coach's unit. */
function OverwriteAnnouncement({ store }: { store: OverwriteStore }) {
  const notice = useSyncExternalStore(store.subscribe, store.latest, store.latest);
  const unit = useDisplayUnit();
  const was = notice ? m.cellValue(formatLoad(notice.replaced.kg, unit), notice.replaced.reps) : '';
  return (
    <p className="visually-hidden" role="status">
      {notice ? m.cellOverwritten(notice.exercise, notice.client, was) : ''}
    </p>
  );
}

const noOverwrites = () => () => {};

/** Whether this cell's value was just replaced by another device's late edit. */
export function useCellOverwritten(exerciseId: string, userId: string): boolean {
  const store = useContext(OverwriteContext);
  const read = () => store?.isMarked(exerciseId, userId) ?? false;
  return useSyncExternalStore(store?.subscribe ?? noOverwrites, read, read);
}
