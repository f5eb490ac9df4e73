import { CAST_QUEUE_LIMIT, OFFLINE_QUEUE_LIMIT } from '@levelup/shared';

/**
 * A bounded first-in first-out queue of messages waiting for the realtime connection. When it is
 * full the oldest message is dropped (spec 2, section 9): the newest edits matter most to a
 * trainer who has been offline for a while.
 */
export interface OfflineQueue<T> {
  readonly capacity: number;
  readonly size: number;
  /** Appends a message; returns the message dropped to make room, if any. */
  push(item: T): T | undefined;
  peek(): T | undefined;
  shift(): T | undefined;
  /** Removes the first message the predicate matches; returns it. */
  remove(predicate: (item: T) => boolean): T | undefined;
  /** Removes every message the predicate matches; returns them in queue order. */
  removeAll(predicate: (item: T) => boolean): T[];
  /** The messages in queue order, oldest first. */
  toArray(): T[];
  /** Removes and returns every message, oldest first. */
  drain(): T[];
  clear(): void;
}

export function createOfflineQueue<T>(capacity: number): OfflineQueue<T> {
  if (!Number.isInteger(capacity) || capacity < 1) {
    throw new RangeError(`An offline queue needs a positive whole capacity, not ${capacity}`);
  }
  let items: T[] = [];
  return {
    capacity,
    get size() {
      return items.length;
    },
    push(item) {
      items.push(item);
      return items.length > capacity ? items.shift() : undefined;
    },
    peek: () => items[0],
    shift: () => items.shift(),
    remove(predicate) {
      const index = items.findIndex(predicate);
      if (index === -1) return undefined;
      return items.splice(index, 1)[0];
    },
    removeAll(predicate) {
      const removed: T[] = [];
      const kept: T[] = [];
      for (const item of items) (predicate(item) ? removed : kept).push(item);
      items = kept;
      return removed;
    },
    toArray: () => [...items],
    drain() {
      const drained = items;
      items = [];
      return drained;
    },
    clear() {
      items = [];
    },
  };
}

/** The trainer's session ops waiting to be sent: 100, oldest dropped. */
export function createSessionOpQueue<T>(): OfflineQueue<T> {
  return createOfflineQueue<T>(OFFLINE_QUEUE_LIMIT);
}

/** A cast screen's messages waiting to be sent: 50, oldest dropped. */
export function createCastMessageQueue<T>(): OfflineQueue<T> {
  return createOfflineQueue<T>(CAST_QUEUE_LIMIT);
}
