import { describe, expect, it } from 'vitest';
import { NO_CLIENT_ISSUES } from '../session/state';
import { clientIssuesOf, hasClientIssues } from './issues';

const none = { readiness: null, marks: null, note: null, neverDone: [], mismatched: [] };

describe('clientIssuesOf', () => {
  it('has nothing for a client with no check-in and no history concerns', () => {
    const issues = clientIssuesOf(none);
    expect(issues).toEqual(NO_CLIENT_ISSUES);
    expect(hasClientIssues(issues)).toBe(false);
  });

  it('lists today’s injuries and soreness by label, a poor day and the note', () => {
    const issues = clientIssuesOf({
      ...none,
      readiness: 30,
      marks: { 'left-shoulder': 'injured', abs: 'sore', 'left-tail': 'injured' },
      note: '  slept badly ',
    });
    expect(issues.poorLifestyle).toBe(true);
    expect(issues.injuries).toEqual(['Left Shoulder', 'left-tail']);
    expect(issues.soreness).toEqual(['Abdominals']);
    expect(issues.note).toBe('slept badly');
    expect(hasClientIssues(issues)).toBe(true);
  });

  it('names the exercises never done and those mismatched twice', () => {
    const issues = clientIssuesOf({ ...none, neverDone: ['Back Squat'], mismatched: ['Row'] });
    expect(issues.neverDone).toEqual(['Back Squat']);
    expect(issues.mismatch2x).toBe(true);
  });

  it('does not raise the badge for a first time alone (the cell marks it quietly)', () => {
    const issues = clientIssuesOf({ ...none, neverDone: ['Back Squat', 'Row'] });
    expect(issues.neverDone).toEqual(['Back Squat', 'Row']);
    expect(hasClientIssues(issues)).toBe(false);
  });
});
