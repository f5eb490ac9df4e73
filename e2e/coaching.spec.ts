import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logIn, trainerOf } from './support/accounts';
import { cellOf } from './support/grid';
import { endLiveSessions } from './support/gym';
import { intakeOf } from './support/intake';
import { trainerApi } from './support/plan';
import { openTool } from './support/session-tools';
import { expect, test } from './support/test';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/coach-live';
const tablet = { width: 1024, height: 768 };
const laptop = { width: 1280, height: 800 };

test.use({ viewport: tablet });
test.describe.configure({ timeout: 120_000 });

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of [tablet, laptop]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(tablet);
}

test('the coach runs a second session for a client and the summary shows improved and a PR', async ({
  page,
  request,
}) => {
  const trainer = trainerOf('coaching');
  const api = await trainerApi(request, trainer);
  await endLiveSessions(api);
  // A client of the coach's own, made with the intake wizard's call.
  // Letters only, so the name reads as a name; unique, so the grid's labels find this client.
  const suffix = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 5);
  const firstName = `Rhea${suffix}`;
  const client = (await api.post(
    '/api/clients',
    intakeOf({
      name: `${firstName} Coachingtest`,
      gender: 'female',
      email: `e2e-coaching-${randomUUID()}@example.com`,
      age: 31,
      weightKg: 62,
    }),
  )) as { id: string };
  const library = (await api.get('/api/exercises')) as { id: string; name: string }[];
  const bench = library.find((e) => e.name === 'Bench Press');
  if (!bench) throw new Error('Bench Press is not in the library');

  // The first session, seeded through the API: a verified 60 kg x 5 bench (e1RM 70 kg).
  const first = (await api.post('/api/sessions', {})) as { id: string };
  await api.post(`/api/sessions/${first.id}/clients`, { clientIds: [client.id] });
  await api.post(`/api/sessions/${first.id}/logs`, {
    logs: [
      {
        id: randomUUID(),
        clientId: client.id,
        exerciseId: bench.id,
        kg: 60,
        reps: 5,
        isWarmup: false,
        verification: 'verified',
        flag: 'ok',
      },
    ],
  });
  await api.post(`/api/sessions/${first.id}/end`);
  // Today's check-in, made by the coach for the client: an injured left knee.
  await api.post(`/api/clients/${client.id}/lifestyle`, {
    date: new Date().toISOString(),
    sleep: 3,
    stress: 3,
    soreness: 2,
    bodyWeight: 62,
    injuries: { 'left-knee': 'injured' },
  });

  // The second session, on the tablet.
  await logIn(page, trainer);
  await page.goto('/trainer/session');
  await expect(page).toHaveURL(/\/trainer\/session\/[0-9a-f-]{36}$/);
  const sessionId = page.url().split('/').pop() as string;
  await page.getByRole('button', { name: 'Add clients' }).click();
  const clients = page.getByRole('dialog', { name: 'Add clients' });
  await clients.getByLabel(firstName).check();
  await clients.getByRole('button', { name: 'Add', exact: true }).click();
  await openTool(page, 'Add exercise');
  const picker = page.getByRole('dialog', { name: 'Add exercise' });
  for (const name of ['Bench Press', 'Back Squat']) {
    await picker.getByRole('searchbox', { name: 'Search exercises' }).fill(name);
    await picker.getByLabel(name, { exact: true }).check();
  }
  await picker.getByRole('button', { name: 'Add', exact: true }).click();

  // The server's coaching: the squat loads the injured knee; the bench has history.
  await expect(cellOf(page, 'Back Squat', firstName)).toHaveAccessibleName(/, Injury$/);
  await expect(cellOf(page, 'Bench Press', firstName)).toHaveAccessibleName(/0 reps$/);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await shot(page, 'flags');

  await page.getByRole('button', { name: `Alerts for ${firstName}` }).click();
  const alerts = page.getByRole('dialog', { name: `Alerts for ${firstName}` });
  await expect(alerts).toContainText('Injuries: Left Knee');
  await expect(alerts).toContainText('Never done: Back Squat');
  await expect(alerts).toContainText('Back Squat: Injury');
  await expectNoSeriousA11yViolations(page, 'the Alerts modal');
  await shot(page, 'alerts');
  await page.keyboard.press('Escape');

  // See PR for an exercise the client never did: the empty state.
  await cellOf(page, 'Back Squat', firstName).click();
  await openTool(page, 'See PR');
  await expect(page.getByRole('dialog', { name: 'Personal record' })).toContainText(
    'No history yet for this client and exercise.',
  );
  await shot(page, 'see-pr-empty');
  await page.keyboard.press('Escape');

  // See PR and Last for the bench.
  await cellOf(page, 'Bench Press', firstName).click();
  await openTool(page, 'See PR');
  const pr = page.getByRole('dialog', { name: 'Personal record' });
  await expect(pr).toContainText('60 kg × 5 (estimated 1RM 70 kg)');
  await shot(page, 'see-pr');
  await page.keyboard.press('Escape');
  await openTool(page, 'Last');
  const last = page.getByRole('dialog', { name: 'Last time' });
  await expect(last).toContainText('60 kg × 5');
  await expect(last).toContainText('verified');
  await expectNoSeriousA11yViolations(page, 'Last');
  await shot(page, 'last');
  await page.keyboard.press('Escape');

  // Today's check-in reads 64 (sleep 3, stress 3, soreness 2): the rule takes 5 % off the
  // client's loads, and the coach keeps the plan for the bench, whose test is today.
  await expect(page.getByText('Readiness 64: -5 %')).toBeVisible();
  await page.getByRole('button', { name: `Keep plan for ${firstName}` }).click();
  await expect(page.getByText('Plan kept (readiness -5 %)')).toBeVisible();

  // Suggest at 100 % of the 1RM: 70 kg for 1, above the 70 kg e1RM of 60 x 5 (Epley 72.3).
  await openTool(page, 'Suggest');
  const suggest = page.getByRole('dialog', { name: 'Suggest weights' });
  for (let i = 0; i < 8; i += 1) {
    await suggest.getByRole('button', { name: /^Increase Percent/ }).click();
  }
  await expect(suggest.locator('output')).toHaveText('100');
  await suggest.getByRole('radio', { name: 'Working set' }).click();
  await expectNoSeriousA11yViolations(page, 'Suggest');
  await shot(page, 'suggest');
  await suggest.getByRole('button', { name: 'Fill' }).click();
  await expect(cellOf(page, 'Bench Press', firstName)).toHaveAccessibleName(/70 kg, 1 reps/);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(cellOf(page, 'Bench Press', firstName)).toHaveAccessibleName(/, PR$/);
  await shot(page, 'pr-flag');

  await page.getByRole('button', { name: 'Finish Session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End workout' }).click();
  // The coach stays to see the summary just earned; reopening the session shows it too.
  await expect(page.getByRole('region', { name: 'Session summary' })).toBeVisible();
  await page.goto(`/trainer/session/${sessionId}`);
  const summary = page.getByRole('region', { name: 'Session summary' });
  await expect(summary).toBeVisible();
  await expect(page.getByRole('row', { name: /Bench Press/ })).toContainText('PR +3.3%');
  await shot(page, 'summary-progress');
  await page.getByRole('radio', { name: 'Comparison' }).click();
  await expect(page.getByRole('row', { name: /Bench Press/ })).toContainText('improved +3.3%');
  await expectNoSeriousA11yViolations(page, 'the summary');
  await shot(page, 'summary-comparison');
});
