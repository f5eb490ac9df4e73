import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logIn, registerClient, trainerOf } from './support/accounts';
import { coachClients } from './support/gym';
import { trainerApi } from './support/plan';
import { expect, test } from './support/test';

/** Set SHOTS_DIR to keep screenshots of each screen (the closing note's review). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
  }
}

function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const trainer = trainerOf('trainer-workspace');

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

test.describe('trainer workspace', () => {
  test('the dashboard shows both tile groups and hotkey 2 opens Manage Clients', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, trainer);
    await expect(page).toHaveURL(/\/trainer$/);
    await expect(page.getByText('Welcome, ')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coach Workflow' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Programming & Tracking' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Session History' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Program Templates' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Client Communications' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Intake\b/ })).toBeEnabled();
    // Trainers see no builders' marks; a tile not built yet says so in words, each its own key.
    await expect(page.getByRole('main').getByText(/\b(WIP|TODO)\b/)).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Coming soon')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Client Communications' })).toHaveAttribute(
      'aria-keyshortcuts',
      '9',
    );
    await expectNoSeriousA11yViolations(page, 'dashboard');
    await shot(page, 'dashboard-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'dashboard-390');

    // 5 and 9 name disabled tiles; 4 opens the workout picker, and closing it gives the keys back.
    await page.keyboard.press('5');
    await page.keyboard.press('9');
    await expect(page).toHaveURL(/\/trainer$/);
    await page.keyboard.press('4');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('2');
    await expect(page).toHaveURL(/\/trainer\/clients$/);
    await expect(page.getByRole('heading', { name: 'Manage Clients' })).toBeVisible();
  });

  test('Manage Clients filters as you type and shows the empty state', async ({
    page,
    request,
  }) => {
    await coachClients(await trainerApi(request, trainer), ['Alex Morgan', 'Priya Shah']);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, trainer);
    await page.goto('/trainer/clients');
    await expect(page.getByText('View and manage your assigned clients')).toBeVisible();
    await expect(page.getByText('Active Clients')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alex Morgan', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Manage Clients');
    await shot(page, 'manage-clients-1280');

    const search = page.getByPlaceholder('Search clients...');
    await search.fill('alex mor');
    await expect(page.getByRole('button', { name: 'Alex Morgan', exact: true })).toBeVisible();
    // One card: its one progress link.
    await expect(
      page.getByRole('main').getByRole('link', { name: /^Progress & history: / }),
    ).toHaveCount(1);
    await search.fill('nobody-by-this-name');
    await expect(page.getByText('No clients found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Manage Clients, empty');
    await search.fill('');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'manage-clients-390');
    await page.getByRole('button', { name: 'Alex Morgan', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Client' });
    await expect(editor.getByLabel('Name', { exact: true })).toHaveValue('Alex Morgan');
    await expectNoSeriousA11yViolations(page, 'intake wizard, editing');
    await shot(page, 'intake-edit-390');
  });

  test('intake a new client through 8 steps with Fast Intake, find and edit them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await logIn(page, trainer);
    const name = unique('Casey Intake');

    await page.getByRole('button', { name: /^Intake\b/ }).click();
    const wizard = page.getByRole('dialog', { name: 'Client Intake' });
    await expect(wizard.getByText('Step 1 of 8')).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();

    await wizard.getByLabel('Name', { exact: true }).fill(name);
    await wizard.getByRole('radio', { name: 'Female' }).click();
    await wizard.getByLabel('Age', { exact: true }).fill('29');
    await wizard.getByRole('checkbox', { name: 'Skip weight' }).check();
    await wizard.getByRole('radio', { name: 'Beginner' }).click();
    await wizard.getByRole('button', { name: 'Run Fast Intake (Prefill Estimates)' }).click();
    await expect(page.getByText('Fast Intake applied: session estimates prefilled')).toBeVisible();
    // Skipped weight: 60 kg (female) x 0.75 (beginner) = 45 kg.
    await expect(wizard.getByText('Starting load estimate: 45 kg')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'intake step 1');
    await shot(page, 'intake-step1-1024');
    await next(page);

    await expect(wizard.getByText('Step 2 of 8')).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
    await wizard
      .getByRole('radiogroup', { name: 'Thoracic score' })
      .getByRole('radio', { name: '3' })
      .click();
    await wizard
      .getByRole('radiogroup', { name: 'Ankle mobility' })
      .getByRole('radio', { name: '4' })
      .click();
    await next(page);

    await expect(wizard.getByText('Step 3 of 8')).toBeVisible();
    await wizard.getByRole('button', { name: 'Left Knee' }).click();
    await wizard.getByRole('textbox', { name: 'Notes' }).fill('Prefers evening sessions');
    await next(page);

    await expect(wizard.getByText('Step 4 of 8')).toBeVisible();
    await expect(wizard.getByText('7 h')).toBeVisible();
    await wizard.getByRole('button', { name: 'More sleep' }).click();
    await expect(wizard.getByText('7.5 h')).toBeVisible();
    await wizard.getByRole('radio', { name: 'Light' }).click();
    await next(page);

    await expect(wizard.getByText('Step 5 of 8')).toBeVisible();
    await wizard.getByRole('radio', { name: 'B (accountability helps)' }).click();
    await next(page);

    await expect(wizard.getByText('Step 6 of 8')).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
    await wizard.getByRole('button', { name: 'Build Strength' }).click();
    await next(page);

    await expect(wizard.getByText('Step 7 of 8')).toBeVisible();
    await expect(wizard.getByRole('radio', { name: 'Beginner' })).toBeChecked();
    await next(page);

    await expect(wizard.getByText('Step 8 of 8')).toBeVisible();
    await expect(wizard.getByText('Prefers evening sessions')).toBeVisible();
    await shot(page, 'intake-summary-1024');
    await expectNoSeriousA11yViolations(page, 'intake summary');
    await wizard.getByRole('button', { name: 'Save Client' }).click();
    await expect(page.getByText('Client created successfully')).toBeVisible();
    await expect(wizard).toBeHidden();

    await page.goto('/trainer/clients');
    await page.getByPlaceholder('Search clients...').fill(name);
    const card = page.getByRole('button', { name, exact: true });
    await expect(card).toBeVisible();
    await expect(card).toHaveAccessibleDescription(/Last: —/);

    // Edit: the card opens the intake wizard with the client loaded.
    await card.click();
    const editor = page.getByRole('dialog', { name: 'Edit Client' });
    await expect(editor.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(editor.getByLabel('Age', { exact: true })).toHaveValue('29');
    const renamed = `${name} Jr`;
    await editor.getByLabel('Name', { exact: true }).fill(renamed);
    for (let step = 2; step <= 8; step++) {
      await next(page);
      await expect(editor.getByText(`Step ${step} of 8`)).toBeVisible();
    }
    // Save & Add to Live starts a live session when none runs and puts the client on it.
    await editor.getByRole('button', { name: 'Save & Add to Live' }).click();
    await expect(page.getByText('Client updated successfully')).toBeVisible();
    await expect(page.getByText('Client added to live session')).toBeVisible();
    await expect(page).toHaveURL(/\/trainer\/session\/[0-9a-f-]{36}$/);
    await page.goto('/trainer/clients');
    await page.getByPlaceholder('Search clients...').fill(renamed);
    await expect(page.getByRole('button', { name: renamed, exact: true })).toBeVisible();
  });

  test('a double click on Save Client makes one client and no error', async ({ page }) => {
    const answers: number[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/clients') {
        answers.push(response.status());
      }
    });
    await page.setViewportSize({ width: 1024, height: 768 });
    await logIn(page, trainer);
    const name = unique('Drew Double');

    await page.getByRole('button', { name: /^Intake\b/ }).click();
    const wizard = page.getByRole('dialog', { name: 'Client Intake' });
    await wizard.getByLabel('Name', { exact: true }).fill(name);
    await wizard.getByRole('radio', { name: 'Male', exact: true }).click();
    await wizard.getByRole('checkbox', { name: 'Skip age' }).check();
    await wizard.getByRole('checkbox', { name: 'Skip weight' }).check();
    await wizard.getByRole('radio', { name: 'Novice' }).click();
    // With an email, a second client would be refused as 'already exists' (issue 34).
    await wizard
      .getByLabel('Email', { exact: true })
      .fill(`${name.replace(/\W+/g, '.')}@example.com`);
    await next(page);
    await wizard
      .getByRole('radiogroup', { name: 'Thoracic score' })
      .getByRole('radio', { name: '2' })
      .click();
    await wizard
      .getByRole('radiogroup', { name: 'Ankle mobility' })
      .getByRole('radio', { name: '2' })
      .click();
    await next(page);
    await next(page);
    await wizard.getByRole('radio', { name: 'Light' }).click();
    await next(page);
    await wizard.getByRole('radio', { name: 'B (accountability helps)' }).click();
    await next(page);
    await wizard.getByRole('button', { name: 'Build Strength' }).click();
    await next(page);
    await next(page);
    await expect(wizard.getByText('Step 8 of 8')).toBeVisible();

    await wizard.getByRole('button', { name: 'Save Client' }).dblclick();
    await expect(page.getByText('Client created successfully')).toBeVisible();
    await expect(page.getByText('Failed to create client')).toHaveCount(0);
    await expect(wizard).toBeHidden();
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 201)).toBe(true);

    await page.goto('/trainer/clients');
    await page.getByPlaceholder('Search clients...').fill(name);
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'Manage Clients after a double save');
  });

  test('the intake’s name search loads an existing client, and the edit can be cancelled', async ({
    page,
    request,
  }) => {
    await coachClients(await trainerApi(request, trainer), ['Alex Morgan', 'Priya Shah']);
    await logIn(page, trainer);
    await page.getByRole('button', { name: /^Intake\b/ }).click();
    const wizard = page.getByRole('dialog', { name: 'Client Intake' });
    await wizard.getByLabel('Name', { exact: true }).fill('a');
    await expect(wizard.getByRole('list', { name: 'Existing clients' })).toHaveCount(0);
    await wizard.getByLabel('Name', { exact: true }).fill('Priya');
    await wizard.getByRole('button', { name: /^Priya Shah/ }).click();
    await expect(page.getByText('Loaded existing client: Priya Shah')).toBeVisible();
    const editor = page.getByRole('dialog', { name: 'Edit Client' });
    await expect(editor.getByText('Editing Priya Shah')).toBeVisible();
    await expect(editor.getByRole('radio', { name: 'Female' })).toBeChecked();
    await editor.getByRole('button', { name: 'Cancel Edit' }).click();
    await expect(wizard.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(wizard.getByText('Step 1 of 8')).toBeVisible();
  });

  test('the burger menu’s Finish Intake opens the intake wizard', async ({ page }) => {
    await logIn(page, trainer);
    await page.goto('/trainer/clients');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Finish Intake' }).click();
    await expect(page.getByRole('dialog', { name: 'Client Intake' })).toBeVisible();
  });

  test('the intake asks before discarding changes', async ({ page }) => {
    await logIn(page, trainer);
    await expect(page.getByRole('heading', { name: 'Coach Workflow' })).toBeVisible();
    await page.keyboard.press('1');
    const wizard = page.getByRole('dialog', { name: 'Client Intake' });
    await wizard.getByLabel('Name', { exact: true }).fill('Unsaved Person');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await expect(wizard.getByLabel('Name', { exact: true })).toHaveValue('Unsaved Person');
    await wizard.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(wizard).toBeHidden();
  });

  test('create an exercise through 8 steps, then the same name is refused', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await logIn(page, trainer);
    const name = unique('Tempo Pin Press');

    await page.getByRole('button', { name: /^Create Exercise\b/ }).click();
    const wizard = page.getByRole('dialog', { name: 'New Exercise' });
    await wizard.getByLabel('Exercise name').fill('Back Squatt');
    await expect(wizard.getByText(/Similar names found: .*Back Squat/)).toBeVisible();
    await shot(page, 'exercise-similar-1024');
    await wizard.getByLabel('Exercise name').fill(name);
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeEnabled();
    await shot(page, 'exercise-step1-1024');
    await next(page);

    await wizard.getByRole('radio', { name: 'Compound' }).click();
    await next(page);
    await wizard
      .getByRole('group', { name: 'Primary muscles (1 to 3)' })
      .getByRole('button', { name: 'Pecs' })
      .click();
    await wizard
      .getByRole('group', { name: 'Secondary muscles (up to 2)' })
      .getByRole('button', { name: 'Triceps' })
      .click();
    await shot(page, 'exercise-muscles-1024');
    await expectNoSeriousA11yViolations(page, 'exercise muscles');
    await next(page);
    await wizard.getByRole('radio', { name: 'Horizontal Press' }).click();
    await next(page);
    await expect(wizard.getByText('Step 5 of 8')).toBeVisible();
    await wizard.getByRole('button', { name: 'Increase Intensity (1 to 5)' }).click();
    await expect(wizard.getByText('4', { exact: true })).toBeVisible();
    await next(page);
    await expect(wizard.getByText('2 (probably effective)')).toBeVisible();
    await next(page);
    await next(page);
    await expect(wizard.getByText('Step 8 of 8')).toBeVisible();
    await expect(wizard.getByLabel('Rep carryover (1 to 30)')).toHaveValue('10');
    await wizard.getByRole('button', { name: 'Create Exercise' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`Exercise "${name}" created`);
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('button', { name: /^Create Exercise\b/ }).click();
    await wizard.getByLabel('Exercise name').fill(`  ${name.toUpperCase()} `);
    await expect(wizard.getByText('An exercise with this name already exists.')).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
    await shot(page, 'exercise-duplicate-1024');
    await expectNoSeriousA11yViolations(page, 'exercise duplicate');
  });

  test('a client account opening /trainer/clients is refused', async ({ page, request }) => {
    await logIn(page, await registerClient(request, 'workspace'));
    await page.goto('/trainer/clients');
    await expect(page).toHaveURL(/\/client$/);
    await expect(page.getByRole('heading', { name: 'Manage Clients' })).toHaveCount(0);
  });
});
