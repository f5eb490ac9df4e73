import { checkInMessages } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { type CheckInForm, checkInErrorMessage, checkInPayload, needsWeightSync } from './check-in';

const form: CheckInForm = {
  sleep: 3,
  stress: 1,
  soreness: 2,
  bodyWeight: '81.5',
  workoutIntensity: 'make-progress',
  noteToTrainer: '   ',
  injuries: {},
};

describe('check-in payload', () => {
  it('trims the note to null and leaves out unmarked injuries', () => {
    const result = checkInPayload(form, '2030-01-02T08:00:00+01:00');
    expect(result).toEqual({
      ok: true,
      bodyWeight: 81.5,
      payload: {
        date: '2030-01-02T08:00:00+01:00',
        sleep: 3,
        stress: 1,
        soreness: 2,
        bodyWeight: 81.5,
        noteToTrainer: null,
        workoutIntensity: 'make-progress',
      },
    });
    const marked = checkInPayload(
      { ...form, noteToTrainer: ' knee ', injuries: { 'left-knee': 'sore' } },
      'd',
    );
    expect(marked.ok && marked.payload).toMatchObject({
      noteToTrainer: 'knee',
      injuries: { 'left-knee': 'sore' },
    });
  });

  it('refuses a bodyweight outside 1-500 kg with the spec alert', () => {
    for (const bodyWeight of ['', '0', '-3', '500.1', 'abc']) {
      expect(checkInPayload({ ...form, bodyWeight }, 'd')).toEqual({
        ok: false,
        title: 'Validation Error',
        message: 'Please enter a valid bodyweight (1-500 kg)',
      });
    }
    expect(checkInPayload({ ...form, bodyWeight: '500' }, 'd').ok).toBe(true);
  });

  it('syncs the weight only when it moved by 0.01 kg or more', () => {
    expect(needsWeightSync(80, 80.005)).toBe(false);
    expect(needsWeightSync(80, 80.01)).toBe(true);
    expect(needsWeightSync(null, 80)).toBe(true);
  });

  it('maps failures to the spec messages', () => {
    expect(checkInErrorMessage(new ApiClientError(401, {}))).toBe(checkInMessages.unauthorized);
    expect(checkInErrorMessage(new ApiClientError(403, { message: 'x' }))).toBe(
      checkInMessages.forbidden,
    );
    expect(checkInErrorMessage(new ApiClientError(502, undefined))).toBe(
      checkInMessages.serverError,
    );
    expect(checkInErrorMessage(new ApiClientError(400, { error: 'E', message: 'Bad' }))).toBe(
      'Bad',
    );
    expect(checkInErrorMessage(new ApiClientError(418, undefined))).toBe(
      checkInMessages.submitFailed,
    );
    expect(checkInErrorMessage('weird')).toBe(checkInMessages.submitFailed);
  });
});
