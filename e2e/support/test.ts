import { type BrowserContext, test as base, expect } from '@playwright/test';

/**
 * The app runs under a strict Content Security Policy (apps/server/src/web/security-headers.ts).
 * A violation is only a console error in the browser, easy to miss while the screen looks
 * fine, so every page of every context a test opens is watched and the test fails on one.
 */
const CSP_VIOLATION = /Content[- ]Security[- ]Policy/i;

const watched = new WeakSet<BrowserContext>();
const violations: string[] = [];

function watch(context: BrowserContext) {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP_VIOLATION.test(message.text())) {
      violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
    }
  });
}

export const test = base.extend<
  { cspGuard: undefined; expectCspViolations: boolean },
  { cspWatchedBrowser: undefined }
>({
  // Only the spec that proves the policy is enforced expects violations.
  expectCspViolations: [false, { option: true }],
  // Contexts a test makes itself (two devices, a TV and a tablet) are watched too.
  cspWatchedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watch(context);
        return context;
      };
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  cspGuard: [
    async ({ context, expectCspViolations }, use) => {
      watch(context);
      violations.length = 0;
      await use(undefined);
      if (expectCspViolations) expect(violations.length, 'CSP violations').toBeGreaterThan(0);
      else expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
