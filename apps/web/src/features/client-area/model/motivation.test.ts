import { MOTIVATIONAL_IMAGE_COUNT } from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import { motivationalImageCount, pickMotivationalImage } from './motivation';

describe('motivational images', () => {
  it('bundles 16 pictures and adds a cache-busting timestamp to the one picked', () => {
    expect(motivationalImageCount()).toBe(MOTIVATIONAL_IMAGE_COUNT);
    const first = pickMotivationalImage(
      () => 0,
      () => 1234,
    );
    const last = pickMotivationalImage(
      () => 0.999,
      () => 1234,
    );
    expect(first).toMatch(/motivation-01.*[?&]t=1234$/);
    expect(last).toMatch(/motivation-16.*[?&]t=1234$/);
  });
});
