import { describe, expect, it } from 'vitest';
import { feedbackPayloadSchema, pendingFeedbackResponseSchema } from './feedback';

const payload = {
  sessionId: 'session-1',
  effort: 8,
  goalHelpfulness: 'Yes',
  pain: false,
  satisfied: 3,
  coach: 3,
  clarity: 3,
  enjoyment: 3,
  recommend: 3,
};

describe('feedback payload', () => {
  it('trims the text and sends an empty one as null', () => {
    expect(feedbackPayloadSchema.parse(payload).text).toBeNull();
    expect(feedbackPayloadSchema.parse({ ...payload, text: '   ' }).text).toBeNull();
    expect(feedbackPayloadSchema.parse({ ...payload, text: ' great ' }).text).toBe('great');
  });

  it.each([
    ['effort', 0, true],
    ['effort', 10, true],
    ['effort', 11, false],
    ['effort', 7.5, false],
    ['satisfied', 4, true],
    ['satisfied', 5, false],
    ['recommend', -1, false],
    ['goalHelpfulness', 'Probably Not', true],
    ['goalHelpfulness', 'Maybe', false],
    ['pain', 'No', false],
  ])('%s = %j valid: %s', (field, value, valid) => {
    expect(feedbackPayloadSchema.safeParse({ ...payload, [field]: value }).success).toBe(valid);
  });

  it('reads a pending session or none', () => {
    expect(pendingFeedbackResponseSchema.parse({ sessionId: null }).sessionId).toBeNull();
    expect(pendingFeedbackResponseSchema.parse({ sessionId: 's9' }).sessionId).toBe('s9');
  });
});
