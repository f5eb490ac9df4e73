import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Rules axe marks experimental, so its tag selection leaves them out, that every screen must pass
 * too: label in name (WCAG 2.5.3), without which a voice-control user who says a control's
 * visible text reaches nothing.
 */
const EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation (WCAG 2.x
 * A and AA rules, and the experimental ones above). Minor and moderate findings are reported by
 * name in the failure message only when a serious one fails the check, so the message says what
 * to fix first.
 */
export async function expectNoSeriousA11yViolations(page: Page, context?: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    // Set before the tags: options() replaces what withTags() sets.
    .options({
      rules: Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }])),
    })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const report = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

/**
 * Waits for the page's finite CSS animations and transitions (a toast sliding in, a dialog fading
 * in) to end: axe measures colour contrast through the opacity of the moment, so a half-faded toast
 * would read as low contrast. Endless ones (spinners) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
