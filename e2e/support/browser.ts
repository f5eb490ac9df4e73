import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Where browsers are usually installed, per platform: Debian's package first (DESIGN 5). */
const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export const NO_BROWSER_MESSAGE =
  'No Chromium for the browser tests: install one (Debian: apt-get install chromium), set ' +
  'CHROMIUM_PATH to a Chromium or Chrome binary, or run `npx playwright install chromium` ' +
  'where the network allows.';

export type FoundBrowser = { path: string; source: 'CHROMIUM_PATH' | 'system' | 'playwright' };

/**
 * The browser the specs run in: CHROMIUM_PATH when set (an error if it names nothing), else the
 * system's Chromium or Chrome, else the one Playwright downloaded; null when there is none.
 */
export function findChromium(): FoundBrowser | null {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) {
      throw new Error(`CHROMIUM_PATH is set to ${configured}, which does not exist.`);
    }
    return { path: configured, source: 'CHROMIUM_PATH' };
  }
  const system = SYSTEM_CHROMIUM.find((candidate) => existsSync(candidate));
  if (system) return { path: system, source: 'system' };
  const bundled = chromium.executablePath();
  return bundled && existsSync(bundled) ? { path: bundled, source: 'playwright' } : null;
}
