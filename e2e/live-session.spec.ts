import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { type Credentials, logIn, trainerOf } from './support/accounts';
import { cellOf } from './support/grid';
import { coachClients, endLiveSessions, type GymClient } from './support/gym';
import { newClient, planWorkout, trainerApi } from './support/plan';
import { openTool } from './support/session-tools';
import { expect, test } from './support/test';

const SHOTS = '/tmp/shots-w8';
const GRID_SHOTS = process.env.GRID_SHOTS_DIR ?? '/tmp/shots-gridspeed';
const PLAN_SHOTS = process.env.PLAN_SHOTS_DIR ?? '/work/shots/planend';
const tablet = { width: 1024, height: 768 };
const EIGHT_CLIENTS: GymClient[] = [
  'Alex Morgan',
  'Jordan Lee',
  'Priya Shah',
  'Marcus Brown',
  'Sofia Rossi',
  "Liam O'Connor",
  'Hana Kim',
  'Diego Santos',
];
const SIX_EXERCISES = [
  'Back Squat',
  'Front Squat',
  'Goblet Squat',
  'Leg Press',
  'Bench Press',
  'Deadlift',
];

/**
 * The test's own trainer (each test starts sessions, and the start route asks first while one is
 * live), coaching `clients`, with no session left live by an earlier run of the test.
 */
async function ownTrainer(
  request: APIRequestContext,
  index: number,
  clients: readonly GymClient[] = [],
): Promise<Credentials> {
  const trainer = trainerOf('live-session', index);
  const api = await trainerApi(request, trainer);
  await coachClients(api, clients);
  await endLiveSessions(api);
  return trainer;
}

/**
 * A signed-in coach on a page of its own browser context. `byAddress` opens the app at 127.0.0.1:
 * the socket library treats the browser going offline as a lost connection everywhere except on
 * 'localhost', which is what a gym's tablet sees when its Wi-Fi drops.
 */
