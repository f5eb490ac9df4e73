import type { Locator, Page } from '@playwright/test';

/** A cell of the live grid, by its name: the exercise and the client, before its figures. */
export function cellOf(page: Page, exercise: string, client: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${exercise}, ${client}: `) });
}
