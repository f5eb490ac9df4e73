import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { type Credentials, logIn, trainerOf } from './support/accounts';
import { coachsClient, verifiedSession } from './support/challenge-people';
import { trainerApi } from './support/plan';
import { expect, test } from './support/test';

// Challenges (issue 31): the coach posts one from a tablet, a client joins it on their phone and
// finds their rank on its board, scored from the sets the coach verified.
const SHOTS = process.env.CHALLENGES_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const trainer = trainerOf('challenges');
const today = new Date().toISOString().slice(0, 10);
const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

async function pageAt(browser: Browser, width: number, height: number, account: Credentials) {
  const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
  await logIn(page, account);
  return page;
}

test('a coach posts a challenge, and a client joins it and sees their rank on its board', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const api = await trainerApi(request, trainer);
  const ada = await coachsClient(request, api, 'Ada');
  const ben = await coachsClient(request, api, 'Ben');

  // The coach, on a tablet: the dashboard's Challenges tile, then a new challenge.
  const coach = await pageAt(browser, 1024, 768, trainer);
  await coach.getByRole('button', { name: 'Challenges' }).click();
  await expect(coach.getByRole('heading', { name: 'Challenges', level: 1 })).toBeVisible();
  await coach.getByRole('button', { name: 'New Challenge' }).click();
  const form = coach.getByRole('dialog', { name: 'New Challenge' });
  await form.getByLabel('Name').fill('Volume Week');
  await expect(form.getByLabel('Measures')).toHaveValue('volume');
  await expect(form.getByLabel('First day')).toHaveValue(today);
  // A last day before the first is said under it, in words, and nothing is saved.
  await form.getByLabel('Last day').fill('2020-01-01');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Last day')).toHaveAccessibleDescription(
    'The last day cannot be before the first',
  );
  await form.getByLabel('Last day').fill(inAWeek);
  await shot(coach, 'trainer-challenge-form-1024x768');
  await expectNoSeriousA11yViolations(coach, 'new challenge form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(coach.getByText('Challenge saved')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(coach.getByRole('heading', { name: 'Volume Week' })).toBeVisible();

  // Ben joins by the API; both train in two sessions the coach verifies.
  const benAuth = await request.post('/api/token/auth', { data: ben.credentials });
  const { token: benToken } = (await benAuth.json()) as { token: string };
  const list = (await api.get('/api/challenges')) as { id: string; name: string }[];
  const challenge = list.find((c) => c.name === 'Volume Week');
  expect(challenge).toBeDefined();
  const benJoined = await request.post(`/api/challenges/${challenge?.id}/participants`, {
    headers: { authorization: `Bearer ${benToken}` },
  });
  expect(benJoined.ok()).toBe(true);
  await verifiedSession(baseURL!, api, [
    { userId: ada.id, kg: 100, reps: 5 },
    { userId: ben.id, kg: 60, reps: 5 },
  ]);
  await verifiedSession(baseURL!, api, [
    { userId: ada.id, kg: 60, reps: 10 },
    { userId: ben.id, kg: 120, reps: 5 },
  ]);

  // Ada, on her phone: first the app asks her to rate each session she trained in, then Join a
  // Challenge, join, and her rank on the board.
  const phone = await pageAt(browser, 390, 844, ada.credentials);
  let rated = '';
  for (let session = 0; session < 2; session += 1) {
    await expect(phone).toHaveURL(/\/client\/session\/feedback\?sessionId=/);
    await expect(phone).not.toHaveURL(rated || /^$/);
    rated = phone.url();
    await phone.getByRole('button', { name: 'Finish' }).click();
  }
  await expect(phone).toHaveURL(/\/client$/);
  await phone.getByRole('link', { name: 'Join a Challenge' }).click();
  await expect(phone).toHaveURL(/\/client\/challenges$/);
  await phone.getByRole('button', { name: 'Join Volume Week' }).click();
  await expect(phone.getByText('You joined Volume Week')).toBeVisible();
  const board = phone.getByRole('table', { name: 'Leaderboard of Volume Week' });
  await expect(board.getByRole('row')).toHaveText([
    'RankAthleteScore',
    '1Ada L. (You)1100 kg',
    '2Ben L.900 kg',
  ]);
  await expect(board.getByRole('row', { name: /Ada L\./ })).toHaveAttribute('aria-current', 'true');
  await shot(phone, 'client-challenges-390x844');
  await expectNoSeriousA11yViolations(phone, '/client/challenges');

  // The coach sees the same board, and closes the challenge: it leaves Ada's list.
  await coach.reload();
  await coach.getByRole('button', { name: 'Leaderboard of Volume Week' }).click();
  await expect(
    coach.getByRole('table', { name: 'Leaderboard of Volume Week' }).getByRole('row'),
  ).toHaveCount(3);
  await shot(coach, 'trainer-challenges-1024x768');
  await expectNoSeriousA11yViolations(coach, '/trainer/challenges');
  await coach.getByRole('button', { name: 'Close Challenge Volume Week' }).click();
  await expect(coach.getByText('Challenge closed')).toBeVisible();
  await phone.reload();
  await expect(
    phone.getByText('No open challenges yet. Your coach will post them here.'),
  ).toBeVisible();
});
