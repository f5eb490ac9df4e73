import type { Page } from '@playwright/test';

/** Opens a tool from the live session's bottom bar menu ('More tools'), as a tap does. */
export async function openTool(page: Page, name: string) {
  await page.getByRole('button', { name: 'More tools' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}
