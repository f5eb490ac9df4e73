import { mkdirSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logIn, trainerOf } from './support/accounts';
import { coachsClient, verifiedSession } from './support/challenge-people';
import { endLiveSessions } from './support/gym';
import { trainerApi } from './support/plan';
import { expect, test } from './support/test';
import { openTv, smallText } from './support/tv';

// A challenge's board on the gym TV (issue 31): the coach picks one of their open challenges on
// the cast control, and the TV on the wall (1920 x 1080) shows its board, an athlete who opted
// out of their name there by initials; Rotate cycles through the layouts the coach chose.
test.use({ viewport: { width: 1920, height: 1080 } });

const SHOTS = process.env.TV_SHOTS_DIR ?? '/work/shots/h-tv-challenge';
const trainer = trainerOf('tv-challenge');
const today = new Date().toISOString().slice(0, 10);
const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** The coach's tablet (1280 x 800), signed in, on the live session it starts. */
async function coachTablet(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logIn(page, trainer);
  await page.goto('/trainer/session');
  await expect(page).toHaveURL(/\/trainer\/session\/[0-9a-f-]{36}$/);
  return { page, sessionId: page.url().split('/').pop() as string };
}

test("the coach puts a challenge's board on the TV, an opted-out athlete shown by initials", async ({
  page: tv,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  const api = await trainerApi(request, trainer);
  await endLiveSessions(api);

  // Two of the coach's clients; Riley turns 'Show my name on the gym TV' off.
  const riley = await coachsClient(request, api, 'Riley');
  const sam = await coachsClient(request, api, 'Sam');
  const tokenOf = async (credentials: { email: string; password: string }) => {
    const auth = await request.post('/api/token/auth', { data: credentials });
    return { authorization: `Bearer ${((await auth.json()) as { token: string }).token}` };
  };
  const rileyAuth = await tokenOf(riley.credentials);
  const optOut = await request.put(`/api/users/${riley.id}`, {
    headers: rileyAuth,
    data: { showNameOnTv: false },
  });
  expect(optOut.ok(), await optOut.text()).toBe(true);

  // The coach's challenge, which both join, scored from a session the coach verified.
  const challenge = (await api.post('/api/challenges', {
    name: 'TV Volume Week',
    metric: 'volume',
    startDate: today,
    endDate: inAWeek,
  })) as { id: string };
  for (const headers of [rileyAuth, await tokenOf(sam.credentials)]) {
    const joined = await request.post(`/api/challenges/${challenge.id}/participants`, { headers });
    expect(joined.ok(), await joined.text()).toBe(true);
  }
  await verifiedSession(baseURL!, api, [
    { userId: riley.id, kg: 100, reps: 5 },
    { userId: sam.id, kg: 80, reps: 5 },
  ]);

  // The TV, paired with the coach's live session on the tablet.
  const screenId = await openTv(tv);
  const coach = await coachTablet(browser);
  try {
    await api.post('/cast/connect', { screenId, sessionId: coach.sessionId });
    await expect(tv).toHaveURL(new RegExp(`/cast/${coach.sessionId}$`));

    await coach.page.getByRole('button', { name: /^Disconnect from / }).click();
    const control = coach.page.getByRole('dialog', { name: 'Connect to screen' });
    const layouts = control.getByRole('radiogroup', { name: 'TV layout' });
    // The challenge board is there to pick once a challenge is chosen.
    await expect(layouts.getByRole('radio', { name: 'Challenge' })).toBeDisabled();
    await control.getByLabel('Challenge on the TV').selectOption({ label: 'TV Volume Week' });
    await layouts.getByRole('radio', { name: 'Challenge' }).click();

    const board = tv.getByRole('region', { name: 'Challenge · TV Volume Week' });
    await expect(board).toBeVisible({ timeout: 3_000 });
    await expect(board).toContainText('Total verified volume');
    await expect(board.getByRole('listitem')).toHaveText([
      /^1\.\s*R\. L\.\s*500 kg$/,
      /^2\.\s*Sam\s*400 kg$/,
    ]);
    await expect(tv.getByText(/Riley/)).toHaveCount(0);
    await expect(tv.getByRole('timer', { name: 'Session clock' })).toBeVisible();
    expect(await smallText(tv), 'text under 28 px on the challenge layout').toEqual([]);
    await expectNoSeriousA11yViolations(tv, '/cast/{id} challenge');
    await tv.screenshot({ path: `${SHOTS}/tv-challenge-1920x1080.png` });

    // Rotate through the grid and the challenge board only, every 10 s.
    await layouts.getByRole('radio', { name: 'Rotate' }).click();
    const through = control.getByRole('group', { name: 'Rotate through (at least two)' });
    await expect(through.getByRole('button', { name: 'Challenge' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const name of ['Stations', 'Leaderboard']) {
      await through.getByRole('button', { name }).click();
      await expect(through.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    await control.getByRole('radio', { name: '10 s' }).click();
    // The grid of a session with nobody on it yet, then the board, then the grid again.
    const grid = tv.getByText('Waiting for the coach to add exercises.');
    await expect(grid).toBeVisible({ timeout: 1_000 });
    await expect(board).toBeVisible({ timeout: 12_000 });
    await expect(grid).toBeVisible({ timeout: 12_000 });
    await expectNoSeriousA11yViolations(coach.page, 'the cast control with the challenge');
    await coach.page.screenshot({ path: `${SHOTS}/coach-tv-controls-1280x800.png` });
  } finally {
    await coach.page.context().close();
  }
});

test('a challenge past its last day shows as ended, on the phone and the coach’s screen, and takes no one', async ({
  browser,
  request,
}) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  const api = await trainerApi(request, trainer);
  const noor = await coachsClient(request, api, 'Noor');
  const past = (await api.post('/api/challenges', {
    name: 'October Streak',
    metric: 'streak',
    startDate: new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10),
    endDate: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
  })) as { id: string };

  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await logIn(phone, noor.credentials);
  await phone.goto('/client/challenges');
  await expect(phone.getByRole('heading', { name: 'October Streak · Ended' })).toBeVisible();
  await expect(phone.getByText('This challenge has ended. Its board is final.')).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Join October Streak' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(phone, '/client/challenges with an ended challenge');
  await phone.screenshot({ path: `${SHOTS}/client-ended-challenge-390x844.png` });

  // Asked anyway, the server says no, in words.
  const auth = await request.post('/api/token/auth', { data: noor.credentials });
  const { token } = (await auth.json()) as { token: string };
  const late = await request.post(`/api/challenges/${past.id}/participants`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { message: string }).message).toBe(
    'This challenge has ended: its last day has passed',
  );

  const coach = await (
    await browser.newContext({ viewport: { width: 1024, height: 768 } })
  ).newPage();
  await logIn(coach, trainer);
  await coach.goto('/trainer/challenges');
  await expect(coach.getByRole('heading', { name: 'October Streak · Ended' })).toBeVisible();
  await coach.screenshot({ path: `${SHOTS}/trainer-ended-challenge-1024x768.png` });
});
