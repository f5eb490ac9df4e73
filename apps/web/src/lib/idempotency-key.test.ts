import { rowIdSchema } from '@levelup/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdempotencyKeys } from './idempotency-key';
import { randomUuid } from './random-uuid';

const isUuid = (value: string) => rowIdSchema.safeParse(value).success;

describe('idempotency keys', () => {
  it('gives a press again with the same payload the same key (a double press, a retry)', () => {
    const keys = createIdempotencyKeys();
    const key = keys.keyFor({ workoutName: 'Leg Day', phases: [1, 2] });
    expect(isUuid(key)).toBe(true);
    expect(keys.keyFor({ workoutName: 'Leg Day', phases: [1, 2] })).toBe(key);
  });

  it('makes a new key for a changed payload, and after a save', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ email: 'a@b.co' });
    const edited = keys.keyFor({ email: 'b@b.co' });
    expect(edited).not.toBe(first);
    keys.forget();
    expect(keys.keyFor({ email: 'b@b.co' })).not.toBe(edited);
  });

  it('keeps each form its own keys', () => {
    expect(createIdempotencyKeys().keyFor({})).not.toBe(createIdempotencyKeys().keyFor({}));
  });
});

describe('randomUuid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes version 4 uuids without crypto.randomUUID (plain http on a local network)', () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(crypto) });
    const id = randomUuid();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomUuid()).not.toBe(id);
  });
});
