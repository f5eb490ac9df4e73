import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logIn, trainerOf } from './support/accounts';
import { cellOf } from './support/grid';
import { coachClients, endLiveSessions, type GymClient } from './support/gym';
import { planWorkout, trainerApi } from './support/plan';
import { expect, test } from './support/test';

// The coach's grid counts sets (issue 30): a tablet at 1024 x 768, and the gym's TV.
const tablet = { width: 1024, height: 768 };
test.use({ viewport: tablet });

const SHOTS = process.env.GRID_SETS_SHOTS_DIR ?? '/tmp/shots-grid-sets';
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

const trainer = trainerOf('grid-sets');

/** A grid cell's main button, by the start of its spoken name ('Back Squat, Alex: …'). */

async function addClients(page: Page, names: readonly string[]) {
  await page.getByRole('button', { name: 'Add clients' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add clients' });
  for (const name of names) await dialog.getByLabel(name).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
}

interface ServerCell {
  log?: ({ kg: number; reps: number; by: string; verification: string } | null)[];
}

/** A cell as the server holds it, read with the coach's token. */
async function serverCell(
  request: APIRequestContext,
  sessionId: string,
  exercise: string,
  client: string,
): Promise<ServerCell | undefined> {
  const api = await trainerApi(request, trainer);
  const { state } = (await api.get(`/api/sessions/${sessionId}/state`)) as {
    state: {
      clients: { id: string; firstName: string }[];
      exercises: { id: string; name: string }[];
      cells: Record<string, Record<string, ServerCell>>;
    };
  };
  const clientId = state.clients.find((c) => c.firstName === client)?.id ?? '';
  const exerciseId = state.exercises.find((e) => e.name === exercise)?.id ?? '';
  return state.cells[exerciseId]?.[clientId];
}

/**
 * Every cell's figures, progress, marks and buttons stay inside their column, and the last column
 * inside the grid once it is scrolled to its end (at 1024 px the eight 96 px columns and the
 * 229 px exercise column leave the grid a few pixels to scroll, as they did before sets).
 */
async function expectGridFits(page: Page) {
  const cut = await page.evaluate(() => {
    const scroller = document.querySelector<HTMLElement>('.session-grid-scroll');
    if (!scroller) return ['no grid'];
    scroller.scrollLeft = scroller.scrollWidth;
    const view = scroller.getBoundingClientRect();
    const parts =
      '.cell-kg, .cell-reps, .progress-count, .progress-track, .athlete-mark, .cell-action';
    const problems = [...document.querySelectorAll('td.grid-cell')].flatMap((td) => {
      const column = td.getBoundingClientRect();
      const name = td.getAttribute('data-cell') ?? '?';
      const past = column.right > view.right + 0.5 ? [`${name} past the grid`] : [];
      return past.concat(
        [...td.querySelectorAll(parts)]
          .filter((part) => {
            const box = part.getBoundingClientRect();
            return box.left < column.left - 0.5 || box.right > column.right + 0.5;
          })
          .map((part) => `${name} ${part.className}`),
      );
    });
    scroller.scrollLeft = 0;
    return problems;
  });
  expect(cut, 'parts of cells cut off').toEqual([]);
}

test('a coach logs sets from the grid, reads the progress, checks a set from the list, and the TV shows it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const api = await trainerApi(request, trainer);
  await coachClients(api, EIGHT_CLIENTS, { fastIntake: true });
  await endLiveSessions(api);
  // Back Squat 4 × 6–8 after the standard warm-up (2 × 8 at 60 %): six sets a cell.
  const workoutId = await planWorkout(api);

  await logIn(page, trainer);
  await page.goto(`/trainer/session?workoutId=${workoutId}`);
  await expect(page).toHaveURL(/\/trainer\/session\/[0-9a-f-]{36}$/);
  const sessionId = page.url().split('/').pop() as string;
  await addClients(page, EIGHT_CLIENTS);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  // Its toast gone, the screenshots show the grid, and axe never meets a toast fading out.
  const started = page.getByText('Session started');
  await expect(started).toBeVisible();
  await expect(started).toBeHidden();

  const squat = cellOf(page, 'Back Squat', 'Alex');
  await expect(squat.locator('.progress-count')).toHaveText('0/6');
  await squat.click();
  const logSet = page.getByRole('button', { name: 'Log set' });
  await logSet.click();
  await expect(squat.locator('.progress-count')).toHaveText('1/6');
  await logSet.click();
  await expect(squat.locator('.progress-count')).toHaveText('2/6');
  await expect(squat).toHaveAccessibleName(/, 2\/6 sets done$/);
  // L logs the selected cell's set too.
  await cellOf(page, 'Bench Press', 'Jordan').click();
  await page.keyboard.press('l');
  await expect(cellOf(page, 'Bench Press', 'Jordan').locator('.progress-count')).toHaveText('1/5');
  await expect
    .poll(async () => (await serverCell(request, sessionId, 'Back Squat', 'Alex'))?.log?.length)
    .toBe(2);

  await squat.click();
  await expect(page.getByRole('button', { name: 'Log set' })).toBeVisible();
  await expectGridFits(page);
  await page.screenshot({ path: `${SHOTS}/grid-1024x768.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectGridFits(page);
  await page.screenshot({ path: `${SHOTS}/grid-1280x800.png` });
  await page.setViewportSize(tablet);

  await page.getByRole('button', { name: 'Sets', exact: true }).click();
  const list = page.getByRole('dialog', { name: 'Sets: Back Squat, Alex' });
  await expect(list).toContainText('2 of 6 sets done');
  const rows = list.getByRole('row');
  // The header, then six sets: two warm-ups, four working sets.
  await expect(rows).toHaveCount(7);
  await expect(list.getByRole('rowheader', { name: /Warm-up$/ })).toHaveCount(2);
  await expect(list.getByRole('rowheader', { name: /Working$/ })).toHaveCount(4);
  await expect(list.getByRole('cell', { name: 'Coach', exact: true })).toHaveCount(2);
  await expect(rows.nth(3)).toContainText('Now');

  const verifyFirst = list.getByRole('button', { name: 'Verify set 1' });
  await verifyFirst.click();
  await expect(verifyFirst).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.nth(1)).toContainText('Verified');
  await expect(rows.nth(2)).toContainText('Not checked');
  await expect
    .poll(async () =>
      (await serverCell(request, sessionId, 'Back Squat', 'Alex'))?.log?.map(
        (set) => set?.verification,
      ),
    )
    .toEqual(['verified', 'none']);
  await page.screenshot({ path: `${SHOTS}/set-list-1024x768.png` });
  await expectNoSeriousA11yViolations(page, 'the grid with the set list open');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/set-list-1280x800.png` });
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sets', exact: true })).toBeFocused();

  // The TV, paired with the session: the progress per cell, nothing to press.
  const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    const tv = await tvContext.newPage();
    await tv.goto('/cast');
    const shownId = tv.getByTestId('screen-id');
    await expect(shownId).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, { timeout: 15_000 });
    const screenId = (await shownId.textContent()) ?? '';
    await api.post('/cast/connect', { screenId, sessionId });
    await expect(tv).toHaveURL(new RegExp(`/cast/${sessionId}$`));
    const tvSquat = tv.getByRole('img', { name: /^Back Squat, Alex: .*, 2\/6 sets done$/ });
    await expect(tvSquat).toContainText('2/6');
    await expect(tv.getByRole('table').getByRole('button')).toHaveCount(0);
    await tv.screenshot({ path: `${SHOTS}/tv-1920x1080.png` });
    await expectNoSeriousA11yViolations(tv, 'the TV grid with progress');
  } finally {
    await tvContext.close();
  }
});
