import { MOTIVATIONAL_IMAGE_COUNT } from '@levelup/shared';

/** The 16 bundled motivational pictures (306 x 178), in file order. */
const IMAGES: readonly string[] = Object.values(
  import.meta.glob<string>('../assets/motivation/*.svg', {
    eager: true,
    query: '?no-inline',
    import: 'default',
  }),
);

/**
 * One picture at random, its address with a cache-busting timestamp (spec 1, ready screen). The
 * random source and clock are parameters so tests can fix them.
 */
export function pickMotivationalImage(
  random: () => number = Math.random,
  now: () => number = Date.now,
): string | null {
  const count = Math.min(IMAGES.length, MOTIVATIONAL_IMAGE_COUNT);
  const url = IMAGES[Math.floor(random() * count)];
  return url ? `${url}${url.includes('?') ? '&' : '?'}t=${now()}` : null;
}

export const motivationalImageCount = () => IMAGES.length;
