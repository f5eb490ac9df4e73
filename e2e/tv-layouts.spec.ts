import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logIn, trainerOf } from './support/accounts';
import { coachSocket } from './support/coach-socket';
import { endLiveSessions } from './support/gym';
import { newClient, trainerApi } from './support/plan';
import { expect, test } from './support/test';
import { openTv, smallText } from './support/tv';

// The gym TV's layouts (issue 31): the coach picks Grid, Stations, Leaderboard or Rotate on the
// cast control, and the TV on the wall (1920 x 1080) follows.
test.use({ viewport: { width: 1920, height: 1080 } });

const SHOTS = process.env.TV_SHOTS_DIR ?? '/work/shots/h-tv-layouts';
const trainer = trainerOf('tv-layouts');
const ATHLETES = ['Alex', 'Jordan', 'Priya', 'Marcus', 'Sofia', 'Liam', 'Hana', 'Diego'];
const EXERCISES = ['Back Squat', 'Bench Press', 'Deadlift'];

/** The coach's tablet (1280 x 800), signed in, on the live session it starts. */
async function coachTablet(browser: Browser): Promise<{ page: Page; sessionId: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logIn(page, trainer);
  await page.goto('/trainer/session');
  await expect(page).toHaveURL(/\/trainer\/session\/[0-9a-f-]{36}$/);
  return { page, sessionId: page.url().split('/').pop() as string };
}

async function checkLayout(tv: Page, name: string) {
  await expect(tv.getByRole('timer', { name: 'Session clock' })).toBeVisible();
  expect(await smallText(tv), `text under 28 px on the ${name} layout`).toEqual([]);
  await expectNoSeriousA11yViolations(tv, `/cast/{id} ${name}`);
  await tv.screenshot({ path: `${SHOTS}/tv-${name}-1920x1080.png` });
}

test('the TV follows the layout the coach picks: stations, leaderboard, rotate', async ({
  page: tv,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const api = await trainerApi(tv.request, trainer);
  await endLiveSessions(api);
  const screenId = await openTv(tv);
  const athletes = [];
  for (const name of ATHLETES) athletes.push(await newClient(api, name, false));
  const library = (await api.get('/api/exercises')) as { id: string; name: string }[];
  const exercises = EXERCISES.map((name) => {
    const found = library.find((e) => e.name === name);
    if (!found) throw new Error(`${name} is not in the library`);
    return found;
  });

  const coach = await coachTablet(browser);
  const floor = await coachSocket(baseURL!, api.token, coach.sessionId);
  try {
    // The start clears the stations' assignments: the floor is set up after it.
    await coach.page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(coach.page.getByRole('button', { name: 'Finish Session' })).toBeVisible();
    // The tablet shows the start before the server has it; the floor waits for it to commit.
    await floor.heard('session:start');
    await floor.op('clients:add', { clientIds: athletes.map((a) => a.id) });
    await floor.op('exercises:add', { exerciseIds: exercises.map((e) => e.id) });
    // Three stations, the athletes spread over them, each at a load of their own.
    for (const [i, athlete] of athletes.entries()) {
      const exercise = exercises[i % exercises.length]!;
      await floor.op('client:assign', { userId: athlete.id, exerciseId: exercise.id });
      await floor.op('cell:update', {
        exerciseId: exercise.id,
        userId: athlete.id,
        value: { kg: 60 + i * 10, reps: 5 },
      });
    }
    await api.post('/cast/connect', { screenId, sessionId: coach.sessionId });
    await expect(tv).toHaveURL(new RegExp(`/cast/${coach.sessionId}$`));
    await expect(tv.getByRole('table')).toBeVisible();
    await checkLayout(tv, 'grid');

    // The coach's cast control: the screen is connected, the TV's layout is on it.
    await coach.page.getByRole('button', { name: /^Disconnect from / }).click();
    const control = coach.page.getByRole('dialog', { name: 'Connect to screen' });
    const layouts = control.getByRole('radiogroup', { name: 'TV layout' });
    await control.getByRole('radio', { name: '1 point per set' }).click();

    await layouts.getByRole('radio', { name: 'Stations' }).click();
    const squat = tv.getByRole('region', { name: 'Station 1' });
    await expect(squat).toBeVisible({ timeout: 1_000 });
    await expect(squat).toContainText(athletes[0]!.firstName);
    await expect(squat).toContainText('60 kg × 5');
    await expect(squat).toContainText('each side');
    await checkLayout(tv, 'stations');

    await layouts.getByRole('radio', { name: 'Leaderboard' }).click();
    const board = tv.getByRole('region', { name: /^Top athletes/ });
    await expect(board).toBeVisible({ timeout: 1_000 });
    await expect(board).toContainText('No verified sets yet');
    // A set the coach verifies puts its athlete on the board.
    const lifter = athletes[1]!;
    await floor.op('cell:verify', {
      exerciseId: exercises[1]!.id,
      userId: lifter.id,
      verification: 'verified',
    });
    await expect(board.getByRole('listitem').first()).toContainText(lifter.firstName, {
      timeout: 1_000,
    });
    await expect(board).toContainText('350 kg');
    // More verified sets fill the board, heaviest volume first.
    for (const i of [4, 6, 7]) {
      await floor.op('cell:verify', {
        exerciseId: exercises[i % exercises.length]!.id,
        userId: athletes[i]!.id,
        verification: 'verified',
      });
    }
    await expect(board.getByRole('listitem')).toHaveCount(4, { timeout: 1_000 });
    await expect(board.getByRole('listitem').first()).toContainText(athletes[7]!.firstName);
    await checkLayout(tv, 'leaderboard');

    await layouts.getByRole('radio', { name: 'Rotate' }).click();
    await control.getByRole('radio', { name: '10 s' }).click();
    await expect(tv.getByRole('table')).toBeVisible({ timeout: 1_000 });
    await expect(tv.getByRole('region', { name: 'Station 1' })).toBeVisible({ timeout: 12_000 });
    await expect(tv.getByRole('timer', { name: 'Session clock' })).toBeVisible();
    await expect(board).toBeVisible({ timeout: 12_000 });
    await expect(tv.getByRole('timer', { name: 'Session clock' })).toBeVisible();
    await expectNoSeriousA11yViolations(coach.page, 'the cast control');
    await coach.page.screenshot({ path: `${SHOTS}/coach-cast-control-1280x800.png` });
  } finally {
    floor.socket.disconnect();
    await coach.page.context().close();
  }
});

test('Back shows only where a mouse or keyboard can press it, never on a TV', async ({
  page: desk,
  browser,
}) => {
  const api = await trainerApi(desk.request, trainer);
  await endLiveSessions(api);
  // A TV: no mouse to hover or aim with (a touch-only pointer, as Chromium reports it).
  const context = await browser.newContext({
    viewport: { width: 1920, height: 1080 },
    hasTouch: true,
  });
  const tv = await context.newPage();
  try {
    for (const [screen, backShown] of [
      [tv, false],
      [desk, true],
    ] as const) {
      const screenId = await openTv(screen);
      const { id: sessionId } = (await api.post('/api/sessions', {})) as { id: string };
      await api.post('/cast/connect', { screenId, sessionId });
      await expect(screen).toHaveURL(new RegExp(`/cast/${sessionId}$`));
      await expect(screen.getByRole('timer', { name: 'Session clock' })).toBeVisible();
      await expect(screen.getByRole('button', { name: 'Back' })).toBeVisible({
        visible: backShown,
      });
      await api.post(`/api/sessions/${sessionId}/end`);
    }
  } finally {
    await context.close();
  }
});
