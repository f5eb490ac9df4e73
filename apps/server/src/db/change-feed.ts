import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Unlisten } from './connect';

/** The channel the triggers of migration 0006 notify on. */
const CHANNEL = 'levelup_changes';
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * A committed change: `sessions` (with the session's seq, -1 once deleted, and its status),
 * `exercises`, `workouts`.
 */
export type Change = { topic: string; id: string; seq: number | null; status: string | null };

export type ChangeFeed = {
  /**
   * Every change is heard before the statement that committed it returns: the database runs in
   * this process (PGlite), so a cache dropped on a change is exactly as fresh as a query.
   */
  immediate: boolean;
  /**
   * Whether changes committed by any process are being heard now. While it is false a cache must
   * ask the database, as it cannot know what it missed.
   */
  live(): boolean;
  /**
   * Grows each time the feed starts hearing again after it may have missed changes. A cache
   * trusts an entry only if it was read within the current epoch: read the epoch before reading
   * the database, and compare it when the entry is used.
   */
  epoch(): number;
  /** Calls `listener` with every change heard, in commit order. */
  onChange(listener: (change: Change) => void): void;
  /**
   * Tells every process (this one included) of a change committed without a trigger: the
   * announcements of one turn of the event loop go out in one statement, outside any op's
   * transaction. Resolves once sent; with `immediate`, once every listener has heard it.
   */
  announce(payload: string): Promise<void>;
  close(): Promise<void>;
};

export function parseChange(payload: string): Change | null {
  const [topic, id, seq, status] = payload.split(':');
  if (!topic || !id) return null;
  const number = seq === undefined ? null : Number(seq);
  return {
    topic,
    id,
    seq: number !== null && Number.isInteger(number) ? number : null,
    status: status || null,
  };
}

/**
 * The database's change notifications (LISTEN/NOTIFY, on Postgres and PGlite alike), so caches
 * in every server process learn of other processes' writes without asking on every read. The
 * notifications come from triggers and are sent at commit, so no writer can forget one. A lost
 * connection makes the feed not live until it listens again, when its epoch moves on.
 */
export async function startChangeFeed(
  database: Pick<DatabaseHandle, 'listen' | 'kind' | 'db'>,
  onError: (error: unknown) => void,
): Promise<ChangeFeed> {
  const listeners: Array<(change: Change) => void> = [];
  let unlisten: Unlisten | null = null;
  let epoch = 0;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const deliver = (payload: string) => {
    const change = parseChange(payload);
    if (!change) return;
    for (const listener of listeners) listener(change);
  };

  async function connect() {
    try {
      const stop = await database.listen(CHANNEL, deliver, (error) => {
        unlisten = null;
        onError(error);
        retryLater();
      });
      if (closed) {
        await stop();
        return;
      }
      unlisten = stop;
      epoch += 1;
      retryMs = RETRY_MIN_MS;
    } catch (error) {
      onError(error);
      retryLater();
    }
  }

  function retryLater() {
    if (closed) return;
    retryTimer = setTimeout(() => {
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  await connect();

  let outbox: string[] = [];
  let sent: Promise<void> | null = null;
  async function send(): Promise<void> {
    const payloads = outbox;
    outbox = [];
    sent = null;
    await database.db.execute(
      sql`select pg_notify(${CHANNEL}, p) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as p`,
    );
  }

  return {
    announce(payload) {
      outbox.push(payload);
      if (database.kind === 'pglite') return send();
      sent ??= new Promise<void>((resolve, reject) => {
        setImmediate(() => send().then(resolve, reject));
      });
      return sent;
    },
    immediate: database.kind === 'pglite',
    live: () => unlisten !== null,
    epoch: () => epoch,
    onChange(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const stop = unlisten;
      unlisten = null;
      await stop?.();
    },
  };
}
