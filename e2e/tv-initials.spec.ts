import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logIn, registerClient, trainerOf } from './support/accounts';
import { coachSocket } from './support/coach-socket';
import { newClient, trainerApi } from './support/plan';
import { expect, test } from './support/test';

// Privacy on the gym TV (issue 31): an athlete who turns off 'Show my name on the gym TV' in their
// profile appears there by their initials; everyone else keeps their name.
test.use({ viewport: { width: 1920, height: 1080 } });

const SHOTS = process.env.TV_INITIALS_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const trainer = trainerOf('tv-initials');

test('an athlete who opted out of their name on the TV appears there by initials', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // The athlete, on their phone, turns their name off for the TV.
  const athlete = await registerClient(page.request, 'tv-initials', 'Riley');
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await logIn(phone, athlete);
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await phone.getByRole('button', { name: 'Profile Settings' }).click();
  const profile = phone.getByRole('dialog', { name: 'Profile Settings' });
  const toggle = profile.getByRole('switch', { name: 'Show my name on the gym TV' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await toggle.scrollIntoViewIfNeeded();
  await shot(phone, 'profile-tv-name-390x844');
  await expectNoSeriousA11yViolations(phone, 'profile with the TV name switch');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(phone.getByText('Profile saved')).toBeVisible();

  // The coach's session, on the TV, with a client of theirs who kept their name.
  const api = await trainerApi(page.request, trainer);
  const sam = await newClient(api, 'Sam', false);
  const { id: sessionId, joinCode } = (await api.post('/api/sessions', {})) as {
    id: string;
    joinCode: string;
  };
  await page.goto('/cast');
  const shownId = page.getByTestId('screen-id');
  await expect(shownId).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, { timeout: 15_000 });
  await api.post('/cast/connect', { screenId: await shownId.textContent(), sessionId });
  await expect(page).toHaveURL(new RegExp(`/cast/${sessionId}$`));

  const coach = await coachSocket(baseURL!, api.token, sessionId);
  try {
    await coach.op('clients:add', { clientIds: [sam.id] });

    // The athlete joins the session from their phone, as by the TV's QR code.
    const auth = await page.request.post('/api/token/auth', { data: athlete });
    const { token } = (await auth.json()) as { token: string };
    const joined = await page.request.post(`/api/sessions/${joinCode}/join`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(joined.ok(), await joined.text()).toBe(true);

    const names = page.getByRole('table').getByRole('columnheader');
    await expect(names).toHaveText(['Exercises', sam.firstName, 'R. T.'], { timeout: 3_000 });
    await expect(page.getByText('Riley')).toHaveCount(0);
    await shot(page, 'tv-initials-1920x1080');
    await expectNoSeriousA11yViolations(page, '/cast/{id} with initials');

    // The coach still knows who it is: the session names Riley to them.
    const state = (await api.get(`/api/sessions/${sessionId}/state`)) as {
      state: { clients: { firstName: string; tvInitials?: boolean }[] };
    };
    expect(state.state.clients.map((c) => c.firstName)).toContain('Riley');
  } finally {
    coach.socket.disconnect();
  }
});
