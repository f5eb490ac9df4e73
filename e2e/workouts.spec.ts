import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logIn, trainerOf } from './support/accounts';
import { endLiveSessions } from './support/gym';
import { trainerApi } from './support/plan';
import { expect, test } from './support/test';

// Screenshots of the builder and the picker, looked at by the person changing these screens.
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-w10';

test.use({ viewport: { width: 1024, height: 768 } });

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
const trainer = trainerOf('workouts');

async function openBuilder(page: Page) {
  await logIn(page, trainer);
  await page.goto('/trainer/workouts/new');
  await expect(page.getByRole('button', { name: 'Tap to name your workout' })).toBeVisible();
}

/** Adds library exercises to the active phase through '+ Add Exercise'. */
async function addExercises(page: Page, ...names: string[]) {
  await page.getByRole('button', { name: '+ Add Exercise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Exercise' });
  for (const name of names) {
    await dialog.getByPlaceholder('Search exercises').fill(name);
    await dialog
      .getByRole('button', { name: new RegExp(`^${name} (Compound|Accessory)$`) })
      .click();
    await expect(dialog.getByRole('button', { name: `${name} Added` })).toBeDisabled();
  }
  await dialog.getByPlaceholder('Search exercises').fill('no such lift at all');
  await expect(dialog.getByText('No exercises found.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

async function expectAlert(page: Page, title: string, message: string) {
  const alert = page.getByRole('alertdialog', { name: title });
  await expect(alert).toContainText(message);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

async function nameWorkout(page: Page, name: string) {
  await page.getByRole('button', { name: 'Tap to name your workout' }).click();
  await page.getByPlaceholder('Enter workout name...').fill(name);
  await page.getByPlaceholder('Enter workout name...').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('build, save and launch a two-phase workout with a pair', async ({ page, request }) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  // The launch goes straight to the session only while the trainer has none live.
  await endLiveSessions(await trainerApi(request, trainer));
  await openBuilder(page);
  await expect(page.getByText('No exercises yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the empty builder');

  // The save alerts, in the order the rules check them.
  await page.getByRole('button', { name: 'Save Workout' }).click();
  await expectAlert(page, 'Missing workout name', 'Please enter a workout name before saving.');
  const name = unique('E2E Legs');
  await nameWorkout(page, name);
  await page.getByRole('button', { name: 'Save Workout' }).click();
  await expectAlert(page, 'Workout level required', 'Please select a workout level before saving.');

  // Phase 1: a pair of two exercises.
  await addExercises(page, 'Back Squat', 'Walking Lunge');
  await page.getByRole('button', { name: 'Pair Back Squat' }).click();
  await page.getByRole('button', { name: 'Pair Walking Lunge' }).click();
  const letters = page.getByRole('dialog', { name: 'Assign Pair Letter' });
  await expect(letters).toContainText('Pair Back Squat + Walking Lunge under a letter.');
  await page.screenshot({ path: `${SHOTS}/pair-letter-1024x768.png` });
  await letters.getByRole('button', { name: 'Letter A', exact: true }).click();
  await expect(letters).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Pair (1/8)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpair A' })).toHaveCount(2);

  // A reps cell customised.
  await page.getByRole('button', { name: 'Edit Rep Range for Back Squat' }).click();
  const cell = page.getByRole('dialog', { name: 'Edit: Rep Range — Back Squat' });
  await cell.getByRole('checkbox', { name: 'Custom' }).check();
  await cell.getByLabel('Minimum reps', { exact: true }).fill('5');
  await cell.getByLabel('Minimum reps', { exact: true }).press('Enter');
  await cell.getByRole('button', { name: 'Save' }).click();
  await expect(cell).toBeHidden();
  await expect(
    page.getByRole('button', { name: /Edit Rep Range for Back Squat 5–8 Customised/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Edit Rep Range for Walking Lunge .*Customised/ }),
  ).toHaveCount(0);

  // The squat's effort asked as reps in reserve: RPE 8.5, shown as 1.5 RIR (issue 35).
  await expect(
    page.getByRole('button', { name: 'Edit RIR & Progression for Walking Lunge RPE 8' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Edit RIR & Progression for Back Squat/ }).click();
  const rir = page.getByRole('dialog', { name: 'Edit: RIR & Progression — Back Squat' });
  await rir.getByRole('checkbox', { name: 'Custom' }).check();
  await rir.getByRole('button', { name: 'Increase Target RPE' }).click();
  await rir.getByRole('radio', { name: 'RIR (reps in reserve)' }).check();
  await expect(rir.getByLabel('Target RIR', { exact: true })).toHaveValue('1.5');
  await expect(rir.getByText('Same effort as RPE 8.5')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the RIR editor');
  await page.screenshot({ path: `${SHOTS}/rir-editor-1024x768.png` });
  await rir.getByRole('button', { name: 'Save' }).click();
  await expect(rir).toBeHidden();
  await expect(
    page.getByRole('button', { name: 'Edit RIR & Progression for Back Squat 1.5 RIR Customised' }),
  ).toBeVisible();

  // The warm-up column customised, with the timer note.
  await page.getByRole('button', { name: /^Warm-up Rule/ }).click();
  const column = page.getByRole('dialog', { name: 'Edit: Warm-Up (All Exercises)' });
  await column.getByRole('checkbox', { name: 'Custom' }).check();
  await column.getByRole('button', { name: 'Increase Warm-up timer (seconds)' }).click();
  await expect(column.getByText('Timer set – reps are ignored while active.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the column editor');
  await page.screenshot({ path: `${SHOTS}/warmup-editor-1024x768.png` });
  await column.getByRole('button', { name: 'Save' }).click();
  await expect(column).toBeHidden();
  await expect(page.getByRole('button', { name: /^Warm-up Rule Customised on 2/ })).toBeVisible();

  // Phase 2 with a pair of its own.
  await page.getByRole('button', { name: '+ Add Phase' }).click();
  await expect(page.getByText('2 of 5 phases')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Phase 2', pressed: true })).toBeVisible();
  await addExercises(page, 'Bench Press', 'Barbell Row');
  await expect(page.getByText('2 exercise(s) in Phase 2')).toBeVisible();
  await page.getByRole('button', { name: 'Pair Bench Press' }).click();
  await page.getByRole('button', { name: 'Pair Barbell Row' }).click();
  await letters.getByRole('button', { name: 'Letter B', exact: true }).click();
  await expect(letters).toBeHidden();
  await expect(page.getByRole('button', { name: 'Unpair B' })).toHaveCount(2);

  await page.getByRole('button', { name: 'Workout Level: Select' }).click();
  await page
    .getByRole('dialog', { name: 'Select Workout Level' })
    .getByRole('button', { name: 'Intermediate' })
    .click();
  await expect(page.getByRole('button', { name: 'Workout Level: Intermediate' })).toBeVisible();

  await page.getByRole('button', { name: 'Phase 1', exact: false }).first().click();
  await expectNoSeriousA11yViolations(page, 'the builder with a workout');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/builder-1024x768.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/builder-1280x800.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/builder-390x844.png` });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: `${SHOTS}/builder-390x844-bottom.png` });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1024, height: 768 });

  // Saved with Phase 2 open: the live session still opens on Phase 1.
  await page.getByRole('button', { name: 'Phase 2', exact: false }).first().click();
  await page.getByRole('button', { name: 'Save Workout' }).click();
  await expect(page.getByText(`Saved "${name}"`)).toBeVisible();
  await expect(page).toHaveURL(/\/trainer$/);

  // The picker, opened from the builder's 'Select Workout' (the dashboard tile is wired later).
  await page.goto('/trainer/workouts/new');
  await page.getByRole('button', { name: 'Select Workout' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Workout' });
  await expect(picker.getByLabel('Workouts', { exact: true })).toBeVisible();
  await picker.getByLabel('Workouts', { exact: true }).fill(name);
  const yours = picker.getByRole('region', { name: 'Your Workouts' });
  await expect(yours.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await expect(yours.getByRole('button', { name: new RegExp(name) })).toContainText('Intermediate');
  await expect(yours.getByRole('button', { name: new RegExp(name) })).toContainText(
    '2 phase(s), 4 exercise(s)',
  );
  await picker.getByLabel('Level').selectOption('advanced');
  await expect(yours.getByText('No workouts found.')).toBeVisible();
  await picker.getByLabel('Level').selectOption('intermediate');
  await expect(yours.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the workout picker');
  await page.screenshot({ path: `${SHOTS}/picker-1024x768.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/picker-390x844.png` });
  await page.setViewportSize({ width: 1024, height: 768 });

  await yours.getByRole('button', { name: new RegExp(name) }).click();
  // The live session starts from the workout: its name, phases and the pair's station letter.
  await expect(page).toHaveURL(/\/trainer\/session\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Custom Workout Loaded: ${name}`)).toBeVisible();
  // The global header names the live session, and its crumb the workout, under the dashboard.
  await expect(page.locator('.app-header-title strong')).toHaveText('Live Session');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Trainer Dashboard', name]);
  await expect(page.getByText('Phase 1', { exact: true })).toBeVisible();
  const grid = page.getByRole('table', { name: 'Session grid' });
  await expect(grid.getByRole('rowheader', { name: /Back Squat/ })).toContainText('A');
  await expect(grid.getByRole('rowheader', { name: /Walking Lunge/ })).toContainText('A');
  // 'Next station' stays on this phase's pair: A again, never Phase 2's B.
  const squatRow = grid
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /Back Squat/ }) });
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Next station' }).click();
    await expect(squatRow).toHaveClass(/is-highlighted/);
  }
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect(page.getByText('Phase 2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next station' }).click();
  await expect(
    grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Bench Press/ }) }),
  ).toHaveClass(/is-highlighted/);

  // Launched once, it is among the most used, counted from the sessions.
  await page.goto('/trainer');
  await page.getByRole('button', { name: 'Select Workout' }).click();
  await picker.getByLabel('Workouts', { exact: true }).fill(name);
  const mostUsed = picker.getByRole('region', { name: 'Most Used Workouts' });
  await expect(mostUsed.getByRole('button', { name: new RegExp(name) })).toContainText(
    'Used 1 time(s)',
  );
  await expectNoSeriousA11yViolations(page, 'the workout picker with a launched workout');
  await page.screenshot({ path: `${SHOTS}/picker-most-used-1024x768.png` });
});

