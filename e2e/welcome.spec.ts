import { expect, test } from './support/test';

test('a signed-out visitor opening / lands on the welcome screen', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Level Up' })).toBeVisible();
  await expect(page.getByText('Strength & Conditioning')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
});
