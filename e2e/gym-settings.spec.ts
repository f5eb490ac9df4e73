import { DEFAULT_GYM_SETTINGS } from '@levelup/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logIn, registerClient, trainerOf } from './support/accounts';
import { trainerApi } from './support/plan';
import { expect, test } from './support/test';

/** A new trainer is the admin of a gym of their own (issue 35): this one may change its settings. */
const trainer = trainerOf('gym-settings');

/** Set SHOTS_DIR to keep a screenshot of each screen (the closing note's review). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
  }
}

/** Puts the gym back to the defaults (kg), as a retried test finds what its first run saved. */
async function resetGym(request: APIRequestContext) {
  const api = await trainerApi(request, trainer);
  const response = await request.put('/api/gym/settings', {
    headers: api.headers,
    data: DEFAULT_GYM_SETTINGS,
  });
  expect(response.status(), await response.text()).toBe(200);
}

const bar = (page: Page, n: number, unit: string) =>
  page.getByRole('textbox', { name: `Bar ${n} (${unit})`, exact: true });

test.describe('gym settings', () => {
  test.beforeEach(async ({ request }) => resetGym(request));

  test('the admin switches the gym to pounds, gets the pound bars, saves, and finds them kept', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, trainer);
    await expect(page).toHaveURL(/\/trainer$/);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/trainer\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gym settings' })).toBeVisible();
    const kg = page
      .getByRole('radiogroup', { name: 'Loads shown in' })
      .getByRole('radio', { name: 'kg', exact: true });
    const lb = page
      .getByRole('radiogroup', { name: 'Loads shown in' })
      .getByRole('radio', { name: 'lb', exact: true });
    await expect(kg).toBeChecked();
    await expect(bar(page, 1, 'kg')).toHaveValue('20');
    await expect(page.getByText('not science')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'gym settings');
    await shot(page, 'gym-settings-1280');

    // Still the usual kg equipment, so it becomes the usual pound equipment: 45 and 35 lb bars.
    await lb.click();
    await expect(lb).toBeChecked();
    await expect(bar(page, 1, 'lb')).toHaveValue('45');
    await expect(bar(page, 2, 'lb')).toHaveValue('35');
    await expect(page.getByRole('textbox', { name: /^Bar \d \(lb\)$/ })).toHaveCount(2);
    await expect(page.getByLabel('Heaviest dumbbell (lb)')).toHaveValue('120');
    await expect(page.getByRole('status').filter({ hasText: 'usual lb equipment' })).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Gym settings saved')).toBeVisible();

    await page.reload();
    await expect(
      page
        .getByRole('radiogroup', { name: 'Loads shown in' })
        .getByRole('radio', { name: 'lb', exact: true }),
    ).toBeChecked();
    await expect(bar(page, 1, 'lb')).toHaveValue('45');
    await expect(page.getByRole('textbox', { name: /^Plate pair \d+ \(lb\)$/ })).toHaveCount(6);
    await page.setViewportSize({ width: 1024, height: 768 });
    await expectNoSeriousA11yViolations(page, 'gym settings in pounds');
    await shot(page, 'gym-settings-lb-1024');
  });

  test('a bar over 50 kg is refused under it, and nothing is saved', async ({ page, request }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await logIn(page, trainer);
    await page.goto('/trainer/settings');
    await bar(page, 1, 'kg').fill('60');
    await page.getByRole('textbox', { name: 'Plate pair 2 (kg)', exact: true }).fill('25');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(bar(page, 1, 'kg')).toHaveAccessibleDescription(
      'A bar must weigh more than 0 and at most 50 kg',
    );
    await expect(page.getByText('Each plate weight may appear only once')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'gym settings with errors');
    await shot(page, 'gym-settings-errors-1024');

    const api = await trainerApi(request, trainer);
    const saved = (await api.get('/api/gym/settings')) as {
      settings: { equipment: { bars: number[] } };
      canEdit: boolean;
    };
    expect(saved.canEdit).toBe(true);
    expect(saved.settings.equipment.bars).toEqual(DEFAULT_GYM_SETTINGS.equipment.bars);
  });

  test('a client cannot open the gym settings, nor read them', async ({ page, request }) => {
    const client = await registerClient(request, 'gym-settings');
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, client);
    await expect(page).toHaveURL(/\/client$/);
    await page.goto('/trainer/settings');
    await expect(page).toHaveURL(/\/client$/);
    await expect(page.getByRole('heading', { name: 'Gym settings' })).toHaveCount(0);

    const auth = await request.post('/api/token/auth', { data: client });
    const { token } = (await auth.json()) as { token: string };
    const read = await request.get('/api/gym/settings', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.status()).toBe(403);

    // The client's own unit: the gym's by default, or one of their own, kept with the profile.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Profile Settings' }).click();
    const profile = page.getByRole('dialog', { name: 'Profile Settings' });
    const unit = profile.getByRole('radiogroup', { name: 'Weight unit' });
    await expect(unit.getByRole('radio', { name: /^Gym default \((kg|lb)\)$/ })).toBeChecked();
    await unit.getByRole('radio', { name: 'lb', exact: true }).click();
    await expectNoSeriousA11yViolations(page, 'profile with the unit');
    await shot(page, 'profile-unit-390');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(profile).toBeHidden();
    const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { unit: string | null }).unit).toBe('lb');
  });
});
