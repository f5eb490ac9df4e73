import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { toKg } from '@levelup/shared/coaching';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { type Credentials, logIn, registerClient, trainerOf } from './support/accounts';
import { newClient, trainerApi } from './support/plan';
import { expect, test } from './support/test';

/** Set SHOTS_DIR to keep a screenshot of each screen. */
async function shot(page: Page, name: string, fullPage = false) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** The calendar day `days` before today (UTC), as the API takes it. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function backSquat(request: APIRequestContext, headers: Record<string, string>) {
  const exercises = (await (await request.get('/api/exercises', { headers })).json()) as {
    id: string;
    name: string;
  }[];
  const squat = exercises.find((e) => e.name === 'Back Squat');
  if (!squat) throw new Error('no Back Squat in the library');
  return squat.id;
}

/** The client's id and a bearer header of their own. */
async function signedInApi(request: APIRequestContext, account: Credentials) {
  const auth = await request.post('/api/token/auth', { data: account });
  expect(auth.ok()).toBe(true);
  const { token, user } = (await auth.json()) as { token: string; user: { id: string } };
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

test('a client who sees lb logs 225 lb, stored in kg, and reads 225 lb back everywhere', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await registerClient(request, 'units');
  const me = await signedInApi(request, account);
  const squat = await backSquat(request, me.headers);
  // Two earlier weeks of squats, typed in lb as the dialog sends them: 205 and 215 lb x 5.
  for (const [days, lb] of [
    [14, 205],
    [7, 215],
  ] as const) {
    const logged = await request.post(`/api/users/${me.id}/own-sets?tzOffset=0`, {
      headers: me.headers,
      data: {
        id: randomUUID(),
        exerciseId: squat,
        date: daysAgo(days),
        sets: [{ kg: toKg(lb, 'lb'), reps: 5 }],
      },
    });
    expect(logged.status()).toBe(201);
  }

  // The client chooses pounds, as the profile's 'Weight unit' saves it.
  const chosen = await request.put(`/api/users/${me.id}`, {
    headers: me.headers,
    data: { unit: 'lb' },
  });
  expect(chosen.ok()).toBe(true);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/client$/);
  await page.getByRole('button', { name: 'Log an exercise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log an exercise' });
  await dialog.getByRole('searchbox', { name: 'Search exercises' }).fill('squat');
  await dialog.getByRole('button', { name: 'Back Squat', exact: true }).click();
  await dialog.getByLabel('Set 1 lb').fill('225');
  await dialog.getByLabel('Set 1 Reps').fill('5');
  await dialog.getByLabel('Set 1 RPE').selectOption('8');
  await dialog.getByRole('button', { name: 'Add set' }).click();
  await dialog.getByLabel('Set 2 lb').fill('2205');
  await dialog.getByLabel('Set 2 Reps').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Weight must be between 0 and 2204.62 lb')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'log an exercise in lb');
  await dialog.getByLabel('Set 2 lb').fill('225');
  await dialog.getByText('Weight must be between 0 and 2204.62 lb').waitFor({ state: 'hidden' });
  await shot(page, 'units-log-exercise-lb-390');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Back Squat logged')).toBeVisible();

  // Stored in kg, to a ten-thousandth: 225 x 0.45359237 = 102.05828325.
  const history = (await (
    await request.get(`/api/clients/${me.id}/history?tzOffset=0`, { headers: me.headers })
  ).json()) as { exercises: { best: { kg: number; reps: number } }[] };
  expect(history.exercises[0]?.best).toMatchObject({ kg: 102.0583, reps: 5 });

  // This week's volume: 225 x 5 + 225 x 3 lb.
  await expect(page.getByRole('figure')).toContainText(/: 1800 lb(, readiness \d+)?$/);
  await expect(page.getByText(/Weekly volume \(lb\)/)).toBeVisible();
  await expect(page.getByText('Back Squat logged')).toBeHidden();

  await page.getByRole('link', { name: 'Progress', exact: true }).click();
  await expect(page).toHaveURL(/\/progress$/);
  const records = page.getByRole('region', { name: 'Personal records' });
  // Rated RPE 8, the set's e1RM is the RTS chart's: 225 lb / 81.1 %.
  await expect(records).toContainText('225 lb × 5 · e1RM 277.44 lb');
  const e1rm = page.getByRole('region', { name: 'Estimated 1RM over time' });
  await expect(e1rm.locator('.recharts-surface')).toBeVisible();
  await expect(e1rm.locator('figcaption')).toContainText('239.17 lb');
  await expect(e1rm.locator('figcaption')).toContainText('277.44 lb');
  await expect(page.locator('main')).not.toContainText(/\bkg\b/);
  await expectNoSeriousA11yViolations(page, 'progress in lb');
  await page.getByRole('heading', { name: 'Progression' }).evaluate((heading) => {
    heading.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
  });
  await page.mouse.move(0, 0);
  await shot(page, 'units-client-progress-lb-390');
  await records.evaluate((card) => card.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -80));
  await shot(page, 'units-client-records-lb-390');
});

