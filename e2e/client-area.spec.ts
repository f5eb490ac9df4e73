import { type APIRequestContext, type Browser, chromium, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { type Credentials, logIn, trainerOf } from './support/accounts';
import { findChromium } from './support/browser';
import { writeQrVideo } from './support/fake-camera';
import { readMail } from './support/outbox';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

/** The coach whose sessions the spec's clients join. */
const trainer = trainerOf('client-area');

/** Set SHOTS_DIR to keep a screenshot of each screen at phone size. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

/** A new client account (API), so a test owns its check-ins. */
async function newClient(request: APIRequestContext): Promise<Credentials> {
  const email = `e2e-client-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'client-pass-1';
  const response = await request.post('/api/users/register', {
    data: {
      email,
      password,
      confirmPassword: password,
      firstName: 'Casey',
      lastName: 'Tester',
      dateOfBirth: '1992-05-01',
      sex: 'female',
      weightKg: 64,
      heightCm: 168,
    },
  });
  expect(response.status()).toBe(201);
  return { email, password };
}

async function signedInPage(browser: Browser, account: Credentials) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logIn(page, account);
  await expect(page).toHaveURL(/\/client$/);
  return page;
}

/** Moves a 0-4 slider to `level` with the keyboard. */
async function setSlider(page: Page, name: string, level: number) {
  const slider = page.getByRole('slider', { name });
  await slider.focus();
  await slider.press('Home');
  for (let i = 0; i < level; i += 1) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(level));
}

test('a reload of the home asks for its figures once each, before the app has arrived', async ({
  browser,
  request,
}) => {
  // No service worker, so the app's own code comes over the network, where it is held back.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await logIn(page, await newClient(request));
  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByText(/No verified sets or check-ins yet/)).toBeVisible();

  // The app's entry is held until the page has asked for the home's four reads itself (at most
  // 10 s, so a page that asks for none gets its app, which then asks, too late to count as early).
  let appArrived = false;
  let earlyReads = 0;
  let homeReadsAsked: () => void = () => {};
  const asking = new Promise<void>((resolve) => {
    homeReadsAsked = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await Promise.race([asking, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    appArrived = true;
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    const read = pathname.replace(/\/users\/[^/]+/, '/users/:id');
    if (!pathname.startsWith('/api/')) return;
    asked.push(`${read}${appArrived ? '' : ' (early)'}`);
    if (!appArrived && read !== '/api/token/refresh' && ++earlyReads === 4) homeReadsAsked();
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Prepare Training Session' })).toBeEnabled();
  await expect(page.getByText(/No verified sets or check-ins yet/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(asked.sort()).toEqual([
    '/api/sessions/taking-part (early)',
    '/api/token/refresh (early)',
    '/api/users/:id/feedback/pending (early)',
    '/api/users/:id/lifestyle (early)',
    '/api/users/:id/progress (early)',
  ]);
  await context.close();
});

test('the check-in fetches the body map only once the client starts on the form', async ({
  browser,
  request,
}) => {
  const page = await signedInPage(browser, await newClient(request));
  const bodyMapCode: string[] = [];
  page.on('request', (r) => {
    if (/\/body-map-dialog-[\w-]+\.js$/.test(r.url())) bodyMapCode.push(r.url());
  });
  await page.goto('/client/prepare');
  await expect(page.getByRole('heading', { name: 'Prepare your Training' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(bodyMapCode).toEqual([]);

  await setSlider(page, 'Sleep', 3);
  await expect.poll(() => bodyMapCode.length).toBe(1);
  await page.getByRole('button', { name: /Mark sore or injured body parts/ }).click();
  await expect(page.getByRole('dialog', { name: 'Sore or injured?' })).toBeVisible();
  expect(bodyMapCode).toHaveLength(1);
  await page.context().close();
});

test('a client checks in, marks a sore knee and an injured shoulder, and updates the prep', async ({
  page,
  request,
}) => {
  await logIn(page, await newClient(request));
  await expect(page).toHaveURL(/\/client$/);
  const main = page.getByRole('button', { name: /Prepare Training Session|View Today's Prep/ });
  await expect(main).toBeVisible();
  await expect(page.getByText(/^Level \d+$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'client home');
  await shot(page, 'home');
  await main.click();

  await expect(page).toHaveURL(/\/client\/prepare$/);
  await expect(page.getByRole('heading', { name: 'Prepare your Training' })).toBeVisible();
  await setSlider(page, 'Sleep', 4);
  await expect(page.getByText('Great')).toBeVisible();
  await setSlider(page, 'Stress', 3);
  await setSlider(page, 'Soreness', 0);
  await expect(page.getByText('Very Sore')).toBeVisible();
  await page.getByLabel('Bodyweight (kg)').fill('82.5');
  await page.getByRole('radio', { name: /Make Progress/ }).check();
  await page.getByLabel('Note to trainer').fill('Slept well, knee a bit sore');
  await expectNoSeriousA11yViolations(page, 'daily preparation');
  await shot(page, 'prepare');

  await page.getByRole('button', { name: /Mark sore or injured body parts/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Sore or injured?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Left Knee: None' }).click();
  await expect(dialog.getByRole('button', { name: 'Left Knee: Sore' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Right Shoulder: None' }).click();
  await dialog.getByRole('button', { name: 'Right Shoulder: Sore' }).click();
  await expect(dialog.getByRole('button', { name: 'Right Shoulder: Injured' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'body map');
  await shot(page, 'body-map');
  await dialog.getByRole('radio', { name: 'Back' }).click();
  await expect(dialog.getByRole('button', { name: 'Left Calf: None' })).toBeVisible();
  await shot(page, 'body-map-back');
  await dialog.getByRole('radio', { name: 'List' }).click();
  await expect(dialog.getByRole('button', { name: 'Knee: Sore' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Shoulder: Injured' })).toBeVisible();
  await shot(page, 'body-map-list');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('1 sore, 1 injured')).toBeVisible();

  await page.getByRole('button', { name: /^(Prepare Training|Update)$/ }).click();
  await expect(page).toHaveURL(/\/client\/prepare\/ready$/);
  // Readiness of sleep 4, stress 3, soreness 0: round(100 * 70 / 140).
  await expect(page.locator('output')).toHaveText('50');
  await expect(page.getByRole('heading', { name: /your training is prepared/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'A motivational picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Readiness score info' }).click();
  await expect(page.getByText(/runs from 0 to 100/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page, 'ready screen');
  await shot(page, 'ready');

  await page.getByRole('button', { name: 'Back Home' }).click();
  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByRole('progressbar', { name: 'Check-ins this week' })).toHaveAttribute(
    'aria-valuenow',
    /[1-7]/,
  );
  await page.locator('.recharts-surface').first().scrollIntoViewIfNeeded();
  await shot(page, 'home-after-check-in');
  await page.getByRole('button', { name: "View Today's Prep" }).click();
  await expect(page).toHaveURL(/\/client\/prepare\/ready$/);
  await page.getByRole('button', { name: "Change Today's Prep" }).click();
  await expect(page).toHaveURL(/\/client\/prepare$/);
  await expect(page.getByRole('slider', { name: 'Sleep' })).toHaveAttribute('aria-valuenow', '4');
  await expect(page.getByText('1 sore, 1 injured')).toBeVisible();
  await setSlider(page, 'Soreness', 4);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/client\/prepare\/ready$/);
  // round(100 * (40 + 30 + 60) / 140)
  await expect(page.locator('output')).toHaveText('93');
});

test('a second device that logged today first turns the create into an update', async ({
  browser,
  request,
}) => {
  const account = await newClient(request);
  const first = await signedInPage(browser, account);
  await first.getByRole('button', { name: 'Prepare Training Session' }).click();
  await expect(first.getByLabel('Bodyweight (kg)')).toHaveValue('64');
  await expect(first.getByRole('button', { name: 'Prepare Training' })).toBeEnabled();

  const second = await signedInPage(browser, account);
  await second.getByRole('button', { name: 'Prepare Training Session' }).click();
  await expect(second.getByLabel('Bodyweight (kg)')).toHaveValue('64');
  await second.getByRole('button', { name: 'Prepare Training' }).click();
  await expect(second).toHaveURL(/\/ready$/);
  await expect(second.locator('output')).toHaveText('50');

  // The first device still offers a create: the server answers 409 and it updates instead.
  await setSlider(first, 'Sleep', 4);
  await expect(first.getByRole('button', { name: 'Prepare Training' })).toBeVisible();
  await first.getByRole('button', { name: 'Prepare Training' }).click();
  await expect(first).toHaveURL(/\/ready$/);
  // round(100 * (40 + 20 + 30) / 140)
  await expect(first.locator('output')).toHaveText('64');
  await first.getByRole('button', { name: 'Back Home' }).click();
  await expect(first.getByRole('button', { name: "View Today's Prep" })).toBeVisible();
  await first.getByRole('link', { name: 'Prepare' }).click();
  await expect(first).toHaveURL(/\/ready$/);
  await first.getByRole('button', { name: "Change Today's Prep" }).click();
  await expect(first.getByRole('button', { name: 'Update' })).toBeVisible();

  await first.context().close();
  await second.context().close();
});

test('a bodyweight outside 1-500 kg is refused with the spec alert', async ({
  browser,
  request,
}) => {
  const page = await signedInPage(browser, await newClient(request));
  await page.goto('/client/prepare');
  await page.getByLabel('Bodyweight (kg)').fill('501');
  await page.getByRole('button', { name: 'Prepare Training' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Validation Error' });
  await expect(alert).toContainText('Please enter a valid bodyweight (1-500 kg)');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/client\/prepare$/);
  await page.context().close();
});

/** A bearer header for `account`, signed in through the API. */
async function bearer(request: APIRequestContext, account: Credentials) {
  const response = await request.post('/api/token/auth', { data: account });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

test('a client joins the coach’s live session by code, and rates it after the coach ends it', async ({
  browser,
  request,
}) => {
  const account = await newClient(request);
  const coach = await bearer(request, trainer);
  const created = await request.post('/api/sessions', { headers: coach, data: {} });
  expect(created.status()).toBe(201);
  const { id, joinCode } = (await created.json()) as { id: string; joinCode: string };

  const page = await signedInPage(browser, account);
  await page.getByRole('button', { name: 'Join Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join a live session' });
  await dialog.getByLabel('Session code').fill('no');
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(dialog.getByText('Invalid QR code. Please try again.')).toBeVisible();
  await dialog.getByLabel('Session code').fill('ZZZZZZ');
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(dialog.getByText('Session not found. Check the code and try again.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'join dialog');
  await dialog.getByLabel('Session code').fill(joinCode.toLowerCase());
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('Joined session as Casey')).toBeVisible();
  // The join opens the session's live screen, which says the join's success.
  await expect(page).toHaveURL(new RegExp(`/client/session/${id}$`));
  await expect(
    page.getByRole('status').filter({ hasText: 'Your coach can now see you' }),
  ).toBeVisible();

  const state = await request.get(`/api/sessions/${id}/state`, { headers: coach });
  const { state: live } = (await state.json()) as {
    state: { clients: { firstName: string }[] };
  };
  expect(live.clients.map((c) => c.firstName)).toContain('Casey');

  expect((await request.post(`/api/sessions/${id}/end`, { headers: coach })).status()).toBe(200);
  await page.goto('/client');
  await expect(page).toHaveURL(/\/client\/session\/feedback\?sessionId=/);
  await expect(
    page.getByRole('heading', { name: "Well trained, Let's rate your workout" }),
  ).toBeVisible();
  await expect(page.getByText('High effort, maybe had 2 reps left on average')).toBeVisible();
  await page.getByRole('radio', { name: 'Probably', exact: true }).click();
  await page.getByRole('button', { name: 'Quick Feedback' }).click();
  const quick = page.getByRole('dialog', { name: 'Quick Feedback' });
  await expect(quick.getByRole('slider').first()).toHaveAttribute('aria-valuenow', '3');
  await quick.getByRole('radio', { name: 'Yes' }).click();
  await quick.getByRole('button', { name: 'Save' }).click();
  await expectNoSeriousA11yViolations(page, 'feedback');
  await shot(page, 'feedback');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/client$/);

  const me = await bearer(request, account);
  const { id: userId } = (await (await request.get('/api/me', { headers: me })).json()) as {
    id: string;
  };
  const pending = await request.get(`/api/users/${userId}/feedback/pending`, { headers: me });
  expect(await pending.json()).toEqual({ sessionId: null });
  await page.context().close();
});

test('the burger menu saves the profile and the intake questionnaire, and guards unsaved changes', async ({
  browser,
  request,
}) => {
  test.slow();
  const page = await signedInPage(browser, await newClient(request));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Profile Settings' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile Settings' });
  await expect(profile.getByLabel('First Name')).toHaveValue('Casey');
  await profile.getByLabel('Weight (kg)').fill('7x0.5 kg');
  await expect(profile.getByLabel('Weight (kg)')).toHaveValue('70.5');
  // On a phone the Close is in view, and with changes it asks first.
  const close = profile.getByRole('button', { name: 'Close' });
  await expect(close).toBeInViewport();
  await close.click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(profile).toBeVisible();
  // A height out of range is said in words under its field, and nothing is saved.
  await profile.getByLabel('Height (cm)').fill('301');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByLabel('Height (cm)')).toHaveAccessibleDescription(
    'Height must be at most 300 cm',
  );
  await expect(profile.getByText(/heightCm|expected number/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'profile');
  await shot(page, 'profile-dialog-390x844');
  await profile.getByLabel('Height (cm)').fill('170');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(profile).toBeHidden();
  // sonner's rich success toast fails AA contrast (app-wide, not this screen): let it go first.
  await expect(page.getByText('Profile saved')).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Finish Intake' }).click();
  const intake = page.getByRole('dialog', { name: 'About you' });
  await expect(intake.getByRole('radio', { name: 'I can push myself if I need to' })).toBeChecked();
  await intake.getByRole('radio', { name: 'Gentle guidance' }).click();
  await expectNoSeriousA11yViolations(page, 'intake');
  await intake.getByRole('button', { name: 'Next' }).click();
  await expect(intake.getByRole('radio', { name: 'Somewhat Active' })).toBeChecked();
  await intake.getByRole('button', { name: 'Next' }).click();
  await expect(intake.getByRole('radio', { name: '~100mg' })).toBeChecked();
  await intake.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Intake saved')).toBeVisible();
  await expect(intake).toBeHidden();
  // The toast covers the menu button on a phone, and a pointer resting on it holds it there.
  await expect(page.getByText('Intake saved')).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Finish Intake' }).click();
  await expect(intake.getByRole('radio', { name: 'Gentle guidance' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(intake).toBeHidden();

  await page.getByRole('button', { name: 'Prepare Training Session' }).click();
  await expect(page.getByLabel('Bodyweight (kg)')).toHaveValue('70.5');
  await page.context().close();
});

test('a client changes their email in the profile and confirms it from the link mailed to it', async ({
  browser,
  request,
}) => {
  const account = await newClient(request);
  const newEmail = account.email.replace('e2e-client-', 'e2e-moved-');
  const page = await signedInPage(browser, account);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Profile Settings' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile Settings' });
  const changeEmail = profile.getByRole('region', { name: 'Change email' });
  await expect(changeEmail.getByText(`Signed in as ${account.email}`)).toBeVisible();

  await changeEmail.getByLabel('New Email').fill(newEmail);
  await changeEmail.getByLabel('Current Password').fill('not-my-password');
  await changeEmail.getByRole('button', { name: 'Send Confirmation Link' }).click();
  await expect(changeEmail.getByText('That password is incorrect.')).toBeVisible();

  await changeEmail.getByLabel('Current Password').fill(account.password);
  await changeEmail.getByRole('button', { name: 'Send Confirmation Link' }).click();
  await expect(changeEmail.getByRole('status')).toContainText(
    `We sent a confirmation link to ${newEmail}.`,
  );
  await changeEmail.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, 'profile, change email');
  await shot(page, 'profile-change-email');
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  const mail = await readMail(newEmail, 'Confirm your new Level Up email');
  const link = /http\S+\/confirm-email#token=[\w-]+/.exec(mail)?.[0];
  expect(link, 'the confirmation link').toBeTruthy();
  // Nothing changed yet: the old email still signs in.
  const before = await request.post('/api/token/auth', {
    data: { email: account.email, password: account.password },
  });
  expect(before.status()).toBe(200);

  await page.goto(link as string);
  await expect(page.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'confirm email');
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page.getByRole('status')).toHaveText(`Done. You now sign in with ${newEmail}.`);
  await expect(page).not.toHaveURL(/#token=/);
  await shot(page, 'confirm-email-done');
  await readMail(account.email, 'Your Level Up email was changed');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/client$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Profile Settings' }).click();
  await expect(profile.getByText(`Signed in as ${newEmail}`)).toBeVisible();
  await page.context().close();

  const old = await request.post('/api/token/auth', {
    data: { email: account.email, password: account.password },
  });
  expect(old.status()).toBe(401);
  const moved = await request.post('/api/token/auth', {
    data: { email: newEmail, password: account.password },
  });
  expect(moved.status()).toBe(200);
});

test('a client who signs in to the account their coach set up is told once whose email it carries', async ({
  browser,
  request,
}) => {
  const coach = await request.post('/api/token/auth', { data: trainer });
  const { token } = (await coach.json()) as { token: string };
  const email = `e2e-invited-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await request.post('/api/clients', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Robin Invited',
      gender: 'female',
      email,
      fastLevel: 'beginner',
      thoracicScore: 3,
      ankleMobility: 3,
      workType: 'light',
      motivationLevel: 'A',
      goals: ['build-strength'],
    },
  });
  expect(created.status()).toBe(201);
  // The client sets their first password with "Forgot password".
  expect((await request.post('/api/user/password-reset', { data: { email } })).status()).toBe(202);
  const code = /reset code is (\d{6})/.exec(await readMail(email, 'Your password reset code'))?.[1];
  const password = 'invited-pass-1';
  const reset = await request.post('/api/user/password-reset', {
    data: { email, secret: code, newPassword: password },
  });
  expect(reset.status()).toBe(200);

  const page = await signedInPage(browser, { email, password });
  const notice = page.getByRole('status').filter({ hasText: 'Your coach set up this account' });
  await expect(notice).toHaveText(
    `Your coach set up this account with this email: ${email}. You can change it in your profile.Got it`,
  );
  await expectNoSeriousA11yViolations(page, 'client home with the coach notice');
  await shot(page, 'coach-setup-notice');
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Join Session' })).toBeVisible();
  await expect(page.getByText('Your coach set up this account')).toBeHidden();
  await page.context().close();
});

