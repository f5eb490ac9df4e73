import type { APIRequestContext, Page } from '@playwright/test';
import { submitLogin, trainerOf } from './support/accounts';
import { readMail } from './support/outbox';
import { expect, test } from './support/test';

const coach = trainerOf('auth');

interface NewAccount {
  email: string;
  password: string;
  firstName: string;
}

function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates a client account through the API, outside the page's cookies, so the page stays signed out. */
async function createAccount(request: APIRequestContext, label: string): Promise<NewAccount> {
  const account = { email: uniqueEmail(label), password: 'first-pass-1', firstName: 'Robin' };
  const response = await request.post('/api/users/register', {
    data: {
      email: account.email,
      password: account.password,
      firstName: account.firstName,
      lastName: 'Tester',
      dateOfBirth: '1990-04-12',
      sex: 'female',
      weightKg: 64,
      heightCm: 170,
    },
  });
  expect(response.status()).toBe(201);
  return account;
}

function logIn(page: Page, email: string, password: string) {
  return submitLogin(page, { email, password });
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

/** The 6-digit code of the newest reset mail the dev outbox holds for `email`. */
async function readResetCode(email: string): Promise<string> {
  const body = await readMail(email, 'Your password reset code');
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

async function requestResetCode(page: Page, email: string) {
  await page.goto('/forgot-password');
  await expect(page.getByText('Training System')).toBeVisible();
  await expect(page.getByText('Your password skipped leg day')).toBeVisible();
  await expect(page.getByText('Where can we send a reset code?')).toBeVisible();
  await page.getByLabel('Email Address').fill(`  ${email.toUpperCase()} `);
  await page.getByRole('button', { name: 'Send Password Reset Code' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await expect(page.getByLabel('Reset Code')).toBeFocused();
}

test('registers through three steps and lands on the client home', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);

  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Email Address').fill('not-an-email');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Choose Password').fill('12345');
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('Choose Password').fill('level-up-1');
  await page.getByLabel('Confirm Password').fill('level-up-2');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Confirm Password').fill('level-up-1');
  await next.click();

  await expect(page.getByRole('heading', { name: 'Almost done...' })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('First Name').fill('Casey');
  await page.getByLabel('Surname').fill('Newcomer');
  await page.getByLabel('Surname').press('Enter');

  await expect(page.getByRole('heading', { name: 'A bit about you' })).toBeVisible();
  await page.getByLabel('Date of Birth (YYYY-MM-DD)').fill('12/04/1990');
  await expect(page.getByText('Use format YYYY-MM-DD')).toBeVisible();
  await page.getByLabel('Date of Birth (YYYY-MM-DD)').fill('1990-04-12');
  await page.getByText('Male', { exact: true }).click();
  await page.getByLabel('Weight (kg)').fill('heavy');
  await expect(page.getByText('Weight must be a number')).toBeVisible();
  await page.getByLabel('Weight (kg)').fill('82.5');
  await page.getByLabel('Height (cm)').fill('-1');
  await expect(page.getByText('Height must be positive')).toBeVisible();
  await page.getByLabel('Height (cm)').fill('181');
  await next.click();

  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByText('Welcome, Casey.')).toBeVisible();
});

test('Back on the first registration step returns to the welcome screen', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('registering an email that has an account offers the password reset', async ({
  page,
  request,
}) => {
  const existing = await createAccount(request, 'taken');
  await page.goto('/register');
  await page.getByLabel('Email Address').fill(existing.email);
  await page.getByLabel('Choose Password').fill('level-up-1');
  await page.getByLabel('Confirm Password').fill('level-up-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First Name').fill('Casey');
  await page.getByLabel('Surname').fill('Again');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Date of Birth (YYYY-MM-DD)').fill('1990-04-12');
  await page.getByText('Female', { exact: true }).click();
  await page.getByLabel('Weight (kg)').fill('60');
  await page.getByLabel('Height (cm)').fill('165');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('logs out through the burger menu and logs back in', async ({ page, request }) => {
  const account = await createAccount(request, 'logout');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByText(`Welcome, ${account.firstName}.`)).toBeVisible();

  await logOut(page);
  await page.goto('/client');
  await expect(page).toHaveURL(/\/welcome$/);

  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/client$/);
});

test('a trainer logs in to the trainer area', async ({ page }) => {
  await logIn(page, coach.email, coach.password);
  await expect(page).toHaveURL(/\/trainer$/);
  await expect(page.getByText('Dashboard', { exact: true })).toBeVisible();
});

test('a signed-in user opening the login screen lands on their home', async ({ page }) => {
  await logIn(page, coach.email, coach.password);
  await expect(page).toHaveURL(/\/trainer$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/trainer$/);
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/trainer$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/trainer$/);
});

test('a reload keeps the user signed in', async ({ page, request }) => {
  const account = await createAccount(request, 'reload');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/client$/);
  await page.reload();
  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/client$/);
});

