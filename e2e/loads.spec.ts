import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { registerClient, signedIn, trainerOf } from './support/accounts';
import { cellOf } from './support/grid';
import { endLiveSessions } from './support/gym';
import { planWorkout, trainerApi } from './support/plan';
import { expect, test } from './support/test';

// Loads a coach can trust (issue 35): a pound gym's plates, today's readiness on the plan's load,
// the coach's one-tap answer to it, and the next set loaded from an athlete's RPE.
const tablet = { width: 1024, height: 768 };
const phone = { width: 390, height: 844 };
const SHOTS = process.env.LOADS_SHOTS_DIR ?? '/work/shots/loads';

const trainer = trainerOf('loads');

/** A grid cell's main button, by the start of its spoken name ('Back Squat, Robin: …'). */

const currentSet = (page: Page) => page.getByRole('region', { name: /^Current set/ });

async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

test('a pound gym loads a tired client 10 % lighter on real plates, the coach keeps the plan, and an RPE 9.5 set lowers the next', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  mkdirSync(SHOTS, { recursive: true });
  const api = await trainerApi(request, trainer);
  await endLiveSessions(api);

  // The coach sets the gym to pounds: the 45 lb bar and pound plates come with it.
  const coach = await signedIn(browser, trainer, tablet);
  await coach.goto('/trainer/settings');
  await coach
    .getByRole('radiogroup', { name: 'Loads shown in' })
    .getByRole('radio', { name: 'lb', exact: true })
    .click();
  await expect(coach.getByRole('textbox', { name: 'Bar 1 (lb)', exact: true })).toHaveValue('45');
  await coach.getByRole('button', { name: 'Save settings' }).click();
  await expect(coach.getByText('Gym settings saved')).toBeVisible();

  // Robin squatted 100 kg x 5 on her own last week (an e1RM of 116.7 kg), sees loads in pounds,
  // and checks in today with sleep 2, stress 1 and soreness 2: readiness 43, -10 % by the rule.
  const robinAccount = await registerClient(request, 'loads', 'Robin');
  const auth = await request.post('/api/token/auth', { data: robinAccount });
  const { token, user } = (await auth.json()) as { token: string; user: { id: string } };
  const robinHeaders = { authorization: `Bearer ${token}` };
  const library = (await (
    await request.get('/api/exercises', { headers: robinHeaders })
  ).json()) as {
    id: string;
    name: string;
  }[];
  const squatId = library.find((e) => e.name === 'Back Squat')?.id ?? '';
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const own = await request.post(`/api/users/${user.id}/own-sets?tzOffset=0`, {
    headers: robinHeaders,
    data: {
      id: randomUUID(),
      exerciseId: squatId,
      date: lastWeek,
      sets: [{ kg: 100, reps: 5 }],
    },
  });
  expect(own.status(), await own.text()).toBe(201);
  const unit = await request.put(`/api/users/${user.id}`, {
    headers: robinHeaders,
    data: { unit: 'lb' },
  });
  expect(unit.ok()).toBe(true);
  const checkIn = await request.post(`/api/users/${user.id}/lifestyle`, {
    headers: robinHeaders,
    data: { date: new Date().toISOString(), sleep: 2, stress: 1, soreness: 2, bodyWeight: 64 },
  });
  expect(checkIn.status()).toBe(201);

  // The coach opens Back Squat 4 x 6-8 (two warm-ups at 60 %) and Robin joins from her phone.
  const workoutId = await planWorkout(api);
  await coach.goto(`/trainer/session?workoutId=${workoutId}`);
  await expect(coach).toHaveURL(/\/trainer\/session\/[0-9a-f-]{36}$/);
  const sessionId = coach.url().split('/').pop() as string;
  await coach.getByRole('button', { name: 'Start', exact: true }).click();
  const { joinCode } = (await api.get(`/api/sessions/${sessionId}/state`)) as { joinCode: string };
  const robin = await signedIn(browser, robinAccount, phone);
  await robin.getByRole('button', { name: 'Join Session' }).click();
  const join = robin.getByRole('dialog', { name: 'Join a live session' });
  await join.getByLabel('Session code').fill(joinCode);
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(robin).toHaveURL(new RegExp(`/client/session/${sessionId}$`));

  // 6 reps at RPE 8 is 78.6 % of 116.7 kg: 202.2 lb, less 10 % is 182 lb, and 180 lb is what the
  // plates make. The first warm-up is 60 % of it: 108 lb, loaded as 110 lb.
  const squat = cellOf(coach, 'Back Squat', 'Robin');
  await expect(squat).toHaveAccessibleName(/-10 %/);
  await expect(squat).toContainText('110');
  await squat.click();
  await expect(coach.getByText('Readiness 43: -10 %')).toBeVisible();
  await expect(coach.getByText('45 lb bar + 25 + 5 + 2.5 each side')).toBeVisible();
  await toastsGone(coach);
  await coach.screenshot({ path: `${SHOTS}/cell-readiness-plates-1024x768.png` });
  await expectNoSeriousA11yViolations(coach, 'the selected cell with its plates and readiness');

  // The coach keeps the plan for Robin's squat: 200 lb working, so the warm-up is 120 lb.
  await coach.getByRole('button', { name: 'Keep plan for Robin' }).click();
  await expect(coach.getByText('Plan kept (readiness -10 %)')).toBeVisible();
  await expect(squat).toContainText('120');
  await expect(squat).not.toHaveAccessibleName(/-10 %/);
  await expect(coach.getByText('45 lb bar + 35 + 2.5 each side')).toBeVisible();

  // On her phone Robin sees the same set in pounds, with its plates.
  const card = currentSet(robin);
  await expect(card.getByRole('group', { name: 'Weight (lb)' }).locator('output')).toHaveText(
    '120',
  );
  await expect(card).toContainText('45 lb bar + 35 + 2.5 each side');
  await toastsGone(robin);
  await robin.screenshot({ path: `${SHOTS}/athlete-set-lb-390x844.png` });
  await expectNoSeriousA11yViolations(robin, 'the athlete’s set in pounds');

  // She logs both warm-ups, then her first working set, 200 lb x 6, at RPE 9.5.
  for (const place of ['Set 1 of 6', 'Set 2 of 6']) {
    await expect(card).toContainText(place);
    await card.getByRole('button', { name: 'Log set' }).click();
  }
  await expect(card).toContainText('Set 3 of 6');
  await expect(card.getByRole('group', { name: 'Weight (lb)' }).locator('output')).toHaveText(
    '200',
  );
  await card.getByRole('radio', { name: '9.5', exact: true }).click();
  await card.getByRole('button', { name: 'Log set' }).click();

  // 6 reps at RPE 9.5 is 82.4 %: an e1RM of 242.7 lb, and 6 at RPE 8 (78.6 %) is 190.8 lb: the
  // next set is 190 lb, on the phone and on the coach's grid.
  await expect(card).toContainText('Set 4 of 6');
  await expect(card.getByRole('group', { name: 'Weight (lb)' }).locator('output')).toHaveText(
    '190',
  );
  await expect(card).toContainText('RPE 9.5 on 200 lb x 6: next 190 lb');
  await expect(squat).toContainText('190');
  await toastsGone(robin);
  await robin.screenshot({ path: `${SHOTS}/athlete-next-from-rpe-390x844.png` });
});
