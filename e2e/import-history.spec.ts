import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logIn, registerClient, signedIn, trainerOf } from './support/accounts';
import { intakeOf } from './support/intake';
import { expect, test } from './support/test';

/** Screenshots go here when SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

/** A Strong export in its older layout: a deadlift that matches, a fly the library lacks. */
const STRONG_CSV = [
  'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration',
  '2024-03-04 07:30:00;"Pull";"Deadlift (Barbell)";1;120;kg;5;;;;0;"";"";1h',
  '2024-03-04 07:30:00;"Pull";"Deadlift (Barbell)";2;140;kg;3;;;;0;"";"";1h',
  '2024-03-04 07:30:00;"Pull";"Cable Crossover Fly";1;15;kg;12;;;;0;"";"";1h',
  '2024-03-07 18:00:00;"Push";"Bench Press (Barbell)";1;80;kg;5;;;;0;"";"";45m',
].join('\n');

const strongFile = {
  name: 'strong.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(STRONG_CSV),
};

/** A client of the trainer, taken in with the intake wizard's call. */
async function newClientOf(request: APIRequestContext, trainer: Record<string, string>) {
  const created = await request.post('/api/clients', {
    headers: trainer,
    data: intakeOf({
      name: 'Ivo Import',
      gender: 'male',
      email: `e2e-import-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      age: 35,
      weightKg: 82,
      ankleMobility: 4,
    }),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('a trainer imports a Strong export for a client and sees the imported e1RM', async ({
  browser,
  request,
}) => {
  const account = trainerOf('import-history');
  const token = await request.post('/api/token/auth', { data: account });
  const { token: bearer } = (await token.json()) as { token: string };
  const clientId = await newClientOf(request, { authorization: `Bearer ${bearer}` });

  const page = await signedIn(browser, account, { width: 1024, height: 768 });
  await page.goto(`/trainer/clients/${clientId}`);
  await expect(page.getByRole('heading', { name: 'Ivo Import' })).toBeVisible();
  await page.getByRole('button', { name: 'Import history' }).click();

  const dialog = page.getByRole('dialog', { name: 'Import history' });
  await dialog.getByLabel('CSV export file').setInputFiles(strongFile);
  await dialog.getByRole('button', { name: 'Preview' }).click();

  await expect(dialog.getByText('Strong (older layout) export, weights in kg')).toBeVisible();
  const counts = dialog.locator('.import-counts');
  await expect(counts).toContainText('Sessions2');
  await expect(counts).toContainText('Sets4');
  await expect(dialog.getByLabel('Library exercise for Deadlift (Barbell)')).toHaveValue(/.+/);
  const fly = dialog.getByLabel('Library exercise for Cable Crossover Fly');
  await expect(fly).toHaveValue('');
  // Import without a pick for the unmatched exercise is refused on the spot.
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Choose a library exercise or create a custom one')).toBeVisible();
  await fly.selectOption({ label: 'Cable Chest Fly' });
  await expectNoSeriousA11yViolations(page, 'import preview');
  await shot(page, 'import-preview-1024');

  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported 2 sessions (4 sets)')).toBeVisible();
  await expect(dialog).toBeHidden();
  // 140 kg x 3 by Epley: 154 kg, on the client's records.
  await expect(page.getByText('140 kg × 3 · e1RM 154 kg')).toBeVisible();

  // The same file again adds nothing.
  await page.getByRole('button', { name: 'Import history' }).click();
  await dialog.getByLabel('CSV export file').setInputFiles(strongFile);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('Everything in this file was imported before')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.context().close();
});

test('a client imports from their menu, and a broken file names its line and column', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, await registerClient(request, 'import-history'));
  await expect(page).toHaveURL(/\/client$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Import history' })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Import history' });
  // A name of this run's own, so the custom exercise it makes is new whatever ran before.
  const own = STRONG_CSV.replace('Cable Crossover Fly', `Cable Crossover Fly ${Date.now()}`);
  const ownFile = { ...strongFile, buffer: Buffer.from(own) };
  const broken = own.replace(';140;kg;', ';lots;kg;');
  await dialog
    .getByLabel('CSV export file')
    .setInputFiles({ ...strongFile, buffer: Buffer.from(broken) });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Line 3, column Weight: "lots" is not a number',
  );

  await dialog.getByLabel('CSV export file').setInputFiles(ownFile);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('Strong (older layout) export, weights in kg')).toBeVisible();
  await dialog.getByLabel(/^Library exercise for Cable Crossover Fly/).selectOption({
    label: 'Create custom exercise',
  });
  // However long the list, both actions sit whole inside the dialog, in reach without a scroll.
  const frame = await dialog.boundingBox();
  for (const name of ['Import', 'Choose another file']) {
    const action = await dialog.getByRole('button', { name, exact: true }).boundingBox();
    expect(action && frame && action.y + action.height <= frame.y + frame.height).toBe(true);
  }
  await expectNoSeriousA11yViolations(page, 'import preview, phone');
  await shot(page, 'import-preview-390');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported 2 sessions (4 sets)')).toBeVisible();
  // The client's own list says where the two sessions came from.
  await page
    .getByRole('navigation', { name: 'Client navigation' })
    .getByRole('link', { name: 'Progress' })
    .click();
  await expect(page.getByText('Imported from Strong')).toHaveCount(2);
});
