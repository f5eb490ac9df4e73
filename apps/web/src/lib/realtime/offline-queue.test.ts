import { describe, expect, it } from 'vitest';
import { createCastMessageQueue, createOfflineQueue, createSessionOpQueue } from './offline-queue';

describe('offline queue', () => {
  it('gives messages back in the order they were queued', () => {
    const queue = createOfflineQueue<number>(5);
    for (const n of [1, 2, 3]) queue.push(n);
    expect(queue.size).toBe(3);
    expect(queue.peek()).toBe(1);
    expect(queue.drain()).toEqual([1, 2, 3]);
    expect(queue.size).toBe(0);
    expect(queue.shift()).toBeUndefined();
  });

  it('drops the oldest message when full and says which', () => {
    const queue = createOfflineQueue<string>(3);
    expect(queue.push('a')).toBeUndefined();
    queue.push('b');
    queue.push('c');
    expect(queue.push('d')).toBe('a');
    expect(queue.push('e')).toBe('b');
    expect(queue.toArray()).toEqual(['c', 'd', 'e']);
  });

  it('holds 100 session ops and 50 cast messages', () => {
    const ops = createSessionOpQueue<number>();
    const cast = createCastMessageQueue<number>();
    for (let n = 1; n <= 130; n += 1) {
      ops.push(n);
      cast.push(n);
    }
    expect(ops.capacity).toBe(100);
    expect(ops.size).toBe(100);
    expect(ops.peek()).toBe(31);
    expect(ops.toArray().at(-1)).toBe(130);
    expect(cast.capacity).toBe(50);
    expect(cast.size).toBe(50);
    expect(cast.peek()).toBe(81);
  });

  it('removes a message by identity, keeping the order of the rest', () => {
    const queue = createOfflineQueue<{ id: string }>(10);
    for (const id of ['a', 'b', 'c', 'b']) queue.push({ id });
    expect(queue.remove((item) => item.id === 'b')).toEqual({ id: 'b' });
    expect(queue.toArray().map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(queue.remove((item) => item.id === 'x')).toBeUndefined();
    expect(queue.removeAll((item) => item.id !== 'c')).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(queue.toArray()).toEqual([{ id: 'c' }]);
  });

  it('hands out copies, so callers cannot change what is queued', () => {
    const queue = createOfflineQueue<number>(4);
    queue.push(1);
    queue.toArray().push(2);
    expect(queue.size).toBe(1);
    queue.clear();
    expect(queue.toArray()).toEqual([]);
  });

  it('refuses a capacity that is not a positive whole number', () => {
    expect(() => createOfflineQueue(0)).toThrow(RangeError);
    expect(() => createOfflineQueue(2.5)).toThrow(RangeError);
  });
});
