import { useState } from 'react';
import { randomUuid } from './random-uuid';

/** The `Idempotency-Key`s of one form's creates. */
export interface IdempotencyKeys {
  /**
   * The key to send `payload` with: the last one while the payload is the same (a double press,
   * a press again after a failure), so the server creates one record; a new one for a new payload.
   */
  keyFor(payload: unknown): string;
  /** The record is made: the next press, even with the same payload, is a new one. */
  forget(): void;
}

/**
 * Keys made when the user presses the button, not per network attempt (issue 34): a retry of the
 * same submission carries the same key, and the server answers it with the first answer.
 */
export function createIdempotencyKeys(): IdempotencyKeys {
  let last: { payload: string; key: string } | null = null;
  return {
    keyFor(payload) {
      const sent = JSON.stringify(payload) ?? '';
      if (last?.payload !== sent) last = { payload: sent, key: randomUuid() };
      return last.key;
    },
    forget() {
      last = null;
    },
  };
}

/** A form's keys, kept for as long as the form is mounted. */
export function useIdempotencyKeys(): IdempotencyKeys {
  return useState(createIdempotencyKeys)[0];
}
