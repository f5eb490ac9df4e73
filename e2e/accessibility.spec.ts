import { expectNoSeriousA11yViolations } from './support/a11y';
import { logIn, registerClient } from './support/accounts';
import { expect, test } from './support/test';

test.describe('signed-out screens pass axe at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, heading] of [
    ['/welcome', 'Level Up'],
    ['/login', 'Level Up'],
    ['/register', 'Level Up'],
    ['/forgot-password', 'Level Up'],
  ] as const) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page, path);
    });
  }
});

test('the client shell passes axe at phone size', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, await registerClient(request, 'a11y'));
  await expect(page.getByRole('navigation', { name: 'Client navigation' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/client');
});
