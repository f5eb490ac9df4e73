import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoAccounts } from './support/accounts';

// The gym TV (issue 9): a wall screen at 1920 x 1080 that the coach pairs with a live session.
test.use({ viewport: { width: 1920, height: 1080 } });

/** With CAST_SHOTS_DIR set, keeps a screenshot of the page for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.CAST_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** The demo coach's access token, for the calls the coach's tablet makes. */
async function coachToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/token/auth', { data: demoAccounts.coach });
  expect(answer.ok()).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  return token;
}

async function createSession(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.post('/api/sessions', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  return id;
}

async function castCall(
  request: APIRequestContext,
  token: string,
  path: '/cast/connect' | '/cast/disconnect',
  data: Record<string, string>,
) {
  const answer = await request.post(path, {
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Opens /cast and reads the screen id the TV shows. */
async function openTv(page: Page): Promise<string> {
  await page.goto('/cast');
  await expect(page.getByRole('heading', { name: 'Cast to This Screen' })).toBeVisible();
  const screenId = page.getByTestId('screen-id');
  await expect(screenId).toHaveText(/^[A-Z0-9]{6,12}$/, { timeout: 15_000 });
  return (await screenId.textContent()) ?? '';
}

test('the TV shows its screen id and QR, moves to the session it is paired with, and keeps its id on reload', async ({
  page,
}) => {
  const screenId = await openTv(page);
  await expect(page.getByText('Screen ID:')).toBeVisible();
  await expect(
    page.getByText(
      'This screen is waiting for a connection. Open your trainer session and use the "Connect" button to scan this code.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code of screen ID ${screenId}` })).toBeVisible();
  await shot(page, 'cast-landing-1920');
  await expectNoSeriousA11yViolations(page, '/cast');

  await page.reload();
  await expect(page.getByTestId('screen-id')).toHaveText(screenId);

  const token = await coachToken(page.request);
  const sessionId = await createSession(page.request, token);
  await castCall(page.request, token, '/cast/connect', { screenId, sessionId });
  await expect(page).toHaveURL(new RegExp(`/cast/${sessionId}$`), { timeout: 3_000 });

  // A TV that reboots comes back to the same id and, still paired, to its session.
  await page.goto('/cast');
  await expect(page).toHaveURL(new RegExp(`/cast/${sessionId}$`), { timeout: 5_000 });

  await castCall(page.request, token, '/cast/disconnect', { screenId, sessionId });
  await expect(page).toHaveURL(/\/cast$/, { timeout: 3_000 });
  await expect(page.getByTestId('screen-id')).toHaveText(screenId);
});

test('a TV whose stored screen is unknown to the server gets a new id', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'levelup.cast.screen',
        JSON.stringify({ screenId: 'GONE0000', screenToken: 'not-a-real-token' }),
      );
    }
  });
  await page.goto('/cast');
  await expect(page.getByTestId('screen-id')).toHaveText(/^[A-Z0-9]{6,12}$/, { timeout: 15_000 });
  await expect(page.getByTestId('screen-id')).not.toHaveText('GONE0000');
});
