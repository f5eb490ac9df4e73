import {
  activePhase,
  activePhaseExercises,
  type Cell,
  type CellSet,
  cellSets,
  getCell,
  type SessionClient,
  type SessionExercise,
  type SessionPhase,
  type SessionState,
  setProgress,
} from '@levelup/shared/session';
import { createContext, type ReactNode, useContext, useRef, useSyncExternalStore } from 'react';

/**
 * What a session store reads: a live session's state, whether it is cut off from the server, and
 * a way to hear of changes. The trainer's `SessionSocket` and the TV's `CastSocket` both are one, so the trainer's
 * grid and the cast grid read a session the same way.
 */
export interface SessionSource {
  readonly state: SessionState | null;
  /** An outage is under way (see `RealtimeConnection.offline`). */
  readonly offline: boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * Components read an open session through this store and never hold its state themselves. Each
 * hook selects a small part, and re-renders only when that part changes: the reducer keeps the
 * identity of every row and cell an op did not touch, so a remote `cell:update` re-renders the one
 * cell it changed.
 *
 * Use: the screen that opens a session (the trainer's live screen, the TV) makes the socket and
 * wraps the grid in `<SessionStoreProvider source={socket}>`; inside it, components call
 * `useCell(exerciseId, clientId)`, `useRow(exerciseId)`, `useGridClients()` and the like, or
 * `useSessionSelector(selector, equality)` for anything else. Ops are sent through the socket
 * itself (`socket.sendOp`), not through the store.
 */
export interface SessionStore {
  getState(): SessionState | null;
  getOffline(): boolean;
  subscribe(listener: () => void): () => void;
}

/** A store over a source; one per open session (the provider makes it). */
export function createSessionStore(source: SessionSource): SessionStore {
  return {
    getState: () => source.state,
    getOffline: () => source.offline,
    subscribe: (listener) => source.subscribe(listener),
  };
}

const SessionStoreContext = createContext<SessionStore | null>(null);

/** Opens a store over `source` for the components below; a new source makes a new store. */
export function SessionStoreProvider({
  source,
  children,
}: {
  source: SessionSource;
  children: ReactNode;
}) {
  const store = useRef<{ source: SessionSource; store: SessionStore } | null>(null);
  if (store.current?.source !== source) {
    store.current = { source, store: createSessionStore(source) };
  }
  return (
    <SessionStoreContext.Provider value={store.current.store}>
      {children}
    </SessionStoreContext.Provider>
  );
}

/** The store of the open session; throws outside a `SessionStoreProvider`. */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionStoreProvider>');
  return store;
}

/** Two lists holding the same items in the same order, by identity (derived lists). */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
}

/** Two objects with the same keys holding the same values, by identity (a cell). */
export function sameFields<T extends object>(a: T | undefined, b: T | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof T)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]))
  );
}

/**
 * Reads part of the open session. The component re-renders only when `equality` says the
 * selected value changed (identity by default), and then gets the new value; otherwise it keeps
 * the value it had, so a derived list keeps its identity while its items do. The selector may be
 * an inline function: it is applied to each new state, and to the same state only when it changed.
 */
export function useSessionSelector<T>(
  selector: (state: SessionState | null) => T,
  equality: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useSessionStore();
  const last = useRef<{
    state: SessionState | null;
    selector: (state: SessionState | null) => T;
    value: T;
  } | null>(null);

  const select = (): T => {
    const state = store.getState();
    const previous = last.current;
    if (previous && previous.state === state && previous.selector === selector) {
      return previous.value;
    }
    const selected = selector(state);
    const value = previous && equality(previous.value, selected) ? previous.value : selected;
    last.current = { state, selector, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, select, select);
}

/** Whether the open session is cut off from the server (not while it first connects). */
export function useSessionOffline(): boolean {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getOffline, store.getOffline);
}

/** One cell of the grid, or undefined when the exercise or client is not on it. */
export function useCell(exerciseId: string, clientId: string): Cell | undefined {
  return useSessionSelector(
    (state) => (state ? getCell(state, exerciseId, clientId) : undefined),
    sameFields,
  );
}

/** How far a cell is ('2/4'), or null for a cell with no sets prescribed or logged. */
export function useCellProgress(
  exerciseId: string,
  clientId: string,
): { done: number; total: number } | null {
  return useSessionSelector(
    (state) => (state ? setProgress(state, exerciseId, clientId) : null),
    (a, b) => (a === null || b === null ? a === b : sameFields(a, b)),
  );
}

const NO_SETS: readonly CellSet[] = Object.freeze([]);

/** Two set lists showing the same sets: same logged sets (by identity), same prescriptions. */
function sameSets(a: readonly CellSet[], b: readonly CellSet[]): boolean {
  return (
    a.length === b.length &&
    a.every((set, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        set.done === other.done &&
        (set.prescribed === null || other.prescribed === null
          ? set.prescribed === other.prescribed
          : sameFields(set.prescribed, other.prescribed))
      );
    })
  );
}

/** Every set of a cell, prescribed or logged, in order (`cellSets`). */
export function useCellSets(exerciseId: string, clientId: string): readonly CellSet[] {
  return useSessionSelector(
    (state) => (state ? cellSets(state, exerciseId, clientId) : NO_SETS),
    sameSets,
  );
}

const NO_CELLS: Readonly<Record<string, Cell>> = Object.freeze({});

/** An exercise's row: its cells keyed by client id (empty when the exercise is not on the grid). */
export function useRow(exerciseId: string): Readonly<Record<string, Cell>> {
  return useSessionSelector((state) =>
    state && Object.hasOwn(state.cells, exerciseId)
      ? (state.cells[exerciseId] ?? NO_CELLS)
      : NO_CELLS,
  );
}

const NO_CLIENTS: readonly SessionClient[] = Object.freeze([]);
const NO_EXERCISES: readonly SessionExercise[] = Object.freeze([]);

/** The grid's columns: its clients, in order. */
export function useGridClients(): readonly SessionClient[] {
  return useSessionSelector((state) => state?.clients ?? NO_CLIENTS);
}

/** The grid's rows: its exercises, in order. */
export function useGridExercises(): readonly SessionExercise[] {
  return useSessionSelector((state) => state?.exercises ?? NO_EXERCISES);
}

/** The phase the grid shows. */
export function useActivePhase(): SessionPhase | undefined {
  return useSessionSelector((state) => (state ? activePhase(state) : undefined));
}

/** The active phase's exercises, in the phase's order; the same list while they are unchanged. */
export function useActivePhaseExercises(): readonly SessionExercise[] {
  return useSessionSelector(
    (state) => (state ? activePhaseExercises(state) : NO_EXERCISES),
    sameItems,
  );
}