test('a double click on Save makes one workout', async ({ page }) => {
  const answers: number[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/workouts') {
      answers.push(response.status());
    }
  });
  await openBuilder(page);
  await addExercises(page, 'Back Squat');
  const name = unique('E2E Double');
  await nameWorkout(page, name);
  await page.getByRole('button', { name: 'Workout Level: Select' }).click();
  await page
    .getByRole('dialog', { name: 'Select Workout Level' })
    .getByRole('button', { name: 'Beginner' })
    .click();
  await expectNoSeriousA11yViolations(page, 'the builder before saving');

  await page.getByRole('button', { name: 'Save Workout' }).dblclick();
  await expect(page.getByText(`Saved "${name}"`)).toBeVisible();
  await expect(page).toHaveURL(/\/trainer$/);
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((status) => status === 201)).toBe(true);

  await page.goto('/trainer/workouts/new');
  await page.getByRole('button', { name: 'Select Workout' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Workout' });
  await picker.getByLabel('Workouts', { exact: true }).fill(name);
  const yours = picker.getByRole('region', { name: 'Your Workouts' });
  await expect(yours.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await expect(yours.getByRole('button', { name: new RegExp(name) })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'the workout picker after a double save');
});

test('the pairing alerts and the rename alert', async ({ page }) => {
  await openBuilder(page);
  await addExercises(page, 'Deadlift', 'Pull-Up', 'Lateral Raise', 'Plank', 'Dip');

  // A fifth exercise for one pair.
  const letters = page.getByRole('dialog', { name: 'Assign Pair Letter' });
  await page.getByRole('button', { name: 'Pair Deadlift' }).click();
  for (const name of ['Pull-Up', 'Lateral Raise', 'Plank']) {
    await page.getByRole('button', { name: `Pair ${name}` }).click();
    await letters.getByRole('button', { name: 'Cancel' }).click();
  }
  await page.getByRole('button', { name: 'Pair Dip' }).click();
  await expectAlert(
    page,
    'Pair limit reached',
    'Maximum of 4 exercises can be paired together. Please deselect some exercises first.',
  );

  // Pair A from two of them.
  for (const name of ['Plank', 'Lateral Raise', 'Pull-Up']) {
    await page.getByRole('button', { name: `Pair ${name}`, pressed: true }).click();
  }
  await page.getByRole('button', { name: 'Pair Deadlift', pressed: true }).click();
  await page.getByRole('button', { name: 'Pair Deadlift' }).click();
  await page.getByRole('button', { name: 'Pair Pull-Up' }).click();
  await letters.getByRole('button', { name: 'Letter A', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unpair A' })).toHaveCount(2);

  // A letter in use.
  await page.getByRole('button', { name: 'Pair Plank' }).click();
  await page.getByRole('button', { name: 'Pair Dip' }).click();
  await letters.getByRole('button', { name: /^Letter A, in use/ }).click();
  await expectAlert(
    page,
    'Letter unavailable',
    'Letter A is already in use. Please select a different letter.',
  );
  await letters.getByRole('button', { name: 'Letter B', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Pair (2/8)' })).toBeVisible();

  // An exercise already in a pair.
  await page.getByRole('button', { name: 'Pair Deadlift' }).click();
  await expectAlert(
    page,
    'Already paired',
    'One or more selected exercises are already paired. Please unpair them first.',
  );
  await page.getByRole('button', { name: 'Unpair B' }).first().click();
  await expect(page.getByRole('columnheader', { name: 'Pair (1/8)' })).toBeVisible();

  // Renaming to the default name is refused and the name stays.
  await nameWorkout(page, 'Pull Day');
  await page.getByRole('button', { name: 'Pull Day' }).first().click();
  await page.getByPlaceholder('Enter workout name...').fill('Name Your Amazing Group Workout');
  await page.getByPlaceholder('Enter workout name...').press('Enter');
  await expectAlert(page, 'Invalid name', 'Please enter a valid workout name.');
  await expect(page.getByRole('heading', { level: 1, name: 'Pull Day' })).toBeVisible();
});

test('a draft survives a reload, and leaving with changes asks first', async ({ page }) => {
  await openBuilder(page);
  await page.getByRole('button', { name: '+ Add Phase' }).click();
  await expect(page.getByText('2 of 5 phases')).toBeVisible();
  await page.reload();
  await expect(page.getByText('2 of 5 phases')).toBeVisible();

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(confirm).toContainText('You have unsaved changes. Close without saving?');
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/trainer\/workouts\/new$/);

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/trainer$/);
  await page.goto('/trainer/workouts/new');
  await expect(page.getByText('1 of 5 phases')).toBeVisible();
});
