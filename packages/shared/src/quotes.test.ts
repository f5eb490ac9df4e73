import { describe, expect, it } from 'vitest';
import { FALLBACK_QUOTE, QUOTE_COUNT } from './constants';
import { MOTIVATIONAL_QUOTES, pickQuote } from './quotes';

describe('motivational quotes', () => {
  it('has 30 distinct quotes, each with an author', () => {
    expect(MOTIVATIONAL_QUOTES).toHaveLength(QUOTE_COUNT);
    expect(new Set(MOTIVATIONAL_QUOTES.map((q) => q.text)).size).toBe(QUOTE_COUNT);
    for (const quote of MOTIVATIONAL_QUOTES) {
      expect(quote.text.trim()).not.toBe('');
      expect(quote.author.trim()).not.toBe('');
    }
  });

  it('picks by the random source and falls back on an impossible pick', () => {
    expect(pickQuote(() => 0)).toBe(MOTIVATIONAL_QUOTES[0]);
    expect(pickQuote(() => 0.9999)).toBe(MOTIVATIONAL_QUOTES[QUOTE_COUNT - 1]);
    expect(pickQuote(() => 1)).toEqual(FALLBACK_QUOTE);
  });

  it('keeps the spec fallback', () => {
    expect(FALLBACK_QUOTE).toEqual({
      text: "Stay ready so you don't have to get ready.",
      author: 'Unknown',
    });
  });
});