async function coachPage(
  browser: Browser,
  trainer: Credentials,
  viewport = tablet,
  byAddress = false,
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    ...(byAddress ? { baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 4100}` } : {}),
  });
  const page = await context.newPage();
  await logIn(page, trainer);
  return page;
}

/** Starts a session from the start route and returns its id. */
async function startSession(page: Page): Promise<string> {
  await page.goto('/trainer/session');
  await expect(page).toHaveURL(/\/trainer\/session\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() as string;
  await expect(page.getByRole('button', { name: 'Add clients' })).toBeVisible();
  return id;
}

async function addClients(page: Page, names: readonly string[]) {
  await page.getByRole('button', { name: 'Add clients' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add clients' });
  for (const name of names) await dialog.getByLabel(name).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function addExercises(page: Page, names: readonly string[]) {
  await openTool(page, 'Add exercise');
  const dialog = page.getByRole('dialog', { name: 'Add exercise' });
  for (const name of names) {
    await dialog.getByRole('searchbox', { name: 'Search exercises' }).fill(name);
    await dialog.getByLabel(name, { exact: true }).check();
  }
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A grid cell's main button, found by its spoken label ('Back Squat, Diego: 5 kg, 3 reps'). */
function cell(page: Page, exercise: string, client: string, kg: number, reps: number) {
  return page.getByRole('button', { name: `${exercise}, ${client}: ${kg} kg, ${reps} reps` });
}

/** The session's state as the server holds it, read with the coach's own token. */
async function serverState(request: APIRequestContext, trainer: Credentials, sessionId: string) {
  const { headers } = await trainerApi(request, trainer);
  const response = await request.get(`/api/sessions/${sessionId}/state`, { headers });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    seq: number;
    state: {
      clients: { id: string; firstName: string }[];
      exercises: { id: string; name: string }[];
      cells: Record<string, Record<string, { kg: number; reps: number }>>;
    };
  };
}

/** The demo workout 'Full Body Strength A' the server seeds, as the coach's library lists it. */
async function demoWorkoutId(request: APIRequestContext, trainer: Credentials): Promise<string> {
  const { headers } = await trainerApi(request, trainer);
  const listed = await request.get('/api/workouts', { headers });
  const body = (await listed.json()) as unknown;
  const workouts = (Array.isArray(body) ? body : (body as { items: unknown[] }).items) as {
    id: string;
    workoutName: string;
  }[];
  const workout = workouts.find((w) => w.workoutName === 'Full Body Strength A');
  if (!workout) throw new Error('the demo workout is missing');
  return workout.id;
}

test.describe('live session (trainer)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a coach runs a session from start to finish while a second device follows', async ({
    browser,
    request,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const trainer = await ownTrainer(request, 0, ['Diego Santos', 'Jordan Lee', 'Priya Shah']);
    const page = await coachPage(browser, trainer);
    const sessionId = await startSession(page);
    await expect(page.getByText(/No clients on the grid yet/)).toBeVisible();

    await addClients(page, ['Diego Santos', 'Jordan Lee', 'Priya Shah']);
    await addExercises(page, ['Back Squat', 'Front Squat', 'Goblet Squat', 'Leg Press']);
    await expect(cell(page, 'Leg Press', 'Priya', 0, 0)).toBeVisible();

    const other = await coachPage(browser, trainer);
    await other.goto(`/trainer/session/${sessionId}`);
    await expect(cell(other, 'Leg Press', 'Priya', 0, 0)).toBeVisible();

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByText('Session started')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finish Session' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Finish Session' })).toBeVisible();

    // Another device's selection shows on this one in its presence colour, and goes with it.
    const jordanLegPress = page.locator('td').filter({ has: cellOf(page, 'Leg Press', 'Jordan') });
    await cellOf(other, 'Leg Press', 'Jordan').click();
    await expect(jordanLegPress).toHaveAttribute('style', /box-shadow/);
    await other.keyboard.press('Escape');
    await expect(jordanLegPress).not.toHaveAttribute('style', /box-shadow/);

    // One cell: kg and reps steppers, then the keyboard.
    await cell(page, 'Back Squat', 'Diego', 0, 0).click();
    await page.getByRole('button', { name: 'Weight up 2.5 kg' }).click();
    await page.getByRole('button', { name: 'Weight up 2.5 kg' }).click();
    await page.getByRole('button', { name: 'Reps up 1' }).click();
    await page.getByRole('button', { name: 'Reps up 1' }).click();
    await expect(cell(page, 'Back Squat', 'Diego', 5, 2)).toBeVisible();
    await cell(page, 'Back Squat', 'Diego', 5, 2).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('+');
    await expect(cell(page, 'Back Squat', 'Jordan', 2.5, 0)).toBeVisible();

    // A whole column: Priya's KG, then Weight up.
    await page.getByRole('button', { name: 'KG Priya' }).click();
    await page.getByRole('button', { name: 'Weight up 2.5 kg' }).click();
    for (const exercise of ['Back Squat', 'Front Squat', 'Goblet Squat', 'Leg Press']) {
      await expect(cell(page, exercise, 'Priya', 2.5, 0)).toBeVisible();
      await expect(cell(other, exercise, 'Priya', 2.5, 0)).toBeVisible();
    }

    // Verify, flag, DNP.
    await cell(page, 'Back Squat', 'Diego', 5, 2).click();
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await cell(page, 'Front Squat', 'Diego', 0, 0).click();
    await page.getByRole('button', { name: 'Flag', exact: true }).click();
    await cell(page, 'Goblet Squat', 'Diego', 0, 0).click();
    await page.getByRole('button', { name: 'DNP', exact: true }).click();
    for (const [exercise, status] of [
      ['Back Squat', 'Verified'],
      ['Front Squat', 'Flagged'],
      ['Goblet Squat', 'DNP'],
    ] as const) {
      await expect(cellOf(other, exercise, 'Diego')).toContainText(status);
    }

    // Pair two exercises twice over, assign pair A to Priya and step her to the next station.
    for (const [first, second] of [
      ['Back Squat', 'Front Squat'],
      ['Goblet Squat', 'Leg Press'],
    ]) {
      await openTool(page, 'Pairing');
      const pairing = page.getByRole('dialog', { name: 'Pairing' });
      await pairing.getByLabel(first).check();
      await pairing.getByLabel(second).check();
      await pairing.getByRole('button', { name: 'Pair', exact: true }).click();
      await expect(pairing).toBeHidden();
    }
    await expect(page.getByRole('button', { name: 'Station A' })).toHaveCount(2);
    await expect(other.getByRole('button', { name: 'Station B' })).toHaveCount(2);
    await page.getByRole('button', { name: 'Assign Back Squat' }).click();
    await cellOf(page, 'Back Squat', 'Priya').click();
    const priyaCell = (p: Page, exercise: string) =>
      p.locator('td').filter({ has: cellOf(p, exercise, 'Priya') });
    await expect(priyaCell(page, 'Front Squat')).toHaveClass(/is-assigned/);
    await cellOf(page, 'Leg Press', 'Priya').click();
    await page.getByRole('button', { name: 'Next station' }).click();
    await expect(priyaCell(page, 'Goblet Squat')).toHaveClass(/is-assigned/);
    await expect(priyaCell(other, 'Leg Press')).toHaveClass(/is-assigned/);
    await expect(priyaCell(other, 'Back Squat')).not.toHaveClass(/is-assigned/);

    // A trainee note and a cell note.
    await openTool(page, 'Notes');
    let notes = page.getByRole('dialog', { name: 'Notes' });
    await notes.getByRole('button', { name: 'Add Note' }).click();
    notes = page.getByRole('dialog', { name: 'Add Note' });
    // A cell is selected (Priya's Leg Press): this note is for a trainee instead.
    await notes.getByRole('checkbox').uncheck();
    await notes.getByLabel('For').selectOption({ label: 'Jordan' });
    await notes.getByLabel('Note', { exact: true }).fill('Keep the chest up');
    await notes.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Notes' })).toContainText('Keep the chest up');
    await page.keyboard.press('Escape');
    await cellOf(page, 'Back Squat', 'Diego').click();
    await openTool(page, 'Notes');
    await page
      .getByRole('dialog', { name: 'Notes' })
      .getByRole('button', { name: 'Add Note' })
      .click();
    notes = page.getByRole('dialog', { name: 'Add Note' });
    await expect(notes.getByLabel('Back Squat · Diego')).toBeChecked();
    await notes.getByLabel('Note', { exact: true }).fill('Depth was great');
    await notes.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Notes' })).toContainText('Depth was great');
    await page.keyboard.press('Escape');

    // Warm-up on and off on the selected cell: 60 % of 5 kg is 2.5 kg, reps clamped to 6.
    await page.getByRole('button', { name: 'Warm Up' }).click();
    await expect(cell(page, 'Back Squat', 'Diego', 2.5, 6)).toBeVisible();
    await expect(cell(other, 'Back Squat', 'Diego', 2.5, 6)).toBeVisible();
    await page.getByRole('button', { name: 'Warm Up' }).click();
    await expect(cell(page, 'Back Squat', 'Diego', 5, 2)).toBeVisible();

    await page.screenshot({ path: `${SHOTS}/live-1024x768.png` });
    await expectNoSeriousA11yViolations(page, 'the live session');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/live-1280x800.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/live-390x844.png`, fullPage: true });
    await page.setViewportSize(tablet);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight), {
        message: 'the live screen fits a 1024 x 768 tablet',
      })
      .toBe(false);

    // A reload keeps it all.
    await other.reload();
    await expect(cell(other, 'Back Squat', 'Diego', 5, 2)).toContainText('Verified');
    await expect(priyaCell(other, 'Leg Press')).toHaveClass(/is-assigned/);

    // Finish through 'End workout?'.
    await page.getByRole('button', { name: 'Finish Session' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'End workout?' });
    await expect(confirm).toContainText('Are you sure? This will save this workout as completed.');
    await confirm.getByRole('button', { name: 'Back to workout' }).click();
    await page.getByRole('button', { name: 'Finish Session' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End workout' }).click();
    // The coach stays on the session, which turns into its summary.
    await expect(page.getByRole('region', { name: 'Session summary' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/trainer/session/${sessionId}$`));

    // The follower sees the summary; reopening shows it too, and the toggle is shared.
    const summary = other.getByRole('region', { name: 'Session summary' });
    await expect(summary).toBeVisible();
    await page.goto(`/trainer/session/${sessionId}`);
    await expect(page.getByRole('region', { name: 'Session summary' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Back Squat/ })).toContainText('Verified');
    await expect(page.getByRole('row', { name: /Goblet Squat/ })).toContainText('Skip');
    await page.getByRole('radio', { name: 'Comparison' }).click();
    await expect(other.getByRole('radio', { name: 'Comparison' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(summary).toContainText('new');
    await page.screenshot({ path: `${SHOTS}/summary-1024x768.png` });
    await expectNoSeriousA11yViolations(page, 'the session summary');
  });

  test('edits made offline apply at once, then reach the server once each', async ({
    browser,
    request,
  }) => {
    const trainer = await ownTrainer(request, 1, ['Sofia Rossi']);
    const page = await coachPage(browser, trainer, tablet, true);
    const sessionId = await startSession(page);
    await addClients(page, ['Sofia Rossi']);
    await addExercises(page, ['Deadlift']);
    const other = await coachPage(browser, trainer);
    await other.goto(`/trainer/session/${sessionId}`);
    await expect(cell(other, 'Deadlift', 'Sofia', 0, 0)).toBeVisible();

    await page.context().setOffline(true);
    await expect(page.getByText(/^Offline:/)).toBeVisible({ timeout: 20_000 });
    await cell(page, 'Deadlift', 'Sofia', 0, 0).click();
    for (let i = 0; i < 3; i++)
      await page.getByRole('button', { name: 'Weight up 2.5 kg' }).click();
    await page.getByRole('button', { name: 'Reps up 1' }).click();
    await expect(cell(page, 'Deadlift', 'Sofia', 7.5, 1)).toBeVisible();
    await expect(page.getByText('4 changes waiting to be sent')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/offline-1024x768.png` });

    await page.context().setOffline(false);
    await expect(page.getByText(/^Offline:/)).toBeHidden({ timeout: 20_000 });
    await expect(cell(other, 'Deadlift', 'Sofia', 7.5, 1)).toBeVisible({ timeout: 20_000 });
    await expect(cell(page, 'Deadlift', 'Sofia', 7.5, 1)).toBeVisible();

    const { state } = await serverState(request, trainer, sessionId);
    const sofia = state.clients.find((c) => c.firstName === 'Sofia');
    const deadlift = state.exercises.find((e) => e.name === 'Deadlift');
    expect(state.cells[deadlift?.id ?? '']?.[sofia?.id ?? '']).toMatchObject({ kg: 7.5, reps: 1 });
  });

  test('an edit made offline over a newer value stands, and the device it replaced is told', async ({
    browser,
    request,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const trainer = await ownTrainer(request, 2, ['Sofia Rossi']);
    const page = await coachPage(browser, trainer, tablet, true);
    const sessionId = await startSession(page);
    await addClients(page, ['Sofia Rossi']);
    await addExercises(page, ['Deadlift']);
    const other = await coachPage(browser, trainer);
    await other.goto(`/trainer/session/${sessionId}`);
    await expect(cell(other, 'Deadlift', 'Sofia', 0, 0)).toBeVisible();

    await page.context().setOffline(true);
    await expect(page.getByText(/^Offline:/)).toBeVisible({ timeout: 20_000 });
    // Online, the other device sets 10 kg; offline, this one (still showing 0) sets 5 kg.
    await cell(other, 'Deadlift', 'Sofia', 0, 0).click();
    for (let i = 0; i < 4; i++)
      await other.getByRole('button', { name: 'Weight up 2.5 kg' }).click();
    await expect(cell(other, 'Deadlift', 'Sofia', 10, 0)).toBeVisible();
    await cell(page, 'Deadlift', 'Sofia', 0, 0).click();
    for (let i = 0; i < 2; i++)
      await page.getByRole('button', { name: 'Weight up 2.5 kg' }).click();
    await expect(cell(page, 'Deadlift', 'Sofia', 5, 0)).toBeVisible();

    await page.context().setOffline(false);
    // The later edit by the server's order stands, and the replaced cell is marked and said.
    const replaced = other.locator('td').filter({ has: cellOf(other, 'Deadlift', 'Sofia') });
    await expect(replaced).toHaveClass(/is-overwritten/, { timeout: 20_000 });
    await expect(
      other.getByRole('status').filter({ hasText: 'replaced by an edit from a device' }),
    ).toHaveText(
      'Deadlift for Sofia: 10 kg × 0 was replaced by an edit from a device that was offline.',
    );
    await other.screenshot({ path: `${SHOTS}/overwrite-1024x768.png` });
    await expect(cell(other, 'Deadlift', 'Sofia', 5, 0)).toBeVisible();
    await expect(replaced).not.toHaveClass(/is-overwritten/);
    await expect(page.locator('td.is-overwritten')).toHaveCount(0);
    await expectNoSeriousA11yViolations(other, 'the live grid after a replaced value');
  });

  test('a reload shows the grid while the socket connects, without calling the tablet offline', async ({
    browser,
    request,
  }) => {
    const page = await coachPage(browser, await ownTrainer(request, 3, ['Sofia Rossi']));
    await startSession(page);
    await addClients(page, ['Sofia Rossi']);
    await addExercises(page, ['Deadlift']);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/socket.io/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(cell(page, 'Deadlift', 'Sofia', 0, 0)).toBeVisible();
    await expect(page.getByText(/^Offline:/)).toBeHidden();

    release();
    await cell(page, 'Deadlift', 'Sofia', 0, 0).click();
    await page.getByRole('button', { name: 'Reps up 1' }).click();
    await expect(cell(page, 'Deadlift', 'Sofia', 0, 1)).toBeVisible();
    await expect(page.getByText(/waiting to be sent$/)).toBeHidden({ timeout: 20_000 });
    await expect(page.getByText(/^Offline:/)).toBeHidden();
  });

  test('a reload paints the loaded workout before the grid; a failed fetch of its code offers another try', async ({
    browser,
    request,
  }) => {
    const trainer = await ownTrainer(request, 4);
    const page = await coachPage(browser, trainer, { width: 412, height: 823 });
    await page.goto(`/trainer/session?workoutId=${await demoWorkoutId(request, trainer)}`);
    await expect(page.getByRole('button', { name: 'Add clients' })).toBeVisible();

    // The grid's code: refused (the Wi-Fi dropped), then held until the test lets it through.
    let network: 'down' | 'slow' = 'down';
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/live-session-view-[\w-]+\.js$/, async (route) => {
      if (network === 'down') {
        await route.abort('internetdisconnected');
        return;
      }
      await held;
      await route.continue();
    });
    await page.reload();
    const workout = page.getByText('Custom Workout Loaded: Full Body Strength A');
    await expect(workout).toBeVisible();
    await expect(page.getByText('This session could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add clients' })).toBeHidden();
    await expectNoSeriousA11yViolations(page, 'the live screen whose grid could not be fetched');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/opening-failed-412x823.png` });

    // Unfolded while the grid is on its way, the workout panel stays unfolded when it comes.
    await workout.click();
    await expect(page.getByText('Back Squat + Bench Press')).toBeVisible();
    network = 'slow';
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Connecting...')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/opening-412x823.png` });
    release();
    await expect(page.getByRole('button', { name: 'Add clients' })).toBeVisible();
    await expect(page.getByText('Back Squat + Bench Press')).toBeVisible();
    // On a phone the grid keeps its rows on screen (the page scrolls to the panel below it).
    await workout.click();
    await expect(page.getByRole('rowheader', { name: /Barbell Row/ })).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/loaded-412x823.png` });
    await expect(page.getByText('This session could not be loaded.')).toBeHidden();
    await page.context().close();
  });

  test("a launched workout's plan is on the floor, and the end shows the summary just earned", async ({
    browser,
    request,
  }) => {
    const trainer = await ownTrainer(request, 5);
    const api = await trainerApi(request, trainer);
    const workoutId = await planWorkout(api);
    // Mara has Fast Intake's estimate (80 kg); Theo has nothing to load from yet.
    const mara = await newClient(api, 'Mara', true);
    const theo = await newClient(api, 'Theo', false);
    mkdirSync(PLAN_SHOTS, { recursive: true });
    const page = await coachPage(browser, trainer);
    await page.goto(`/trainer/session?workoutId=${workoutId}`);
    await expect(page).toHaveURL(/\/trainer\/session\/[0-9a-f-]{36}$/);
    await addClients(page, [mara.fullName, theo.fullName]);

    // The plan in the cells: 80 kg for 6 reps with two in reserve is 62.5 kg; the warm-up's two
    // sets and four working sets, none done yet. The current set is the first warm-up, 60 % of
    // it for 8 (issue 30). Both are new to these lifts: a quiet mark in the cell.
    const maraSquat = cellOf(page, 'Back Squat', mara.firstName);
    await expect(maraSquat).toHaveAccessibleName(
      `Back Squat, ${mara.firstName}: 37.5 kg, 8 reps, planned, First time, 0/6 sets done Warm-up set`,
    );
    await expect(maraSquat.locator('.cell-kg')).toHaveText('37.5');
    await expect(maraSquat.locator('.progress-count')).toHaveText('0/6');
    await expect(cellOf(page, 'Bench Press', mara.firstName)).toHaveAccessibleName(
      `Bench Press, ${mara.firstName}: 35 kg, 8 reps, planned, First time, 0/5 sets done Warm-up set`,
    );
    // Without an estimate: reps and sets, no load, and no alert badge.
    const theoSquat = cellOf(page, 'Back Squat', theo.firstName);
    await expect(theoSquat).toHaveAccessibleName(
      `Back Squat, ${theo.firstName}: – kg, 8 reps, planned, First time, 0/6 sets done Warm-up set`,
    );
    await expect(theoSquat).toContainText('First time');
    await expect(page.getByRole('button', { name: `Alerts for ${theo.firstName}` })).toHaveCount(0);
    await expect(page.getByText('4×6–8 · warm-up 2×8 @ 60%')).toBeVisible();
    await page.screenshot({ path: `${PLAN_SHOTS}/plan-grid-1024x768.png` });
    await expectNoSeriousA11yViolations(page, 'the grid with the plan');

    // Mara's squat is done as planned; the rest never happens.
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    // Her two warm-ups logged as they come, then the first working set verified.
    await maraSquat.click();
    await page.getByRole('button', { name: 'Log set', exact: true }).click();
    await expect(maraSquat.locator('.progress-count')).toHaveText('1/6');
    await page.getByRole('button', { name: 'Log set', exact: true }).click();
    await expect(maraSquat.locator('.cell-kg')).toHaveText('62.5');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(maraSquat).toContainText('Verified');
    await page.getByRole('button', { name: 'Finish Session' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End workout' }).click();

    const summary = page.getByRole('region', { name: 'Session summary' });
    await expect(summary).toBeVisible();
    const squatRow = page.getByRole('row', { name: /Back Squat/ });
    await expect(squatRow.getByRole('cell').nth(0)).toContainText('62.5 kg × 6');
    await expect(squatRow.getByRole('cell').nth(0)).toContainText('Verified');
    await expect(squatRow.getByRole('cell').nth(1)).toHaveText('–Not done');
    await expect(page.getByRole('row', { name: /Bench Press/ })).not.toContainText('Complete');
    await page.getByRole('radio', { name: 'Comparison' }).click();
    await expect(squatRow.getByRole('cell').nth(0)).toContainText('new');
    await page.getByRole('radio', { name: 'Progress' }).click();
    await expect(page.getByText('Session finished')).toBeHidden();
    await page.screenshot({ path: `${PLAN_SHOTS}/summary-after-end-1024x768.png` });
    await expectNoSeriousA11yViolations(page, 'the summary after the end');

    await page.getByRole('button', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/trainer$/);
  });

  test("a workout's plan loads with its phases, pairs and the panel's modals", async ({
    browser,
    request,
  }) => {
    const trainer = await ownTrainer(request, 6, ['Hana Kim']);
    const workoutId = await demoWorkoutId(request, trainer);
    mkdirSync(SHOTS, { recursive: true });
    const page = await coachPage(browser, trainer);
    await page.goto(`/trainer/session?workoutId=${workoutId}`);
    await expect(page).toHaveURL(/\/trainer\/session\/[0-9a-f-]{36}$/);
    await page.getByText('Custom Workout Loaded: Full Body Strength A').click();
    await expect(page.getByText('Back Squat + Bench Press')).toBeVisible();
    await expect(page.getByText('Accessories (3)')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/workout-info-1024x768.png` });
    await page.getByText('Custom Workout Loaded: Full Body Strength A').click();

    await expect(page.getByText('Strength', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous phase' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next phase' }).click();
    await expect(page.getByText('Accessories', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next phase' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add phase' }).click();
    await page.getByRole('button', { name: 'Next phase' }).click();
    await expect(page.getByText('Phase 3', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Previous phase' }).click();
    await page.getByRole('button', { name: 'Previous phase' }).click();
    await expect(page.getByRole('button', { name: 'Station A' })).toHaveCount(2);

    await addClients(page, ['Hana Kim']);
    await openTool(page, 'Intensity');
    let dialog = page.getByRole('dialog', { name: 'Intensity' });
    await expect(dialog.getByRole('radio', { name: 'Maybe Maintain' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Make Progress' }).click();
    await expect(dialog).toBeHidden();
    await openTool(page, 'Intensity');
    await expect(dialog.getByRole('radio', { name: 'Make Progress' })).toBeChecked();
    await page.keyboard.press('Escape');

    await openTool(page, 'Lifestyle');
    dialog = page.getByRole('dialog', { name: 'Lifestyle' });
    await expect(dialog).toContainText('Select a client (a cell or a column) first.');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'KG Hana' }).click();
    await openTool(page, 'Lifestyle');
    await expect(page.getByRole('dialog', { name: 'Lifestyle: Hana' })).toContainText(
      'No check-in yet.',
    );
    await page.keyboard.press('Escape');

    await cellOf(page, 'Back Squat', 'Hana').click();
    await openTool(page, 'See PR');
    await expect(page.getByRole('dialog', { name: 'Personal record' })).toContainText(
      'No history yet for this client and exercise.',
    );
    await page.keyboard.press('Escape');
    await openTool(page, 'Settings');
    dialog = page.getByRole('dialog', { name: 'Exercise Settings' });
    await expect(dialog).toContainText('For Back Squat');
    await dialog.getByRole('radio', { name: '3RM' }).click();
    await dialog.getByRole('button', { name: 'Increase Warm-up %' }).click();
    await dialog.getByRole('button', { name: 'Remove last' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await openTool(page, 'Settings');
    await expect(dialog.getByRole('radio', { name: '3RM' })).toBeChecked();
    await expect(dialog.getByRole('group', { name: 'Warm-up %' })).toContainText('62.5');
    await page.screenshot({ path: `${SHOTS}/settings-1024x768.png` });
    await expectNoSeriousA11yViolations(page, 'the exercise settings');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'More tools' }).click();
    await expect(page.getByRole('menuitem', { name: /Game of the day/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('menuitem', { name: /Custom Exercise/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('Escape');
  });

  test('a coach runs eight athletes on a 1024 x 768 tablet: typed loads, a grid that fits, the keypad', async ({
    browser,
    request,
  }) => {
    // Two tablets, the first walked through four viewports: 1.5 to 2 minutes beside the other
    // worker on the 2-core CI machine, 22 s alone.
    test.setTimeout(240_000);
    mkdirSync(GRID_SHOTS, { recursive: true });
    const trainer = await ownTrainer(request, 7, EIGHT_CLIENTS);
    const page = await coachPage(browser, trainer);
    const sessionId = await startSession(page);
    await addClients(page, EIGHT_CLIENTS);
    await addExercises(page, SIX_EXERCISES);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const other = await coachPage(browser, trainer);
    await other.goto(`/trainer/session/${sessionId}`);
    await expect(cell(other, 'Deadlift', 'Diego', 0, 0)).toBeVisible();

    // Every client header's controls: 44 px targets, none over another, all on screen once the
    // grid is scrolled to its right end.
    const grid = page.locator('.session-grid-scroll');
    await grid.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    const headerControls = page.locator('thead th.grid-client button');
    await expect(headerControls).toHaveCount(8 * 2 + (await page.locator('.alert-mark').count()));
    const boxes = await headerControls.evaluateAll((buttons) =>
      buttons.map((button) => {
        const r = button.getBoundingClientRect();
        return { name: button.getAttribute('aria-label'), x: r.x, y: r.y, w: r.width, h: r.height };
      }),
    );
    for (const box of boxes) {
      expect(box.w, `${box.name} is 44 px wide`).toBeGreaterThanOrEqual(44);
      expect(box.h, `${box.name} is 44 px tall`).toBeGreaterThanOrEqual(44);
      expect(box.x, `${box.name} is on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.w, `${box.name} is on screen`).toBeLessThanOrEqual(tablet.width);
    }
    const overlaps = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h)
        .map((b) => `${a.name} / ${b.name}`),
    );
    expect(overlaps, 'header controls that overlap').toEqual([]);

    // The bottom bar is one row, and keeps its height while the timer runs.
    const bar = page.locator('.bottom-area');
    const barHeight = (await bar.boundingBox())?.height ?? 0;
    expect(barHeight).toBeLessThan(80);
    await page.getByRole('button', { name: 'Start timer' }).click();
    await expect(page.locator('.timer-tile-trainer')).toHaveAttribute('data-phase', 'prepare');
    await page.getByRole('button', { name: 'Next timer phase' }).click();
    await expect(page.locator('.timer-tile-trainer')).toHaveAttribute('data-phase', 'work');
    expect((await bar.boundingBox())?.height).toBe(barHeight);

    // The last row's cell of the last client: selected, it comes into view with its Verify,
    // Flag and DNP whole, clear of the sticky header and exercise column.
    const last =
      (await page.locator('tbody tr').last().locator('.exercise-name').textContent()) ?? '';
    const target = cell(page, last, 'Diego', 0, 0);
    await target.click();
    const view = await grid.boundingBox();
    const head = await page.locator('thead').boundingBox();
    const exerciseColumn = await page.locator('thead .grid-corner').boundingBox();
    if (!view || !head || !exerciseColumn) throw new Error('the grid is not laid out');
    for (const name of ['Verify', 'Flag', 'DNP']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      if (!box) throw new Error(`${name} is not laid out`);
      expect(box.y, `${name} below the header`).toBeGreaterThanOrEqual(head.y + head.height - 1);
      expect(box.y + box.height, `${name} above the grid's end`).toBeLessThanOrEqual(
        view.y + view.height + 1,
      );
      expect(box.x, `${name} right of the exercises`).toBeGreaterThanOrEqual(
        exerciseColumn.x + exerciseColumn.width - 1,
      );
      expect(box.x + box.width, `${name} on screen`).toBeLessThanOrEqual(view.x + view.width + 1);
    }
    await page.screenshot({ path: `${GRID_SHOTS}/tablet-1024x768-8x6-last-row-selected.png` });

    // 140 typed and Enter: the second device sees it.
    await page.keyboard.type('140');
    await expect(page.getByRole('status').filter({ hasText: 'Typing KG: 140.' })).toBeAttached();
    await page.screenshot({ path: `${GRID_SHOTS}/tablet-1024x768-typing-140.png` });
    await page.keyboard.press('Tab');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await expect(cell(page, last, 'Diego', 140, 5)).toBeVisible();
    await expect(cell(other, last, 'Diego', 140, 5)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the grid of eight clients');

    // A held stepper repeats until released; the other device follows.
    const kgOf = async (p: Page) =>
      Number(await cellOf(p, last, 'Diego').locator('.cell-kg').textContent());
    await page.getByRole('button', { name: 'Weight up 2.5 kg' }).hover();
    await page.mouse.down();
    await expect.poll(() => kgOf(page)).toBeGreaterThanOrEqual(160);
    await page.mouse.up();
    const held = await kgOf(page);
    await expect.poll(() => kgOf(other)).toBe(held);
    expect(await kgOf(page)).toBe(held);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${GRID_SHOTS}/desktop-1280x800.png` });

    // The keypad on a portrait tablet: a tap on the selected cell's value.
    await page.setViewportSize({ width: 768, height: 1024 });
    await cellOf(page, last, 'Diego').click();
    const keypad = page.getByRole('dialog', { name: `Type a load: ${last}, Diego` });
    await expect(keypad).toBeVisible();
    for (const key of ['8', '2', '.', '5']) {
      await keypad.getByRole('button', { name: key, exact: true }).click();
    }
    await keypad.getByRole('button', { name: /^Reps/ }).click();
    await keypad.getByRole('button', { name: '8', exact: true }).click();
    const pad = await keypad.boundingBox();
    expect(pad && pad.x >= 0 && pad.y >= 0 && pad.x + pad.width <= 768).toBe(true);
    expect(pad && pad.y + pad.height <= 1024).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the keypad');
    await page.screenshot({ path: `${GRID_SHOTS}/keypad-768x1024.png` });
    await keypad.getByRole('button', { name: 'Done' }).click();
    await expect(keypad).toBeHidden();
    await expect(cell(other, last, 'Diego', 82.5, 8)).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(cell(page, last, 'Diego', 82.5, 8)).toBeVisible();
    await page.screenshot({ path: `${GRID_SHOTS}/phone-390x844.png`, fullPage: true });
  });
});
