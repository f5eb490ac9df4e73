import { liveSessionMessages as m } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import { summaryCardText } from './summary-card-text';

describe('summaryCardText', () => {
  it('names the card, with the percent above the best when there is one', () => {
    expect(summaryCardText({ kind: 'skip' })).toBe(m.skip);
    expect(summaryCardText({ kind: 'pr', percent: 5 })).toBe(`${m.pr} ${m.percent(5)}`);
    expect(summaryCardText({ kind: 'pr', percent: null })).toBe(m.pr);
    expect(summaryCardText({ kind: 'verified', percent: -2 })).toBe(
      `${m.verified} ${m.percent(-2)}`,
    );
    expect(summaryCardText({ kind: 'verified', percent: null })).toBe(m.verified);
    expect(summaryCardText({ kind: 'complete' })).toBe(m.complete);
  });
});