test('an empty login shows the missing-fields alert', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(alert.getByText('Please fill in all fields')).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
});

test('a wrong password shows the login failure alert', async ({ page, request }) => {
  const account = await createAccount(request, 'wrong-password');
  await logIn(page, account.email, 'not-the-password');
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('heading', { name: 'Login Failed' })).toBeVisible();
  await expect(
    alert.getByText('Invalid credentials. Please check your email and password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('Back on the login screen returns to welcome; the link opens password reset', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('resets a forgotten password with the mailed code, then signs in with it', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'reset');
  await requestResetCode(page, account.email);
  await expect(page.getByText(`We sent a reset code to ${account.email}.`)).toBeVisible();
  const code = await readResetCode(account.email);

  await page.getByLabel('Reset Code').fill(code);
  await page.getByLabel('New Password', { exact: true }).fill('second-pass-2');
  await page.getByLabel('Confirm New Password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(
    page.getByText('Password reset! Your password was updated. You can now sign in.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, account.email, account.password);
  await expect(page.getByRole('alertdialog').getByText('Login Failed')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  await logIn(page, account.email, 'second-pass-2');
  await expect(page).toHaveURL(/\/client$/);
});

test('a wrong reset code shows the incorrect-code message', async ({ page, request }) => {
  const account = await createAccount(request, 'wrong-code');
  await requestResetCode(page, account.email);
  const code = await readResetCode(account.email);
  const wrongCode = code === '000000' ? '111111' : '000000';

  await page.getByLabel('Reset Code').fill(wrongCode);
  await page.getByLabel('New Password', { exact: true }).fill('second-pass-2');
  await page.getByLabel('Confirm New Password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('That reset code is incorrect or has expired.')).toBeVisible();

  await page.getByRole('button', { name: 'Use a Different Email' }).click();
  await expect(page.getByText('Your password skipped leg day')).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue('');
});

test('the reset screen checks the email before sending', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'Send Password Reset Code' })).toBeDisabled();
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Password Reset Code' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('heading', { name: 'Invalid Email' })).toBeVisible();
  await expect(alert.getByText('Enter a valid email address.')).toBeVisible();
});

test('external sign-in: the button is hidden when not configured, and a bad code is refused', async ({
  page,
}) => {
  // The button depends on /api/config: wait for its answer so the check below can fail.
  const config = page.waitForResponse((response) => response.url().endsWith('/api/config'));
  await page.goto('/welcome');
  expect((await config).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByText('Sign in with Google')).toHaveCount(0);

  await page.goto('/oauth?code=not-a-real-code');
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('heading', { name: 'Login Failed' })).toBeVisible();
  await expect(alert.getByText('OAuth exchange failed')).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('an external sign-in that comes back without a code shows the failure', async ({ page }) => {
  await page.goto(`/oauth?error=${encodeURIComponent('OAuth exchange failed')}`);
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('heading', { name: 'Login Failed' })).toBeVisible();
  await expect(alert.getByText('OAuth exchange failed')).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});