test('a client joins by scanning the session QR with the camera', async ({ request }, testInfo) => {
  const account = await newClient(request);
  const coach = await bearer(request, trainer);
  const created = await request.post('/api/sessions', { headers: coach, data: {} });
  const { id, joinCode } = (await created.json()) as { id: string; joinCode: string };
  const video = testInfo.outputPath('session-qr.y4m');
  await writeQrVideo(video, joinCode);

  const found = findChromium();
  if (!found) throw new Error('no Chromium');
  const browser = await chromium.launch({
    executablePath: found.path,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: testInfo.project.use.baseURL,
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await logIn(page, account);
    await page.getByRole('button', { name: 'Join Session' }).click();
    await expect(page.getByText('Joined session as Casey').first()).toBeVisible({
      timeout: 20_000,
    });
    // The camera keeps reading the code until the dialog closes: it is joined once, so there is
    // never a second toast beside the first (which may be gone already on a slow machine).
    expect(await page.getByText('Joined session as Casey').count()).toBeLessThanOrEqual(1);
    await expect(page.getByText(`Joined session ${joinCode}.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/client/session/${id}$`));
    const state = await request.get(`/api/sessions/${id}/state`, { headers: coach });
    const { state: live } = (await state.json()) as { state: { clients: { firstName: string }[] } };
    expect(live.clients.map((c) => c.firstName)).toContain('Casey');
  } finally {
    await browser.close();
  }
});
