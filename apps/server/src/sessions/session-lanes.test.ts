import { describe, expect, it, vi } from 'vitest';
import { createSessionLanes } from './session-lanes';

/** A promise and the function that settles it, so a test decides when a commit finishes. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('session lanes', () => {
  it('batches the ops that arrive while a commit is in flight, up to the batch size', async () => {
    const batches: Array<[string, number[]]> = [];
    const first = gate();
    const lanes = createSessionLanes<number>({
      maxBatch: 2,
      async commit(sessionId, batch) {
        batches.push([sessionId, batch]);
        if (batches.length === 1) await first.opened;
      },
      onError: (error) => {
        throw error;
      },
    });
    lanes.op('a', 1);
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    for (const op of [2, 3, 4]) lanes.op('a', op);
    lanes.op('b', 9);
    await vi.waitFor(() => expect(batches).toContainEqual(['b', [9]]));
    first.open();
    await vi.waitFor(() => expect(batches).toHaveLength(4));
    expect(batches.filter(([id]) => id === 'a')).toEqual([
      ['a', [1]],
      ['a', [2, 3]],
      ['a', [4]],
    ]);
  });

  it('runs work in its turn between batches, and a failure answers its caller only', async () => {
    const order: string[] = [];
    const lanes = createSessionLanes<string>({
      maxBatch: 10,
      async commit(_sessionId, batch) {
        order.push(batch.join('+'));
      },
      onError: (error) => {
        throw error;
      },
    });
    lanes.op('a', 'x');
    const failed = lanes.work('a', async () => {
      order.push('work');
      throw new Error('refused');
    });
    lanes.op('a', 'y');
    const done = lanes.work('a', async () => 'answer');
    await expect(failed).rejects.toThrow('refused');
    await expect(done).resolves.toBe('answer');
    expect(order).toEqual(['x', 'work', 'y']);
  });
});
