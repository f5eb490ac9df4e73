import { parseSessionOp, type SessionOp } from '@levelup/shared/session';
import { del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';

/**
 * Where a device keeps the session ops the server has not acknowledged yet, so a tablet that
 * reloads (or is closed) while the gym's Wi-Fi is down loses no edit: they are sent, once each,
 * when the session opens again. Saved after every change of the queue, read once on open.
 */
export interface OpJournal {
  load(sessionId: string): Promise<SessionOp[]>;
  save(sessionId: string, ops: readonly SessionOp[]): Promise<void>;
}

/** Whatever was stored is checked again: a journal from an older app version may not parse. */
function parseStoredOps(stored: unknown): SessionOp[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const op = parseSessionOp(item);
    return op ? [op] : [];
  });
}

const DATABASE = 'levelup-realtime';
const STORE = 'session-op-queue';

/** idb-keyval's `createStore`, on a given IndexedDB rather than always the global one. */
function openStore(factory: IDBFactory): UseStore {
  const request = factory.open(DATABASE);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  const database = promisifyRequest(request);
  return (mode, callback) =>
    database.then((db) => callback(db.transaction(STORE, mode).objectStore(STORE)));
}

/** The browser's IndexedDB, one entry per session; null where IndexedDB is missing. */
export function createIndexedDbOpJournal(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): OpJournal | null {
  if (!factory) return null;
  let store: UseStore | undefined;
  const journalStore = () => {
    store ??= openStore(factory);
    return store;
  };
  return {
    async load(sessionId) {
      return parseStoredOps(await get(sessionId, journalStore()));
    },
    async save(sessionId, ops) {
      if (ops.length === 0) await del(sessionId, journalStore());
      else await set(sessionId, [...ops], journalStore());
    },
  };
}
