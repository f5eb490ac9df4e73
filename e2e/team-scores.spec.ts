import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logIn, trainerOf } from './support/accounts';
import { coachSocket } from './support/coach-socket';
import { endLiveSessions } from './support/gym';
import { newClient, trainerApi } from './support/plan';
import { openTool } from './support/session-tools';
import { expect, test } from './support/test';

// Team scores live (issue 31): the coach makes teams, puts clients in them, and keeps score on
// the live screen (1280 x 800) while the gym TV (1920 x 1080) shows it on its Leaderboard.
test.use({ viewport: { width: 1920, height: 1080 } });

const SHOTS = process.env.TEAM_SHOTS_DIR ?? '/work/shots/h-teams';
const trainer = trainerOf('team-scores');

/** A team's row on the TV's Teams panel. */
const tvTeam = (teams: Locator, name: string) =>
  teams.getByRole('listitem').filter({ hasText: name });

/**
 * Waits for the page's toasts to go: axe never measures one fading out, and a screenshot shows
 * the screen under it.
 */
async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

/** The Teams screen's cards, one per team. */
const teamCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Your teams' }).getByRole('listitem').filter({ hasText: name });

/** Makes a team in the Teams screen's form: its name and a colour of the palette. */
async function newTeam(page: Page, name: string, colour: string) {
  await page.getByRole('button', { name: 'New team' }).click();
  const dialog = page.getByRole('dialog', { name: 'New team' });
  await dialog.getByLabel('Team name').fill(name);
  await dialog.getByRole('radio', { name: colour }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(teamCard(page, name)).toBeVisible();
}

test('a coach makes teams, scores them by hand and by verified sets, and the TV follows', async ({
  page: tv,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const api = await trainerApi(tv.request, trainer);
  await endLiveSessions(api);
  // The spec's trainer starts with no teams, whatever an earlier run left.
  for (const { id } of (await api.get('/api/teams')) as { id: string }[]) {
    const gone = await tv.request.delete(`/api/teams/${id}`, { headers: api.headers });
    expect(gone.status()).toBe(204);
  }
  const ada = await newClient(api, 'Ada', false);
  const ben = await newClient(api, 'Ben', false);
  const library = (await api.get('/api/exercises')) as { id: string; name: string }[];
  const squat = library.find((e) => e.name === 'Back Squat');
  if (!squat) throw new Error('Back Squat is not in the library');

  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const coach = await context.newPage();
  try {
    // The Teams screen, from the dashboard: a blank form asks for what it needs.
    await logIn(coach, trainer);
    await coach.getByRole('button', { name: /Teams/ }).click();
    await expect(coach.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
    await coach.getByRole('button', { name: 'New team' }).click();
    const form = coach.getByRole('dialog', { name: 'New team' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Name the team')).toBeVisible();
    await expect(form.getByText('Choose a colour')).toBeVisible();
    await toastsGone(coach);
    await expectNoSeriousA11yViolations(coach, '/trainer/teams new team form');
    await coach.screenshot({ path: `${SHOTS}/team-form-1024x768.png` });
    await form.getByRole('button', { name: 'Close' }).click();
    await expect(form).toBeHidden();

    await newTeam(coach, 'Red Rockets', 'Red');
    await newTeam(coach, 'Blue Bolts', 'Blue');
    await newTeam(coach, 'Spare', 'Gold');
    // Rename and recolour one, delete another.
    await coach.getByRole('button', { name: 'Edit Blue Bolts' }).click();
    const edit = coach.getByRole('dialog', { name: 'Edit team' });
    await expect(edit.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await edit.getByLabel('Team name').fill('Blue Comets');
    await edit.getByRole('radio', { name: 'Teal' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await coach.getByRole('button', { name: 'Delete Spare' }).click();
    const confirm = coach.getByRole('alertdialog', { name: 'Delete Spare?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(teamCard(coach, 'Spare')).toHaveCount(0);
    const teams = (await api.get('/api/teams')) as { name: string; colorHex: string }[];
    expect(teams.map((t) => [t.name, t.colorHex])).toEqual([
      ['Blue Comets', '#009e8e'],
      ['Red Rockets', '#e8453c'],
    ]);

    // Ada starts every session in Red Rockets.
    await coach.getByLabel(`Team of ${ada.fullName}`).selectOption({ label: 'Red Rockets' });
    await expect(coach.getByText(`${ada.fullName} is in Red Rockets`)).toBeVisible();
    await expect(teamCard(coach, 'Red Rockets')).toContainText('1 client');
    await toastsGone(coach);
    await expectNoSeriousA11yViolations(coach, '/trainer/teams');
    await coach.screenshot({ path: `${SHOTS}/teams-1024x768.png`, fullPage: true });
    await coach.setViewportSize({ width: 1280, height: 800 });
    await coach.screenshot({ path: `${SHOTS}/teams-1280x800.png`, fullPage: true });

    // A live session, with both on the grid (set up from a second device of the coach's).
    await coach.goto('/trainer/session');
    await expect(coach).toHaveURL(/\/trainer\/session\/[0-9a-f-]{36}$/);
    const sessionId = coach.url().split('/').pop() as string;
    await coach.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(coach.getByRole('button', { name: 'Finish Session' })).toBeVisible();
    const floor = await coachSocket(baseURL!, api.token, sessionId);
    const { op } = floor;
    try {
      await op('clients:add', { clientIds: [ada.id, ben.id] });
      await op('exercises:add', { exerciseIds: [squat.id] });
      await op('cell:update', {
        exerciseId: squat.id,
        userId: ben.id,
        value: { kg: 60, reps: 5 },
      });

      // Ben joins Blue Comets with Change Teams; the dialog says where new teams come from.
      await openTool(coach, 'Change Teams');
      const change = coach.getByRole('dialog', { name: 'Change Team' });
      await expect(change).toContainText('has the teams you had when it started');
      await expect(change.getByRole('link', { name: 'Manage teams' })).toBeVisible();
      await toastsGone(coach);
      await expectNoSeriousA11yViolations(coach, 'the Change Team dialog');
      await coach.screenshot({ path: `${SHOTS}/change-team-1280x800.png` });
      await change.getByLabel('Client').selectOption({ label: ben.firstName });
      await change.getByLabel('Team').selectOption({ label: 'Blue Comets' });
      await change.getByRole('button', { name: 'Apply' }).click();
      await expect(change).toBeHidden();

      // The TV, paired by its screen id from the coach's Connect dialog.
      await tv.goto('/cast');
      const shownId = tv.getByTestId('screen-id');
      await expect(shownId).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, {
        timeout: 15_000,
      });
      const screenId = (await shownId.textContent()) ?? '';
      await coach.getByRole('button', { name: 'Connect', exact: true }).click();
      const control = coach.getByRole('dialog', { name: 'Connect to screen' });
      await control.getByRole('textbox', { name: 'Screen ID' }).fill(screenId);
      await control.getByRole('button', { name: 'Connect', exact: true }).click();
      await expect(tv).toHaveURL(new RegExp(`/cast/${sessionId}$`));
      await expect(control).toBeHidden();

      await coach.getByRole('button', { name: /^Disconnect from / }).click();
      await control
        .getByRole('radiogroup', { name: 'TV layout' })
        .getByRole('radio', { name: 'Leaderboard' })
        .click();
      const tvTeams = tv.getByRole('region', { name: 'Teams' });
      await expect(tvTeams).toBeVisible({ timeout: 1_000 });
      await expect(tvTeam(tvTeams, 'Red Rockets')).toContainText('0 pts');
      await expect(tvTeam(tvTeams, 'Blue Comets')).toContainText('0 pts');
      await control.getByRole('button', { name: 'Close' }).first().click();
      await expect(control).toBeHidden();

      // A point by hand for Red Rockets, on both screens.
      const scores = coach.getByRole('group', { name: 'Team scores' });
      await scores.getByRole('button', { name: 'Add a point to Red Rockets' }).click();
      await expect(scores).toContainText('Red Rockets: 1');
      await expect(tvTeam(tvTeams, 'Red Rockets')).toContainText('1 pt', { timeout: 1_000 });

      // Auto-scoring at 2 points a set: Ben's verified set moves Blue Comets, first on the TV.
      await coach.getByRole('button', { name: /^Disconnect from / }).click();
      await control.getByRole('radio', { name: '2 points per set' }).click();
      await expect(control.getByRole('radio', { name: '2 points per set' })).toBeChecked();
      await control.getByRole('button', { name: 'Close' }).first().click();
      await coach
        .getByRole('button', { name: new RegExp(`^Back Squat, ${ben.firstName}: `) })
        .click();
      await coach.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(scores).toContainText('Blue Comets: 2');
      await expect(tvTeam(tvTeams, 'Blue Comets')).toContainText('2 pts', { timeout: 1_000 });
      await expect(tvTeams.getByRole('listitem').first()).toContainText('Blue Comets');

      await expectNoSeriousA11yViolations(tv, '/cast/{id} leaderboard with team scores');
      await tv.screenshot({ path: `${SHOTS}/tv-team-scores-1920x1080.png` });
      await toastsGone(coach);
      await expectNoSeriousA11yViolations(coach, 'the live session with team scores');
      await coach.screenshot({ path: `${SHOTS}/coach-team-scores-1280x800.png` });
    } finally {
      floor.socket.disconnect();
    }
  } finally {
    await context.close();
  }
});
