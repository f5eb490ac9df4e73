import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { type Credentials, logIn, registerClient, trainerOf } from './support/accounts';
import { claimWithResetCode, intakeOf } from './support/intake';
import { expect, test } from './support/test';

/** Screenshots go here when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function bearer(request: APIRequestContext, account: Credentials) {
  const response = await request.post('/api/token/auth', { data: account });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/**
 * A new client of the coach, taken in with the intake wizard's call, who then sets a
 * password with a reset code (as DESIGN 4.3 says a client the trainer created does).
 */
async function newCoachClient(
  request: APIRequestContext,
  coach: Record<string, string>,
  name: string,
): Promise<Credentials & { id: string }> {
  const email = `e2e-history-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await request.post('/api/clients', {
    headers: coach,
    data: intakeOf({ name, gender: 'female', email, age: 31, weightKg: 62, ankleMobility: 4 }),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const password = 'history-pass-1';
  await claimWithResetCode(request, email, password);
  return { id, email, password };
}

/**
 * A finished session of the coach in which `clientId` performed `sets` of `exerciseId` (POST
 * /api/sessions/{id}/logs, the performed-sets call), ended with POST /api/sessions/{id}/end. The
 * client is not put on the grid, so no feedback is asked of them.
 */
async function finishedSession(
  request: APIRequestContext,
  coach: Record<string, string>,
  clientId: string,
  exerciseId: string,
  sets: readonly { kg: number; reps: number }[],
) {
  const created = await request.post('/api/sessions', { headers: coach, data: {} });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const logs = sets.map((s, setIndex) => ({
    clientId,
    exerciseId,
    ...s,
    setIndex,
    isWarmup: false,
    verification: 'verified',
    flag: 'ok',
  }));
  const logged = await request.post(`/api/sessions/${id}/logs`, { headers: coach, data: { logs } });
  expect(logged.ok()).toBe(true);
  expect((await request.post(`/api/sessions/${id}/end`, { headers: coach })).ok()).toBe(true);
  return id;
}

async function signedIn(
  browser: Browser,
  account: Credentials,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  await logIn(page, account);
  return page;
}

test.describe('history', () => {
  test('the coach sees a client’s e1RM chart and session history; the client sees PRs and downloads their CSV', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const coachAccount = trainerOf('history', 0);
    const coach = await bearer(request, coachAccount);
    const client = await newCoachClient(request, coach, 'Hana Historia');
    const exercises = (await (await request.get('/api/exercises', { headers: coach })).json()) as {
      id: string;
      name: string;
    }[];
    const squat = exercises.find((e) => e.name === 'Back Squat') ?? exercises[0];
    if (!squat) throw new Error('no exercise in the library');

    // Before any session: the empty states.
    const trainer = await signedIn(browser, coachAccount, { width: 1280, height: 800 });
    await trainer.goto(`/trainer/clients/${client.id}`);
    await expect(trainer.getByRole('heading', { name: 'Hana Historia' })).toBeVisible();
    await expect(trainer.getByText('No verified working sets yet.')).toBeVisible();
    await expect(trainer.getByText('No finished sessions with this client yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(trainer, 'client page, empty');
    await shot(trainer, 'client-page-empty-1280');

    await finishedSession(request, coach, client.id, squat.id, [
      { kg: 100, reps: 5 },
      { kg: 90, reps: 8 },
    ]);
    const second = await finishedSession(request, coach, client.id, squat.id, [
      { kg: 105, reps: 5 },
    ]);

    // The dashboard tile opens Session History; the newest session opens its summary.
    await trainer.goto('/trainer');
    await trainer.getByRole('button', { name: 'Session History' }).click();
    await expect(trainer).toHaveURL(/\/trainer\/history$/);
    await expect(trainer.getByRole('heading', { name: 'Session History' })).toBeVisible();
    const row = trainer.getByRole('row').filter({ hasText: 'Hana Historia' }).first();
    await expect(row).toContainText('Free session');
    await expectNoSeriousA11yViolations(trainer, 'session history');
    await shot(trainer, 'session-history-1280');
    await trainer.setViewportSize({ width: 1024, height: 768 });
    await shot(trainer, 'session-history-1024');
    await row.getByRole('link').click();
    await expect(trainer).toHaveURL(new RegExp(`/trainer/history/${second}$`));
    await expect(trainer.getByRole('heading', { name: /^Session summary/ })).toBeVisible();
    const squatRow = trainer.getByRole('row').filter({ hasText: squat.name });
    await expect(squatRow).toContainText('105 kg × 5');
    await expect(squatRow).toContainText('PR +5%');
    await expect(squatRow).toContainText('improved +5%');
    await expect(squatRow).toContainText('Previous: 100 kg × 5');
    await expectNoSeriousA11yViolations(trainer, 'session summary');
    await shot(trainer, 'session-summary-1024');
    await trainer.setViewportSize({ width: 1280, height: 800 });
    await shot(trainer, 'session-summary-1280');

    // Manage Clients' card leads to the client's page with the e1RM chart.
    await trainer.goto('/trainer/clients');
    const progressLink = trainer.getByRole('link', { name: 'Progress & history: Hana Historia' });
    await expect(progressLink).toBeVisible();
    await expectNoSeriousA11yViolations(trainer, 'manage clients');
    await shot(trainer, 'manage-clients-1280');
    await progressLink.click();
    await expect(trainer).toHaveURL(new RegExp(`/trainer/clients/${client.id}$`));
    const e1rm = trainer.getByRole('region', { name: 'Estimated 1RM over time' });
    await expect(e1rm.locator('.recharts-surface')).toBeVisible();
    await expect(e1rm.locator('figcaption')).toContainText(`${squat.name}:`);
    await expect(e1rm.locator('figcaption')).toContainText('122.5 kg');
    await expect(trainer.getByText('105 kg × 5 · e1RM 122.5 kg')).toBeVisible();
    await expect(
      trainer.getByRole('region', { name: 'Volume per week' }).locator('.recharts-surface'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(trainer, 'client page');
    await shot(trainer, 'client-page-1280');
    await trainer.setViewportSize({ width: 1024, height: 768 });
    await shot(trainer, 'client-page-1024');

    // The trainer's Export gives the same data as a file.
    const trainerDownload = trainer.waitForEvent('download');
    await trainer.getByRole('button', { name: 'Export JSON' }).click();
    const json = JSON.parse(
      await readFile((await (await trainerDownload).path()) as string, 'utf8'),
    ) as { sets: unknown[]; feedback?: unknown };
    expect(json.sets).toHaveLength(3);
    expect(json).not.toHaveProperty('feedback');

    // Progress Tracking: pick the client.
    await trainer.goto('/trainer');
    await expect(trainer.getByRole('heading', { name: 'Programming & Tracking' })).toBeVisible();
    await shot(trainer, 'dashboard-1024');
    await trainer.keyboard.press('7');
    await expect(trainer).toHaveURL(/\/trainer\/progress$/);
    await trainer.getByPlaceholder('Search clients...').fill('historia');
    await expectNoSeriousA11yViolations(trainer, 'progress tracking');
    await shot(trainer, 'progress-tracking-1024');
    await trainer.getByRole('link', { name: 'Hana Historia' }).click();
    await expect(trainer).toHaveURL(new RegExp(`/trainer/clients/${client.id}$`));
    await trainer.context().close();

    // The client: PRs and e1RM on the Progress tab, and their data from the menu.
    const phone = await signedIn(browser, client, { width: 390, height: 844 });
    await expect(phone).toHaveURL(/\/client$/);
    await phone.getByRole('link', { name: 'Progress', exact: true }).click();
    await expect(phone).toHaveURL(/\/progress$/);
    await expect(phone.getByRole('heading', { name: 'Personal records' })).toBeVisible();
    await expect(phone.getByText('105 kg × 5 · e1RM 122.5 kg')).toBeVisible();
    await expect(phone.getByText('1 PR', { exact: true })).toBeVisible();
    await expect(
      phone.getByRole('region', { name: 'Estimated 1RM over time' }).locator('.recharts-surface'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(phone, 'progress tab');
    await shot(phone, 'client-progress-390');

    await phone.getByRole('button', { name: 'Open menu' }).click();
    const menu = phone.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Download my data' })).toBeVisible();
    await expectNoSeriousA11yViolations(phone, 'client menu');
    await shot(phone, 'client-menu-390');
    const download = phone.waitForEvent('download');
    await menu.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^levelup-hana-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile((await file.path()) as string)));
    expect(Object.keys(zip).sort()).toEqual([
      'check-ins.csv',
      'feedback.csv',
      'profile.csv',
      'sets.csv',
    ]);
    const sets = new TextDecoder().decode(zip['sets.csv']).split('\r\n');
    expect(sets[0]).toBe(
      'performedAt,sessionId,exercise,setNumber,kg,reps,rpe,warmUp,verification,flag,loggedBy,source,unit',
    );
    expect(sets.filter((line) => line.includes(`,${squat.name},`))).toHaveLength(3);
    expect(
      sets.some((line) =>
        line.includes(`${second},${squat.name},1,105,5,,no,verified,ok,coach,session`),
      ),
    ).toBe(true);
    expect(sets[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
    await phone.context().close();
  });

  test("'Download my data' tells the client when its code cannot be fetched", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await logIn(phone, await registerClient(request, 'history-export'));
    await phone.route('**/assets/download-my-data-*.js', (route) =>
      route.abort('internetdisconnected'),
    );
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Download my data' })
      .click();
    await expect(phone.getByText('Export failed. Please try again.')).toBeVisible();
    await context.close();
  });

  test('a new client’s Progress tab and a coach’s empty screens show their empty states', async ({
    browser,
    request,
  }) => {
    // Two devices and three accessibility scans: past the 30 s default beside the other worker.
    test.setTimeout(180_000);
    // A trainer of its own, with no finished session.
    const coachAccount = trainerOf('history', 1);
    const coach = await bearer(request, coachAccount);
    const client = await newCoachClient(request, coach, 'Nadia Nouvelle');
    const phone = await signedIn(browser, client, { width: 390, height: 844 });
    await phone.goto('/progress');
    await expect(phone.getByText('No personal records yet.', { exact: false })).toBeVisible();
    await expect(phone.getByText('No verified working sets yet.', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(phone, 'progress tab, empty');
    await shot(phone, 'client-progress-empty-390');
    await phone.context().close();

    const trainer = await signedIn(browser, coachAccount, { width: 1024, height: 768 });
    await trainer.goto('/trainer/history');
    await expect(trainer.getByText('No finished sessions yet')).toBeVisible();
    await expectNoSeriousA11yViolations(trainer, 'session history, empty');
    await shot(trainer, 'session-history-empty-1024');
    await trainer.goto('/trainer/progress');
    await trainer.getByPlaceholder('Search clients...').fill('nobody-by-this-name');
    await expect(trainer.getByText('No clients found')).toBeVisible();
    await shot(trainer, 'progress-tracking-empty-1024');
    await trainer.goto('/trainer/history/00000000-0000-4000-8000-000000000000');
    await expect(trainer.getByRole('alert')).toContainText('Not found.');
    await expect(trainer.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(trainer, 'summary, not found');
    await shot(trainer, 'session-summary-missing-1024');
    await trainer.context().close();
  });
});
