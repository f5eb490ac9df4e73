import { logIn, registerClient } from './support/accounts';
import { expect, test } from './support/test';

test.describe('the content security policy', () => {
  test.describe('when a page tries to run injected code', () => {
    test.use({ expectCspViolations: true });

    test('refuses an inline script and an inline style that carry no nonce', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
      const outcome = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.head.append(script);
        const style = document.createElement('style');
        style.textContent = 'body { outline: 7px solid rgb(1, 2, 3); }';
        document.head.append(style);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return {
          ran: (window as unknown as { __injected?: boolean }).__injected === true,
          outline: getComputedStyle(document.body).outlineColor,
        };
      });
      expect(outcome.ran).toBe(false);
      expect(outcome.outline).not.toBe('rgb(1, 2, 3)');
    });
  });

  test('lets the app’s own dialogs run under it', async ({ page, request }) => {
    const account = await registerClient(request, 'csp');
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await logIn(page, account);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Radix locks the page's scroll with an injected <style>, allowed through the page's nonce.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe('hidden');
  });
});
