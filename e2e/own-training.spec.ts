import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logIn, registerClient } from './support/accounts';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

/** Set SHOTS_DIR to keep a screenshot of each screen at phone size. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

/** The progression chart in words (its caption), one week per 'Week of'. */
const chart = (page: Page) => page.getByRole('figure');
const weeksIn = async (page: Page) =>
  ((await chart(page).textContent()) ?? '').split('Week of').length - 1;

test('a client logs an exercise from the home screen, sees it in their progress, and filters the chart', async ({
  page,
  request,
}) => {
  await logIn(page, await registerClient(request, 'own-training'));
  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByText(/No verified sets or check-ins yet/)).toBeVisible();

  await page.getByRole('button', { name: 'Log an exercise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log an exercise' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Back Squat', exact: true })).toBeVisible();
  await shot(page, 'own-training-dialog-open');
  await dialog.getByRole('searchbox', { name: 'Search exercises' }).fill('squat');
  await dialog.getByRole('button', { name: 'Back Squat', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Change' })).toBeVisible();
  await dialog.getByLabel('Set 1 kg').fill('100');
  await dialog.getByLabel('Set 1 Reps').fill('5');
  await dialog.getByLabel('Set 1 RPE').selectOption('8');
  await dialog.getByRole('button', { name: 'Add set' }).click();
  await expect(dialog.getByLabel('Set 2 kg')).toHaveValue('100');
  await dialog.getByLabel('Set 2 Reps').fill('3');
  await expectNoSeriousA11yViolations(page, 'log an exercise');
  await shot(page, 'own-training-dialog');

  // Pressed twice in a row, it logs once.
  await dialog.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByText('Back Squat logged')).toBeVisible();
  await expect(dialog).toBeHidden();

  // 100 x 5 + 100 x 3 this week, over the 7 weeks the chart shows by default.
  await expect(chart(page)).toContainText(/: 800 kg$/);
  expect(await weeksIn(page)).toBe(7);
  const lower = page.getByRole('radio', { name: 'Lower Body' });
  await lower.click();
  await expect(lower).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(/verified and self-logged lower body sets/)).toBeVisible();
  await expect(chart(page)).toContainText(/: 800 kg$/);
  await page.getByRole('radio', { name: 'Upper Body' }).click();
  await expect(lower).toHaveAttribute('aria-checked', 'false');
  await expect(chart(page)).toContainText(/: 0 kg$/);
  await page.getByRole('radio', { name: '3 Months' }).click();
  await expect(
    page.getByText(/upper body sets and average readiness, last 3 months/),
  ).toBeVisible();
  await expect.poll(() => weeksIn(page)).toBe(13);
  await page.getByRole('radio', { name: 'Lower Body' }).click();
  await expect(chart(page)).toContainText(/: 800 kg$/);
  // A toast on its way out is drawn half transparent, which axe reads as low contrast.
  await expect(page.getByText('Back Squat logged')).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'client home with filters');
  // The card's top just under the sticky header, so the filters and the chart are in view.
  await page.getByRole('heading', { name: 'Progression' }).evaluate((heading) => {
    heading.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
  });
  await page.mouse.move(0, 0);
  await shot(page, 'own-training-filtered-chart');

  await page.getByRole('link', { name: 'Progress' }).click();
  const trainings = page.getByRole('region', { name: 'Your training' });
  await expect(trainings.getByRole('listitem')).toHaveCount(1);
  await expect(trainings.getByRole('listitem')).toContainText('Back Squat');
  await expect(trainings.getByRole('listitem')).toContainText('Self-logged');
  await expect(trainings.getByRole('listitem')).toContainText('2 sets');
  await expect(page.getByRole('region', { name: 'Personal records' })).toContainText('Back Squat');
  await expectNoSeriousA11yViolations(page, 'progress with own training');
  await trainings.evaluate((list) => list.scrollIntoView({ block: 'center' }));
  await shot(page, 'own-training-progress');
});
