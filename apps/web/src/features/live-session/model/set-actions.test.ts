import { SET_LOG_MAX } from '@levelup/shared';
import type { Cell, LoggedSet } from '@levelup/shared/session';
import { describe, expect, it } from 'vitest';
import {
  defaultSetCheck,
  logSetPayload,
  setCheckAt,
  toggledCheck,
  verifyPayload,
} from './set-actions';

const ref = { exerciseId: 'squat', userId: 'ana' };
const set = (by: LoggedSet['by'], verification: LoggedSet['verification']): LoggedSet => ({
  kg: 100,
  reps: 5,
  by,
  verification,
  isWarmup: false,
});
const cell = (fields: Partial<Cell> = {}): Cell => ({
  kg: 100,
  reps: 5,
  isWarmup: false,
  verification: 'none',
  flag: 'ok',
  intensity: null,
  ...fields,
});

describe('Log set', () => {
  it('logs the cell’s current values at its current set', () => {
    expect(logSetPayload(cell(), ref)).toEqual({
      exerciseId: 'squat',
      clientId: 'ana',
      setIndex: 0,
      kg: 100,
      reps: 5,
    });
    const twoDone = cell({ kg: 102.5, log: [set('coach', 'none'), set('athlete', 'none')] });
    expect(logSetPayload(twoDone, ref)).toMatchObject({ setIndex: 2, kg: 102.5 });
    // A set removed in the middle is the current one again.
    const gap = cell({ log: [set('coach', 'none'), null, set('coach', 'none')] });
    expect(logSetPayload(gap, ref)?.setIndex).toBe(1);
  });

  it('logs nothing once the cell’s log is full', () => {
    const full = cell({ log: Array.from({ length: SET_LOG_MAX }, () => set('coach', 'none')) });
    expect(logSetPayload(full, ref)).toBeNull();
  });
});

describe('the set Verify, Flag and DNP act on', () => {
  it('is the current set while the coach has entered it', () => {
    const entered = cell({ verification: 'flagged', log: [set('athlete', 'none')] });
    expect(defaultSetCheck(entered)).toBe('flagged');
  });

  it('is the athlete’s last logged set while the current one is still the plan', () => {
    const waiting = cell({ planned: true, log: [set('coach', 'verified'), set('athlete', 'dnp')] });
    expect(defaultSetCheck(waiting)).toBe('dnp');
    expect(defaultSetCheck(cell({ planned: true }))).toBe('none');
  });

  it('is named by its index, so a set logged meanwhile does not take the check', () => {
    const waiting = cell({ planned: true, log: [set('athlete', 'none')] });
    expect(verifyPayload(waiting, ref, 'verified')).toEqual({
      exerciseId: 'squat',
      userId: 'ana',
      verification: 'verified',
      setIndex: 0,
    });
    expect(verifyPayload(cell({ log: [set('coach', 'none')] }), ref, 'dnp').setIndex).toBe(1);
    // A full log's current set has no index to name: the op names none (the current set).
    const full = cell({ log: Array.from({ length: SET_LOG_MAX }, () => set('coach', 'none')) });
    expect(verifyPayload(full, ref, 'flagged')).not.toHaveProperty('setIndex');
  });

  it('takes a check off when pressed again, else gives it', () => {
    expect(toggledCheck('verified', 'verified')).toBe('none');
    expect(toggledCheck('flagged', 'verified')).toBe('verified');
    expect(toggledCheck('none', 'dnp')).toBe('dnp');
  });

  it('reads a listed set’s check: a logged set’s own, the current set’s from the cell', () => {
    const c = cell({ verification: 'verified', log: [set('coach', 'flagged')] });
    expect(setCheckAt(c, 0)).toBe('flagged');
    expect(setCheckAt(c, 1)).toBe('verified');
    expect(setCheckAt(c, 2)).toBe('none');
  });
});
