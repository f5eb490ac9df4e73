import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/test';

/**
 * Issue 33: a developer connecting a gym's own tools reads the API at /api/docs. The viewer is
 * served from the app under the app's own CSP, so it must render with no console error and no
 * policy violation.
 */
test.use({ viewport: { width: 1280, height: 800 } });

test('the API docs render under the CSP and show every route’s operation', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The console does not report every violation (e.g. a refused style attribute): the document's
  // own event does.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const response = await page.goto('/api/docs/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");

  // Swagger UI parses a 1.4 MB bundle and lays out some 80 operations: on a busy 2-core machine
  // that takes longer than the default wait.
  await expect(page.getByRole('heading', { name: /Level Up API/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: /realtime contract/ })).toHaveAttribute(
    'href',
    '/api/asyncapi.json',
  );
  await page.screenshot({ path: test.info().outputPath('api-docs-1280x800.png') });

  // An operation by its summary, opened to show who may call it and its error responses.
  const listTeams = page.getByRole('button', { name: /GET \/api\/teams List teams/ });
  await expect(listTeams).toBeVisible();
  await listTeams.click();
  await expect(page.getByText('Trainers and above').first()).toBeVisible();
  await expect(
    page.getByText('No valid token, or its account is gone or disabled').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();

  await expectNoSeriousA11yViolations(page, 'the API docs');

  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  expect(violations, 'CSP violations').toEqual([]);
  expect(errors, 'console errors').toEqual([]);
});
