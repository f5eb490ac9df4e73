import { parseSessionOp, type SessionOp } from '@levelup/shared/session';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createIndexedDbOpJournal } from './op-journal';

function noteOp(id: string, text: string): SessionOp {
  const op = parseSessionOp({
    id,
    type: 'note:add',
    payload: { scope: 'trainee', userId: '4f3c2a8e-9a52-4b7e-8a43-5f0e2d8a9c11', text },
  });
  if (!op) throw new Error('the test op does not parse');
  return op;
}

describe('the IndexedDB op journal', () => {
  it('is absent where the browser has no IndexedDB', () => {
    expect(createIndexedDbOpJournal(undefined)).toBeNull();
  });

  it('keeps each session’s queued ops across journals on the same database, in order', async () => {
    const factory = new IDBFactory();
    const first = createIndexedDbOpJournal(factory);
    const ops = [
      noteOp('0b6f1f5e-7a1c-4d55-9a0e-1c2d3e4f5a61', 'one'),
      noteOp('1c7a2b6f-8b2d-4e66-8b1f-2d3e4f5a6b72', 'two'),
    ];
    await first?.save('session-a', ops);
    await first?.save('session-b', [noteOp('2d8b3c7a-9c3e-4f77-9c2a-3e4f5a6b7c83', 'other')]);

    // A reload: a new journal over the same browser storage.
    const second = createIndexedDbOpJournal(factory);
    expect(await second?.load('session-a')).toEqual(ops);
    expect((await second?.load('session-b'))?.map((op) => op.id)).toEqual([
      '2d8b3c7a-9c3e-4f77-9c2a-3e4f5a6b7c83',
    ]);
    expect(await second?.load('session-c')).toEqual([]);

    await second?.save('session-a', []);
    expect(await createIndexedDbOpJournal(factory)?.load('session-a')).toEqual([]);
  });

  it('skips what it cannot read as an op (a journal from another app version)', async () => {
    const factory = new IDBFactory();
    const journal = createIndexedDbOpJournal(factory);
    const good = noteOp('3e9c4d8b-ad4f-4a88-ad3b-4f5a6b7c8d94', 'kept');
    await journal?.save('session-a', [good]);
    const raw = factory.open('levelup-realtime');
    await new Promise((resolve) => {
      raw.onsuccess = resolve;
    });
    const tx = raw.result.transaction('session-op-queue', 'readwrite');
    tx.objectStore('session-op-queue').put([{ type: 'cell:explode' }, good, 'junk'], 'session-a');
    await new Promise((resolve) => {
      tx.oncomplete = resolve;
    });
    raw.result.close();
    expect(await createIndexedDbOpJournal(factory)?.load('session-a')).toEqual([good]);
  });
});
