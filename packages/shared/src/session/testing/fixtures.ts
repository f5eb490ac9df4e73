import { expect } from 'vitest';
import { applyOp } from '../apply-op';
import { createSessionState } from '../create-state';
import { parseSessionOp, type SessionOp, type SessionOpInput } from '../ops';
import { checkInvariants } from '../selectors';
import type { SessionState } from '../state';

/** A valid v4 uuid numbered `n`, so tests read their op ids. */
export function testUuid(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

let opCounter = 0;

/** Builds an op through the real parser; fails the test if the op does not parse. */
export function makeOp<T extends SessionOpInput['type']>(
  type: T,
  payload?: Extract<SessionOpInput, { type: T }>['payload'],
): SessionOp {
  opCounter += 1;
  const op = parseSessionOp({ id: testUuid(opCounter), type, payload });
  if (!op) throw new Error(`test op ${type} does not parse: ${JSON.stringify(payload)}`);
  return op;
}

/**
 * A small gym: two teams, four clients on the grid and one waiting, five exercises on the grid
 * and two in the library.
 */
export function demoState(): SessionState {
  return createSessionState({
    teams: [
      { id: 'red', name: 'Red', colorHex: '#ff0000' },
      { id: 'blue', name: 'Blue', colorHex: '#0000ff' },
    ],
    clients: [
      { id: 'ana', firstName: 'Ana', sex: 'F', teamId: 'red' },
      { id: 'ben', firstName: 'Ben', sex: 'M', teamId: 'red' },
      { id: 'cal', firstName: 'Cal', sex: 'M', teamId: 'blue' },
      { id: 'dee', firstName: 'Dee', sex: 'female', teamId: 'blue' },
    ],
    availableClients: [{ id: 'eve', firstName: 'Eve', sex: 'F' }],
    exercises: [
      { id: 'squat', name: 'Back Squat', type: 'compound' },
      { id: 'bench', name: 'Bench Press', type: 'compound' },
      { id: 'row', name: 'Barbell Row', type: 'compound' },
      { id: 'press', name: 'Overhead Press', type: 'compound' },
      { id: 'curl', name: 'Biceps Curl', type: 'accessory' },
    ],
    availableExercises: [
      { id: 'deadlift', name: 'Deadlift', type: 'compound' },
      { id: 'lunge', name: 'Walking Lunge', type: 'weird' },
    ],
  });
}

/** Applies ops in order. */
export function applyAll(state: SessionState, ops: readonly SessionOp[]): SessionState {
  return ops.reduce(applyOp, state);
}

/** Applies ops in order and checks that the result keeps every session invariant. */
export function apply(state: SessionState, ...ops: SessionOp[]): SessionState {
  const next = applyAll(state, ops);
  expect(checkInvariants(next)).toEqual([]);
  return next;
}

export const setCell = (exerciseId: string, userId: string, kg: number, reps: number) =>
  makeOp('cell:update', { exerciseId, userId, value: { kg, reps } });
export const pair = (letter: string | null, ...exerciseIds: string[]) =>
  makeOp('pairing:set', { exerciseIds, letter: letter as 'a' | null });
export const assign = (userId: string, exerciseId: string) =>
  makeOp('client:assign', { userId, exerciseId });
/** The exercise ids assigned to a client, sorted. */
export const assigned = (state: SessionState, owner: string) =>
  Object.keys(state.individualAssignments[owner] ?? {}).sort();
