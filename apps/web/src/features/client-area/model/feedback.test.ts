import { describe, expect, it } from 'vitest';
import { DEFAULT_QUICK_ANSWERS, effortEmoji, effortLabel, sessionIdFrom } from './feedback';

describe('feedback model', () => {
  it('labels and bands the effort scale', () => {
    expect(effortLabel(0)).toBe('No effort');
    expect(effortLabel(8)).toBe('High effort, maybe had 2 reps left on average');
    expect(effortLabel(10)).toBe('Max effort');
    expect(new Set([0, 1, 2].map(effortEmoji)).size).toBe(1);
    expect(effortEmoji(9)).toBe(effortEmoji(7));
    expect(effortEmoji(10)).not.toBe(effortEmoji(9));
  });

  it('reads sessionId or id, and defaults the quick sliders to 3', () => {
    expect(sessionIdFrom(new URLSearchParams('sessionId=a'))).toBe('a');
    expect(sessionIdFrom(new URLSearchParams('id=b'))).toBe('b');
    expect(sessionIdFrom(new URLSearchParams(''))).toBeNull();
    expect(Object.values(DEFAULT_QUICK_ANSWERS)).toEqual([3, 3, 3, 3, 3]);
  });
});
