import { expect, type Page } from '@playwright/test';

/** The demo accounts `npm start` seeds (README). */
export const demoAccounts = {
  coach: { email: 'coach@example.com', password: 'coach1234' },
  admin: { email: 'admin@example.com', password: 'admin1234' },
  client: { email: 'client@example.com', password: 'client1234' },
} as const;

export interface Credentials {
  email: string;
  password: string;
}

/** Fills in and submits the login screen, as a user would, whatever the outcome. */
export async function submitLogin(page: Page, { email, password }: Credentials) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Signs in through the login screen and waits to leave it. */
export async function logIn(page: Page, account: Credentials) {
  await submitLogin(page, account);
  await expect(page).not.toHaveURL(/\/login$/);
}
