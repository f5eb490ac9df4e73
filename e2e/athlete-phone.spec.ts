import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { registerClient, signedIn, trainerOf } from './support/accounts';
import { cellOf } from './support/grid';
import { endLiveSessions } from './support/gym';
import { planWorkout, trainerApi } from './support/plan';
import { expect, test } from './support/test';

// The athlete's phone in the live session (issue 30): a coach's tablet, two athletes' phones and
// the gym's TV in one room.
const tablet = { width: 1024, height: 768 };
const phone = { width: 390, height: 844 };
const tv = { width: 1920, height: 1080 };
const SHOTS = process.env.ATHLETE_SHOTS_DIR ?? '/work/shots/athlete-phone';
/** The bar for the coach's grid and the TV to show an athlete's set. */
const WITHIN_A_SECOND = { timeout: 1_000 };

const trainer = trainerOf('athlete-phone');

/** Joins the session from the client home with its typed code, onto the live screen. */
async function joinByCode(page: Page, joinCode: string, sessionId: string) {
  await expect(page).toHaveURL(/\/client$/);
  await page.getByRole('button', { name: 'Join Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join a live session' });
  await dialog.getByLabel('Session code').fill(joinCode);
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/session/${sessionId}$`));
  await expect(
    page.getByRole('status').filter({ hasText: `Joined session ${joinCode}.` }),
  ).toBeVisible();
}

/** A grid cell's main button, by the start of its spoken name ('Back Squat, Robin: …'). */

/** The phone's card of one exercise, by its head's name. */
function exerciseCard(page: Page, exercise: string): Locator {
  return page.getByRole('listitem').filter({
    has: page.getByRole('button', { name: new RegExp(exercise) }),
  });
}

const currentSet = (page: Page) => page.getByRole('region', { name: /^Current set/ });

/**
 * Waits for the page's toasts to go (1.8 s each): a screenshot shows the screen, and axe never
 * measures a toast sliding over the header.
 */
async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

/** Logs the phone's current set at `kg` (stepped up from 0) with `reps` as pre-filled. */
async function logSetAt(page: Page, kg: number, rpe?: string) {
  const card = currentSet(page);
  for (let i = 0; i < kg / 2.5; i += 1) {
    await card.getByRole('button', { name: 'Weight up 2.5 kg' }).click();
  }
  await expect(card.getByRole('status').first()).toHaveText(String(kg));
  if (rpe) await card.getByRole('radio', { name: rpe, exact: true }).click();
  await card.getByRole('button', { name: 'Log set' }).click();
}

interface ServerSet {
  kg: number;
  reps: number;
  rpe?: number;
  by: string;
  verification: string;
}

/** An athlete's Back Squat sets as the server holds them, read with the coach's token. */
async function serverSquatLog(
  request: APIRequestContext,
  sessionId: string,
  firstName: string,
): Promise<(ServerSet | null)[]> {
  const api = await trainerApi(request, trainer);
  const { state } = (await api.get(`/api/sessions/${sessionId}/state`)) as {
    state: {
      clients: { id: string; firstName: string }[];
      exercises: { id: string; name: string }[];
      cells: Record<string, Record<string, { log?: (ServerSet | null)[] }>>;
    };
  };
  const clientId = state.clients.find((c) => c.firstName === firstName)?.id ?? '';
  const squatId = state.exercises.find((e) => e.name === 'Back Squat')?.id ?? '';
  return state.cells[squatId]?.[clientId]?.log ?? [];
}

test('two athletes log sets from their phones while the coach and the TV follow, one through a Wi-Fi drop, and both rate the session at its end', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  mkdirSync(SHOTS, { recursive: true });
  const api = await trainerApi(request, trainer);
  await endLiveSessions(api);
  // Back Squat 4 × 6–8 after two warm-ups of 8, paired with Bench Press as station A.
  const workoutId = await planWorkout(api);

  // The coach opens the session on the tablet and starts it.
  const coach = await signedIn(browser, trainer, tablet);
  await coach.goto(`/trainer/session?workoutId=${workoutId}`);
  await expect(coach).toHaveURL(/\/trainer\/session\/[0-9a-f-]{36}$/);
  const sessionId = coach.url().split('/').pop() as string;
  await coach.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(coach.getByRole('button', { name: 'Finish Session' })).toBeVisible();
  const { joinCode } = (await api.get(`/api/sessions/${sessionId}/state`)) as { joinCode: string };

  // The TV, paired with the session.
  const screen = await (await browser.newContext({ viewport: tv })).newPage();
  await screen.goto('/cast');
  const shownId = screen.getByTestId('screen-id');
  await expect(shownId).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, { timeout: 15_000 });
  await api.post('/cast/connect', { screenId: (await shownId.textContent()) ?? '', sessionId });
  await expect(screen).toHaveURL(new RegExp(`/cast/${sessionId}$`));

  // Two athletes sign up and join with the typed code.
  const robin = await signedIn(browser, await registerClient(request, 'phone-a', 'Robin'), phone);
  await joinByCode(robin, joinCode, sessionId);
  const sam = await signedIn(browser, await registerClient(request, 'phone-b', 'Sam'), phone, true);
  await joinByCode(sam, joinCode, sessionId);
  await expect(cellOf(coach, 'Back Squat', 'Robin')).toBeVisible();
  await expect(cellOf(coach, 'Back Squat', 'Sam')).toBeVisible();

  // Each phone lists the athlete's exercises with their station and sets, the first set current.
  const robinSquat = exerciseCard(robin, 'Back Squat');
  await expect(robinSquat.getByRole('button')).toContainText('Station A');
  await expect(robinSquat.getByRole('listitem')).toHaveCount(6);
  await expect(exerciseCard(robin, 'Bench Press')).toBeVisible();
  await expect(currentSet(robin)).toContainText('Back Squat');
  await expect(currentSet(robin)).toContainText('Set 1 of 6 · Warm-up');
  await toastsGone(robin);
  await expectNoSeriousA11yViolations(robin, 'the athlete’s live screen');

  // The coach runs the interval timer; the phones run it too.
  await coach.getByRole('button', { name: 'Start timer' }).click();
  await expect(robin.getByRole('timer', { name: 'Interval timer' })).not.toContainText('Ready');

  // Robin logs the first set with RPE 8: the phone shows it at once, the coach and TV within a second.
  await logSetAt(robin, 20, '8');
  const firstSet = robinSquat.getByRole('listitem').first();
  await expect(firstSet).toContainText('Done 20 kg × 8, RPE 8', { timeout: 200 });
  await expect(firstSet).toContainText('Waiting for your coach');
  await expect(currentSet(robin)).toContainText('Set 2 of 6 · Warm-up');
  await Promise.all([
    expect(cellOf(coach, 'Back Squat', 'Robin')).toHaveAccessibleName(
      /1\/6 sets done, Logged by athlete, not checked/,
      WITHIN_A_SECOND,
    ),
    expect(screen.getByRole('img', { name: /^Back Squat, Robin: .*1\/6 sets done/ })).toBeVisible(
      WITHIN_A_SECOND,
    ),
  ]);
  await toastsGone(robin);
  // The coach's timer, past its 10 s prepare, counts the work down on the phone.
  await expect(robin.getByRole('timer', { name: 'Interval timer' })).toContainText('Work', {
    timeout: 15_000,
  });
  await robin.screenshot({ path: `${SHOTS}/athlete-timer-running-390x844.png` });
  await exerciseCard(robin, 'Bench Press').scrollIntoViewIfNeeded();
  await robin.screenshot({ path: `${SHOTS}/athlete-list-390x844.png` });

  // The coach verifies it; the phone says so.
  await cellOf(coach, 'Back Squat', 'Robin').click();
  await coach.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(firstSet).toContainText('Verified by coach');
  expect((await serverSquatLog(request, sessionId, 'Robin'))[0]).toMatchObject({
    kg: 20,
    reps: 8,
    rpe: 8,
    by: 'athlete',
    verification: 'verified',
  });

  // The coach changes Robin's next set on the grid: the phone's card shows it within a second.
  const robinKg = currentSet(robin).getByRole('group', { name: 'Weight (kg)' }).locator('output');
  const before = Number(await robinKg.textContent());
  await coach.getByRole('button', { name: 'Weight up 2.5 kg' }).click();
  await expect(robinKg).toHaveText(String(before + 2.5), WITHIN_A_SECOND);

  // Sam goes back home, finds the session there, and returns to it.
  await sam.getByRole('link', { name: 'Home' }).click();
  const back = sam.getByRole('link', { name: /^Back to live session/ });
  await expect(back).toContainText('Plan on the floor');
  await toastsGone(sam);
  await sam.screenshot({ path: `${SHOTS}/client-home-back-to-live-390x844.png` });
  await expectNoSeriousA11yViolations(sam, 'the client home with a live session');
  await back.click();
  await expect(sam).toHaveURL(new RegExp(`/client/session/${sessionId}$`));

  // Sam's Wi-Fi drops: two sets logged show at once, wait on the phone, and reach the server once.
  await expect(currentSet(sam)).toContainText('Set 1 of 6');
  await sam.context().setOffline(true);
  await expect(sam.getByText(/^Offline:/)).toBeVisible({ timeout: 20_000 });
  await logSetAt(sam, 10);
  await logSetAt(sam, 12.5);
  const samSets = exerciseCard(sam, 'Back Squat').getByRole('listitem');
  await expect(samSets.nth(0)).toContainText('Done 10 kg × 8');
  await expect(samSets.nth(1)).toContainText('Done 12.5 kg × 8');
  await expect(sam.getByText('2 changes waiting to be sent')).toBeVisible();
  await toastsGone(sam);
  await sam.screenshot({ path: `${SHOTS}/athlete-offline-390x844.png` });
  await expectNoSeriousA11yViolations(sam, 'the athlete’s live screen offline');
  expect(await serverSquatLog(request, sessionId, 'Sam')).toEqual([]);

  await sam.context().setOffline(false);
  await expect(sam.getByText(/^Offline:/)).toBeHidden({ timeout: 20_000 });
  await expect(cellOf(coach, 'Back Squat', 'Sam')).toHaveAccessibleName(/2\/6 sets done/);
  await expect
    .poll(() => serverSquatLog(request, sessionId, 'Sam'))
    .toEqual([
      expect.objectContaining({ kg: 10, reps: 8, by: 'athlete' }),
      expect.objectContaining({ kg: 12.5, reps: 8, by: 'athlete' }),
    ]);

  // The coach ends the session: both phones go to its feedback.
  await coach.getByRole('button', { name: 'Finish Session' }).click();
  await coach.getByRole('alertdialog').getByRole('button', { name: 'End workout' }).click();
  const feedback = new RegExp(`/client/session/feedback\\?sessionId=${sessionId}$`);
  for (const athlete of [robin, sam]) {
    await expect(athlete).toHaveURL(feedback);
    await expect(
      athlete.getByRole('heading', { name: "Well trained, Let's rate your workout" }),
    ).toBeVisible();
  }
  await robin.screenshot({ path: `${SHOTS}/athlete-after-end-390x844.png` });

  for (const page of [coach, screen, robin, sam]) await page.context().close();
});