test("a trainer who sees lb reads a client's history in lb", async ({ page, request }) => {
  test.setTimeout(180_000);
  const coachAccount = trainerOf('units');
  const coach = await trainerApi(request, coachAccount);
  const squat = await backSquat(request, coach.headers);
  const client = await newClient(coach, 'Pat', false);
  // Two finished sessions: 215 lb x 5, then a 135 lb x 8 warm-up and 225 lb x 5.
  for (const sets of [
    [{ lb: 215, reps: 5, isWarmup: false }],
    [
      { lb: 135, reps: 8, isWarmup: true },
      { lb: 225, reps: 5, isWarmup: false },
    ],
  ]) {
    const { id } = (await coach.post('/api/sessions', {})) as { id: string };
    await coach.post(`/api/sessions/${id}/logs`, {
      logs: sets.map((set, setIndex) => ({
        clientId: client.id,
        exerciseId: squat,
        kg: toKg(set.lb, 'lb'),
        reps: set.reps,
        setIndex,
        isWarmup: set.isWarmup,
        verification: 'verified',
        flag: 'ok',
      })),
    });
    await coach.post(`/api/sessions/${id}/end`);
  }

  await page.setViewportSize({ width: 1024, height: 768 });
  // The coach chooses pounds for themself; their gym stays in kg.
  const me = (await coach.get('/api/me')) as { id: string };
  const chosen = await request.put(`/api/users/${me.id}`, {
    headers: coach.headers,
    data: { unit: 'lb' },
  });
  expect(chosen.ok()).toBe(true);
  await logIn(page, coachAccount);
  await page.goto(`/trainer/clients/${client.id}`);
  await expect(page.getByRole('heading', { name: client.fullName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal records' })).toContainText(
    '225 lb × 5 · e1RM 262.5 lb',
  );
  const e1rm = page.getByRole('region', { name: 'Estimated 1RM over time' });
  await expect(e1rm.locator('.recharts-surface')).toBeVisible();
  // Both sessions fall on today: the day's best, 225 lb x 5.
  await expect(e1rm.locator('figcaption')).toContainText('262.5 lb');
  const volume = page.getByRole('region', { name: 'Volume per week' });
  await expect(volume).toContainText('lb × reps');
  await expect(volume.locator('.recharts-surface')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\bkg\b/);
  await expectNoSeriousA11yViolations(page, 'client page in lb');
  await page.mouse.move(0, 0);
  await shot(page, 'units-trainer-client-page-lb-1024', true);

  await page
    .getByRole('row')
    .filter({ hasText: client.fullName })
    .first()
    .getByRole('link')
    .click();
  const squatRow = page.getByRole('row').filter({ hasText: 'Back Squat' });
  await expect(squatRow).toContainText('135 lb × 8');
  await expect(squatRow).toContainText('225 lb × 5');
  await expect(squatRow).toContainText('Previous: 215 lb × 5');
  await expectNoSeriousA11yViolations(page, 'session summary in lb');
  await shot(page, 'units-trainer-session-summary-lb-1024');
});
