import { describe, expect, it } from 'vitest';
import { feedbackPathFor, shouldOpenFeedback } from './pending-feedback';

describe('pending feedback redirect', () => {
  it('opens the feedback screen once for a pending session', () => {
    expect(shouldOpenFeedback('s1', '/client', null)).toBe(true);
    expect(shouldOpenFeedback('s1', '/client/prepare', null)).toBe(true);
    expect(shouldOpenFeedback('s1', '/client/session/feedback', null)).toBe(false);
    expect(shouldOpenFeedback('s1', '/client/session/s2', null)).toBe(false);
    expect(shouldOpenFeedback('s1', '/client', 's1')).toBe(false);
    expect(shouldOpenFeedback(null, '/client', null)).toBe(false);
    expect(feedbackPathFor('a b')).toBe('/client/session/feedback?sessionId=a%20b');
  });
});
