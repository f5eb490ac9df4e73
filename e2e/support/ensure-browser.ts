import { spawnSync } from 'node:child_process';
import { type FoundBrowser, findChromium, NO_BROWSER_MESSAGE } from './browser';

/** The browser, or a one-line explanation and exit 1 (a CHROMIUM_PATH that names nothing). */
function found(): FoundBrowser | null {
  try {
    return findChromium();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

// Runs before the browser specs (the e2e workspace's pretest): with no Chromium on the machine it
// tries Playwright's own download once, and otherwise stops at once with one line saying what to
// do, instead of every spec failing with a launch error.
if (!found()) {
  console.log('No Chromium found; trying `playwright install chromium`...');
  spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', timeout: 180_000 });
  if (!found()) {
    console.error(NO_BROWSER_MESSAGE);
    process.exit(1);
  }
}
