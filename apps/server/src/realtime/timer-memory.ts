import type { TimerSync } from '@levelup/shared/timer';
import { timerSyncSchema } from '@levelup/shared/timer';
import type { Redis } from 'ioredis';

type Remembered = { sync: TimerSync; at: number };

const MAX_SESSIONS = 1000;
/** A timer nobody touched for this long belongs to a session that is over. */
const REDIS_TTL_SECONDS = 6 * 60 * 60;
const redisKey = (sessionId: string) => `levelup:timer:${sessionId}`;

/**
 * The last `timer:sync` of each session, so a cast that joins late shows the running timer. It is
 * kept in this process and, with Redis, shared with the other processes. A running timer is
 * handed out with the time since the sync taken off.
 */
export function createTimerMemory(options: {
  redis: Redis | null;
  now: () => number;
  onError(error: unknown): void;
}) {
  const local = new Map<string, Remembered>();

  function aged({ sync, at }: Remembered): TimerSync {
    if (!sync.isRunning) return sync;
    return { ...sync, remainingMs: Math.max(0, sync.remainingMs - (options.now() - at)) };
  }

  return {
    remember(sessionId: string, sync: TimerSync) {
      const entry = { sync, at: options.now() };
      local.delete(sessionId);
      local.set(sessionId, entry);
      if (local.size > MAX_SESSIONS) local.delete(local.keys().next().value as string);
      options.redis
        ?.set(redisKey(sessionId), JSON.stringify(entry), 'EX', REDIS_TTL_SECONDS)
        .catch(options.onError);
    },

    async last(sessionId: string): Promise<TimerSync | null> {
      let entry = local.get(sessionId);
      if (options.redis) {
        try {
          const raw = await options.redis.get(redisKey(sessionId));
          const shared = raw ? parseRemembered(raw) : null;
          // Another process may have relayed a newer sync than the one kept here.
          if (shared && (!entry || shared.at > entry.at)) entry = shared;
        } catch (error) {
          options.onError(error);
        }
      }
      return entry ? aged(entry) : null;
    },
  };
}

function parseRemembered(raw: string): Remembered | null {
  try {
    const value = JSON.parse(raw) as { sync?: unknown; at?: unknown };
    const sync = timerSyncSchema.safeParse(value.sync);
    return sync.success && typeof value.at === 'number' ? { sync: sync.data, at: value.at } : null;
  } catch {
    return null;
  }
}

export type TimerMemory = ReturnType<typeof createTimerMemory>;
