import type { SessionState } from '@levelup/shared/session';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { type LoadEntry, loadEntryUpdate } from '../model/load-entry';
import type { SessionCommands } from './session-commands';

/**
 * The load being typed on this device (at most one), outside the session state: it is this
 * device's until confirmed. Cells read it through `useCellLoadEntry`, so a key re-renders only the
 * cell being typed into.
 */
export interface LoadEntryStore {
  get(): LoadEntry | null;
  set(entry: LoadEntry | null): void;
  subscribe(listener: () => void): () => void;
}

export function createLoadEntryStore(): LoadEntryStore {
  let entry: LoadEntry | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => entry,
    set(next) {
      if (next === entry) return;
      entry = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const LoadEntryContext = createContext<LoadEntryStore | null>(null);

/** Gives the cells below the grid's entry store. */
export function LoadEntryProvider({
  store,
  children,
}: {
  store: LoadEntryStore;
  children: ReactNode;
}) {
  return <LoadEntryContext.Provider value={store}>{children}</LoadEntryContext.Provider>;
}

/** The grid's entry store; null outside a provider (the TV types nothing). */
export function useLoadEntryStore(): LoadEntryStore | null {
  return useContext(LoadEntryContext);
}

const NO_STORE: LoadEntryStore = createLoadEntryStore();

/** The entry typed into this cell, or null (the same null for every other cell: no re-render). */
export function useCellLoadEntry(exerciseId: string, userId: string): LoadEntry | null {
  const store = useLoadEntryStore() ?? NO_STORE;
  const read = () => {
    const entry = store.get();
    return entry && entry.exerciseId === exerciseId && entry.userId === userId ? entry : null;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * Confirms the load being typed, if any: one `cell:update`, the op a stepper sends, with the same
 * rounding. Nothing is sent when the entry changes nothing.
 */
export function confirmLoadEntry(
  store: LoadEntryStore,
  commands: SessionCommands,
  state: SessionState | null,
): void {
  const entry = store.get();
  if (!entry) return;
  store.set(null);
  const update = state ? loadEntryUpdate(state, entry) : null;
  if (update) commands.sendOp('cell:update', update);
}
