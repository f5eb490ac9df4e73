import type { Page } from '@playwright/test';
import { expect } from './test';

/* The gym TV (issue 31) as the specs drive it: a screen waiting on /cast, and what it shows read as
   from across the room. */

/** Opens /cast and reads the screen id the TV shows. */
export async function openTv(page: Page): Promise<string> {
  await page.goto('/cast');
  const screenId = page.getByTestId('screen-id');
  await expect(screenId).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, { timeout: 15_000 });
  return (await screenId.textContent()) ?? '';
}

/**
 * The text the TV shows under 28 px: every element with its own visible text (screen-reader-only
 * text, clipped to a pixel, is not on screen), with its size, for the failure message.
 */
export function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...element.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent?.trim() ?? '')
        .join('');
      if (own === '') continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      if (element.closest('[inert], [aria-hidden="true"]') && style.opacity === '0') continue;
      const size = Number.parseFloat(style.fontSize);
      if (size < 28)
        small.push(
          `${size}px "${own.slice(0, 40)}" <${element.tagName.toLowerCase()} class="${element.className}">`,
        );
    }
    return small;
  });
}
