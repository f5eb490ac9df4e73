import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
}

/** A trainer the e2e server starts with: playwright.config.ts adds them with `add-trainer`. */
interface TrainerAccount extends Credentials {
  firstName: string;
  lastName: string;
}

/**
 * How many trainers of its own each spec has. A trainer's clients and sessions are its own, so a
 * spec never sees what another left; a test that starts sessions from the start route (which asks
 * first while the trainer has one live) has its own trainer, as has a test that needs a trainer
 * with no history.
 */
const TRAINERS_PER_SPEC = {
  'athlete-phone': 1,
  auth: 1,
  cast: 1,
  'cast-pairing': 2,
  challenges: 1,
  'client-area': 1,
  coaching: 1,
  'grid-sets': 1,
  'gym-settings': 1,
  history: 2,
  'import-history': 1,
  'live-session': 8,
  loads: 1,
  'offline-shell': 1,
  'resume-session': 1,
  'spanish-walk': 1,
  'team-scores': 1,
  'trainer-workspace': 1,
  'tv-challenge': 1,
  'tv-initials': 1,
  'tv-layouts': 1,
  units: 1,
  workouts: 1,
} as const;

export type SpecWithTrainers = keyof typeof TRAINERS_PER_SPEC;

const trainerCredentials = (spec: string, index: number): Credentials => ({
  email: `coach-${index + 1}-${spec}@e2e.example.com`,
  password: `coach-${spec}-1234`,
});

/** The `index`th (from 0) of `spec`'s own trainers, to sign in with. */
export function trainerOf(spec: SpecWithTrainers, index = 0): Credentials {
  if (index >= TRAINERS_PER_SPEC[spec]) {
    throw new Error(`${spec} has ${TRAINERS_PER_SPEC[spec]} trainer(s): add one in accounts.ts`);
  }
  return trainerCredentials(spec, index);
}

/** Every spec's trainers, added before the e2e server starts. */
export const e2eTrainers: TrainerAccount[] = Object.entries(TRAINERS_PER_SPEC).flatMap(
  ([spec, count]) =>
    Array.from({ length: count }, (_, index) => ({
      ...trainerCredentials(spec, index),
      firstName: 'Casey',
      lastName: `Coach ${index + 1}`,
    })),
);

/** A client account of a test's own, signed up through the API, outside any page's cookies. */
export async function registerClient(
  request: APIRequestContext,
  label: string,
  firstName = 'Robin',
): Promise<Credentials> {
  const account = { email: `e2e-${label}-${randomUUID()}@example.com`, password: 'client-pass-1' };
  const response = await request.post('/api/users/register', {
    data: {
      ...account,
      firstName,
      lastName: 'Tester',
      dateOfBirth: '1992-05-01',
      sex: 'female',
      weightKg: 64,
      heightCm: 168,
    },
  });
  expect(response.status()).toBe(201);
  return account;
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

/**
 * A signed-in page of its own browser context. `byAddress` opens the app at 127.0.0.1: the socket
 * library treats the browser going offline as a lost connection everywhere except on 'localhost',
 * which is what a phone sees when the gym's Wi-Fi drops.
 */
export async function signedIn(
  browser: Browser,
  account: Credentials,
  viewport: { width: number; height: number },
  byAddress = false,
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    ...(byAddress ? { baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 4100}` } : {}),
  });
  const page = await context.newPage();
  await logIn(page, account);
  return page;
}
